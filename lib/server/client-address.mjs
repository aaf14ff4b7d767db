/**
 * The client's address for a request that reached this server from `socketAddress`, given how many
 * reverse proxies in front of it are trusted (TRUST_PROXY). With none, X-Forwarded-For is the client's
 * own claim and is ignored; with n, the n rightmost hops are ours and the entry left of them is the client.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const socket = socketAddress || "unknown";
  if (!trustedHops) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").map((s) => s.trim()).filter(Boolean), socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** TRUST_PROXY as a hop count: unset, empty or invalid means 0 (no proxy is trusted). */
export function trustedHopsOf(value) {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}
