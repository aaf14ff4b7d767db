"use server";

import { redirect } from "next/navigation";
import { callOpJson } from "@/lib/upstream/client";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import { currentLocale } from "@/lib/i18n/request";
import { getSession } from "@/lib/session";
import { setFlash } from "@/lib/sign-in/flash";

/** The confirmed unbind of /bindWeChat: a POST of this site only (Next checks the Origin of a server action). */
export async function unbindWechatAction(): Promise<never> {
  const session = await getSession();
  if (!session.token) redirect("/login?redirect=%2FbindWeChat");
  const res = await callOpJson(wechatOps.unbind, { token: session.token, locale: await currentLocale() });
  if (res.returnCode === 200) redirect("/bindWeChat?done=unbound");
  await setFlash(res.message, "/bindWeChat");
  redirect("/bindWeChat");
}
