import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { sessionSecret } from "./secret";

export interface PortalSession {
  /** Token for the supplier-portal services (base-data, label). */
  token?: string;
  /** Token for the ERP services; the built-in ERP shares the portal token. */
  erpToken?: string;
  firstTimeLogin?: boolean;
}

export const sessionCookieName = "ssp_session";

export function sessionOptions(): SessionOptions {
  const e = env();
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName,
    ttl: e.TOKEN_TTL_HOURS * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      secure: e.COOKIE_SECURE ? e.COOKIE_SECURE === "true" : e.NODE_ENV === "production",
      path: "/",
    },
  };
}

export async function getSession() {
  return getIronSession<PortalSession>(await cookies(), sessionOptions());
}

export function tokenFor(session: PortalSession, service: string): string | undefined {
  return service.startsWith("erp-") ? (session.erpToken ?? session.token) : session.token;
}
