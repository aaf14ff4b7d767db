import "server-only";
import { headers } from "next/headers";

/**
 * The client's address for login throttling. The portal's server (scripts/serve.mjs) sets
 * X-Forwarded-For to the one address it decided from the socket and TRUST_PROXY, so a client cannot
 * choose it; under `next dev` the header is whatever reached Next.
 */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "local";
}

/**
 * Whether the client reached the portal over HTTPS: scripts/serve.mjs sets X-Forwarded-Proto from the
 * socket and a trusted proxy's header (TRUST_PROXY), overwriting the client's own.
 */
export async function requestIsHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
