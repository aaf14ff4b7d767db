import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { getSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { userOps, type UserInfo } from "@/lib/contracts/base-data/user";
import { loginAfterEnd } from "@/lib/routes";

/**
 * The session user for this request. When it cannot be loaded the user goes to /login with the wanted
 * path (docs/requirements.md §2) and the reason; the login page ends the session there (a server component
 * cannot POST the reset, and a GET must not log anyone out).
 */
export const requireUser = cache(async (): Promise<UserInfo> => {
  const session = await getSession();
  const wanted = (await headers()).get("x-pathname") ?? "/dashboard";
  const res = session.token
    ? await callOpJson(userOps.info, { token: session.token, locale: await currentLocale() })
    : { returnCode: 50008, message: "" };
  if (res.returnCode !== 200 || !res.data) {
    redirect(loginAfterEnd(wanted, res.returnCode));
  }
  return res.data;
});
