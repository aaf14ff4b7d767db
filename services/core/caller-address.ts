import type { IncomingMessage } from "node:http";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/** The header that carries SERVICES_SECRET from the portal's upstream client (lib/upstream/client.ts). */
export const servicesSecretHeader = "x-services-secret";

/** Constant-time, whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: string | null | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(secret).digest());
}

/**
 * The caller's address for the login throttle and the session record. In-process there is no socket and the
 * request was built by the portal's own client, so its X-Client-IP stands. Over HTTP (services/core/http-server.ts
 * hands the socket over as `incoming`) anyone may send that header: it is honoured only with SERVICES_SECRET,
 * otherwise the socket's address counts.
 */
export function callerAddress(req: Request, bindings: unknown): string {
  const forwarded = req.headers.get("x-client-ip")?.trim() || null;
  const incoming = (bindings as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return forwarded ?? "unknown";
  if (forwarded && secretMatches(req.headers.get(servicesSecretHeader), env().SERVICES_SECRET)) return forwarded;
  return incoming.socket.remoteAddress ?? "unknown";
}
