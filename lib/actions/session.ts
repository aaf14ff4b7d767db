"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { sessionOptions } from "@/lib/session";
import { startSession } from "@/lib/session/start";
import { endSession } from "@/lib/session/end";
import { currentLocale } from "@/lib/i18n/request";
import { clientIp, requestIsHttps } from "@/lib/request-info";
import { isLocale, localeCookie } from "@/lib/i18n/locales";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { loginInput, userOps } from "@/lib/contracts/base-data/user";
import { toIssueKeys, type IssueKey } from "@/lib/contracts/issues";
import { translatorFor } from "@/lib/i18n/translator";
import { safeRedirect } from "@/lib/routes";
import { rememberCompany } from "@/lib/sign-in/last-company";

const deviceCookie = "ssp_device";

/** What a failed login answers the form: the message, field errors, and what to show again (never the password). */
export interface LoginState {
  message?: string;
  fieldErrors?: FieldErrors;
  /** The form's own validation as catalogue keys, so the shown errors follow a language switch. */
  issues?: Record<string, IssueKey[]>;
  userName?: string;
  companyId?: string;
  /** Distinguishes two equal answers, so the form announces each one. */
  at?: number;
}

/**
 * The login form's action: a POST with the form's fields, with or without JavaScript in the browser, so a
 * credential never travels in a URL. The same contract validates here as in the service; on success the
 * tokens go into the sealed session cookie and the user is redirected.
 */
export async function loginAction(_prev: LoginState, form: FormData): Promise<LoginState> {
  const locale = await currentLocale();
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const keep = { userName: field("userName"), companyId: field("companyId"), at: Date.now() };
  const jar = await cookies();
  const parsed = loginInput.safeParse({
    userName: field("userName"), password: field("password"), companyId: field("companyId"), deviceToken: jar.get(deviceCookie)?.value,
  });
  if (!parsed.success) return { ...keep, issues: toIssueKeys(parsed.error) };
  const res = await callOpJson(userOps.login, { body: parsed.data, locale, clientIp: await clientIp() });
  if (res.returnCode !== 200 || !res.data?.token) {
    const fieldErrors = (res.data as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors;
    return { ...keep, message: res.message || "Error", fieldErrors };
  }
  await startSession(res.data, locale);
  await rememberCompany(parsed.data.companyId);
  if (res.data.deviceToken) {
    // The known-device cookie: failures elsewhere on the account never slow this browser (services/base-data/user/throttle.ts).
    jar.set(deviceCookie, res.data.deviceToken, { ...sessionOptions(await requestIsHttps()).cookieOptions, maxAge: 365 * 24 * 3600 });
  }
  redirect(res.data.firstTimeLogin ? "/updatePassword" : safeRedirect(field("redirect")));
}

/** Revokes the token on the server, then clears the portal session. */
export async function logout(): Promise<never> {
  await endSession();
  redirect("/login");
}

/** Re-login after the server ended the session: the same, without leaving the page (it reloads). */
export async function resetSession(): Promise<void> {
  await endSession();
}

/** Answers the confirmation in the new language (the page's messages are still the old ones). */
export async function setLocale(locale: string): Promise<string | undefined> {
  if (!isLocale(locale)) return undefined;
  (await cookies()).set(localeCookie, locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
  const t = translatorFor(locale);
  return t("language.switched", { language: t(`language.${locale}`) });
}
