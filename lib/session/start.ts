import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { userOps } from "@/lib/contracts/base-data/user";
import type { Locale } from "@/lib/i18n/locales";
import { getSession } from "./index";

/**
 * Puts a new sign-in's token into the sealed session cookie. A session the server ended may still sit in
 * the cookie (no JavaScript ran the reset): it is revoked too.
 */
export async function startSession(result: { token: string; firstTimeLogin: boolean }, locale: Locale): Promise<void> {
  const session = await getSession();
  if (session.token) await callOpJson(userOps.logOut, { token: session.token, locale });
  session.token = result.token;
  session.erpToken = result.token;
  session.firstTimeLogin = result.firstTimeLogin;
  await session.save();
}
