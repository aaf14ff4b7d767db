import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { getSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { userOps, type UserInfo } from "@/lib/contracts/base-data/user";

/**
 * The session user for this request. When it cannot be loaded, the session is reset and the user
 * goes to /login with the wanted path (docs/requirements.md §2), carrying the reason so the login page can say it.
 */
export const requireUser = cache(async (): Promise<UserInfo> => {
  const session = await getSession();
  const wanted = (await headers()).get("x-pathname") ?? "/dashboard";
  const res = session.token
    ? await callOpJson(userOps.info, { token: session.token, locale: await currentLocale() })
    : { returnCode: 50008, message: "" };
  if (res.returnCode !== 200 || !res.data) {
    redirect(`/api/session/reset?redirect=${encodeURIComponent(wanted)}&code=${res.returnCode}`);
  }
  return res.data;
});
