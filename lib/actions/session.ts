"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { getSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { clientIp } from "@/lib/request-info";
import { isLocale, localeCookie } from "@/lib/i18n/locales";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { userOps, type LoginInput } from "@/lib/contracts/base-data/user";

export type LoginOutcome =
  | { ok: true; firstTimeLogin: boolean }
  | { ok: false; returnCode: number; message: string; fieldErrors?: FieldErrors };

/** Logs in through base-data and keeps the tokens in the sealed session cookie. */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const res = await callOpJson(userOps.login, {
    body: input,
    locale: await currentLocale(),
    clientIp: await clientIp(),
  });
  if (res.returnCode !== 200 || !res.data?.token) {
    const fieldErrors = (res.data as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors;
    return { ok: false, returnCode: res.returnCode, message: res.message, fieldErrors };
  }
  const session = await getSession();
  session.token = res.data.token;
  session.erpToken = res.data.token;
  session.firstTimeLogin = res.data.firstTimeLogin;
  await session.save();
  return { ok: true, firstTimeLogin: res.data.firstTimeLogin };
}

/** Revokes the token on the server, then clears the portal session. */
export async function logout(): Promise<never> {
  const session = await getSession();
  if (session.token) {
    await callOpJson(userOps.logOut, { token: session.token, locale: await currentLocale() });
  }
  session.destroy();
  redirect("/login");
}

/** Clears the portal session only (re-login after the server ended the session). */
export async function resetSession(): Promise<void> {
  const session = await getSession();
  session.destroy();
}

export async function setLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  (await cookies()).set(localeCookie, locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
}
