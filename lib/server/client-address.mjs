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

/**
 * The protocol the client used: "https" when this server's own socket is TLS, or when a trusted proxy
 * (TRUST_PROXY > 0) says so in X-Forwarded-Proto (its first value, set by the outermost proxy); a
 * client's own claim without a trusted proxy is ignored.
 * @param {string | string[] | undefined} forwardedProto
 * @param {boolean} socketEncrypted
 * @param {number} trustedHops
 * @returns {"http" | "https"}
 */
export function requestProtocol(forwardedProto, socketEncrypted, trustedHops) {
  if (socketEncrypted) return "https";
  if (!trustedHops) return "http";
  const header = Array.isArray(forwardedProto) ? forwardedProto.join(",") : (forwardedProto ?? "");
  return header.split(",")[0]?.trim().toLowerCase() === "https" ? "https" : "http";
}
