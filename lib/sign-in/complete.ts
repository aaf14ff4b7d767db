import "server-only";
import { cookies } from "next/headers";
import type { Account } from "next-auth";
import { decode } from "next-auth/jwt";
import { callOpJson } from "@/lib/upstream/client";
import { ssoOps } from "@/lib/contracts/base-data/sso";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import type { Envelope } from "@/lib/contracts/envelope";
import type { LoginResult } from "@/lib/contracts/base-data/user";
import { currentLocale } from "@/lib/i18n/request";
import { translatorFor } from "@/lib/i18n/translator";
import { clientIp } from "@/lib/request-info";
import { safeRedirect } from "@/lib/routes";
import { getSession } from "@/lib/session";
import { sessionSecret } from "@/lib/session/secret";
import { startSession } from "@/lib/session/start";
import { setFlash } from "./flash";
import { callbackUrlCookie, nonceCookie } from "./names";

/** The nonce this browser's sign-in started with, from Auth.js's sealed cookie (still on this callback's request). */
async function startedNonce(secure: boolean): Promise<string | undefined> {
  const name = nonceCookie(secure);
  const token = (await cookies()).get(name)?.value;
  if (!token) return undefined;
  const sealed = await decode({ token, secret: sessionSecret(), salt: name }).catch(() => null);
  return typeof sealed?.value === "string" ? sealed.value : undefined;
}

/**
 * The end of a sign-in dance (Auth.js's signIn callback): the services verify what the provider gave and
 * answer the portal's token, or bind the WeChat account to the signed-in user. Answers where the browser
 * goes next; a refusal leaves its message for that page.
 */
export async function completeSignIn(account: Account | null | undefined, secure: boolean): Promise<string> {
  const back = new URL((await cookies()).get(callbackUrlCookie(secure))?.value ?? "/", "http://portal.invalid");
  const binding = back.pathname === "/bindWeChat";
  const wanted = safeRedirect(back.searchParams.get("redirect"));
  const locale = await currentLocale();
  const failed = async (message: string) => {
    await setFlash(message, binding ? "/bindWeChat" : "/login");
    return binding ? "/bindWeChat" : `/login?${new URLSearchParams({ redirect: wanted })}`;
  };
  let res: Envelope<LoginResult>;
  if (account?.provider === "sso") {
    const nonce = await startedNonce(secure);
    if (!account.id_token || !nonce) return failed(translatorFor(locale)("errors.ssoInvalid"));
    res = await callOpJson(ssoOps.login, { body: { idToken: account.id_token, nonce }, locale, clientIp: await clientIp() });
  } else if (account?.provider === "wechat" && account.access_token) {
    const grant = { accessToken: account.access_token, openid: String(account.openid ?? "") };
    if (binding) {
      const session = await getSession();
      if (!session.token) return "/login?redirect=%2FbindWeChat";
      const bound = await callOpJson(wechatOps.bind, { token: session.token, body: grant, locale });
      return bound.returnCode === 200 ? "/bindWeChat?done=bound" : failed(bound.message);
    }
    res = await callOpJson(wechatOps.login, { body: grant, locale, clientIp: await clientIp() });
  } else {
    return failed(translatorFor(locale)("errors.signInIncomplete"));
  }
  if (res.returnCode !== 200 || !res.data) return failed(res.message);
  await startSession(res.data, locale);
  return res.data.firstTimeLogin ? "/updatePassword" : `/auth-redirect?${new URLSearchParams({ redirect: wanted })}`;
}
