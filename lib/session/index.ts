import "server-only";
import { getIronSession, unsealData, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { sessionSecret } from "./secret";
import { requestIsHttps } from "@/lib/request-info";

export interface PortalSession {
  /** Token for the supplier-portal services (base-data, label). */
  token?: string;
  /** Token for the ERP services; the built-in ERP shares the portal token. */
  erpToken?: string;
  firstTimeLogin?: boolean;
}

export const sessionCookieName = "ssp_session";

/**
 * `secure`: whether the request came over HTTPS (lib/request-info.ts requestIsHttps); COOKIE_SECURE
 * forces it either way. A Secure cookie over plain HTTP is dropped by the browser (a silent failed login).
 */
export function sessionOptions(https = false): SessionOptions {
  const e = env();
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName,
    ttl: e.TOKEN_TTL_HOURS * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      secure: cookieSecure(https),
      path: "/",
    },
  };
}

export function cookieSecure(https: boolean): boolean {
  const forced = env().COOKIE_SECURE;
  return forced ? forced === "true" : https;
}

export async function getSession() {
  return getIronSession<PortalSession>(await cookies(), sessionOptions(await requestIsHttps()));
}

/** Opened session cookies by their sealed text, so that a session's calls do not each pay for its decryption. */
const opened = new Map<string, { data: Readonly<PortalSession>; until: number }>();
const keepMs = 60_000;
const keepAtMost = 5_000;

/**
 * What a sealed session cookie holds, or {} when it is not a valid, unexpired seal of this portal. An opened seal is
 * kept for a minute at most and never past its own expiry (authenticated inside it): only a cookie of exactly that
 * text reads it, and each service still checks the token in it on every call.
 */
export async function openSession(sealed: string | undefined): Promise<Readonly<PortalSession>> {
  if (!sealed) return {};
  const now = Date.now();
  const kept = opened.get(sealed);
  if (kept && kept.until > now) return kept.data;
  const data = Object.freeze(await unsealData<PortalSession>(sealed, { password: sessionSecret(), ttl: env().TOKEN_TTL_HOURS * 3600 }));
  if (!Object.keys(data).length) return data;
  const expires = Number(sealed.split("~")[0]!.split("*")[5]) || Number.POSITIVE_INFINITY;
  if (opened.size >= keepAtMost) opened.delete(opened.keys().next().value!);
  opened.set(sealed, { data, until: Math.min(now + keepMs, expires) });
  return data;
}

/** The request's session, to read: a change goes through getSession(). */
export async function readSession(): Promise<Readonly<PortalSession>> {
  return openSession((await cookies()).get(sessionCookieName)?.value);
}

export function tokenFor(session: PortalSession, service: string): string | undefined {
  return service.startsWith("erp-") ? (session.erpToken ?? session.token) : session.token;
}
