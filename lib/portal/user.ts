import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/current-locale";
import { userOps, type UserInfo } from "@/lib/contracts/base-data/user";
import { loginAfterEnd } from "@/lib/routes";
import { defaultTimeZone } from "@/lib/business-time";

/** The session user's answer, once per request (the layout, the pages and the i18n config share it). */
const loadUser = cache(async () => {
  const session = await readSession();
  return session.token
    ? await callOpJson(userOps.info, { token: session.token, locale: await currentLocale() })
    : { returnCode: 50008, message: "", data: undefined };
});

/**
 * The session user for this request. When it cannot be loaded the user goes to /login with the wanted
 * path (docs/requirements.md §2) and the reason; the login page ends the session there (a server component
 * cannot POST the reset, and a GET must not log anyone out).
 */
export const requireUser = cache(async (): Promise<UserInfo> => {
  const res = await loadUser();
  if (res.returnCode !== 200 || !res.data) {
    const wanted = (await headers()).get("x-pathname") ?? "/dashboard";
    redirect(loginAfterEnd(wanted, res.returnCode));
  }
  return res.data;
});

/** The session company's zone, or the group's home zone without a session (the login page). */
export const sessionTimeZone = cache(async (): Promise<string> => {
  const res = await loadUser();
  return (res.returnCode === 200 && res.data?.timeZone) || defaultTimeZone;
});

/** The session company's name, or null without a session: the browser title names it, so tabs of two companies differ. */
export const sessionCompanyName = cache(async (): Promise<string | null> => {
  const res = await loadUser();
  return (res.returnCode === 200 && res.data?.companyName) || null;
});
