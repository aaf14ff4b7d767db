import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
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

export function tokenFor(session: PortalSession, service: string): string | undefined {
  return service.startsWith("erp-") ? (session.erpToken ?? session.token) : session.token;
}
