import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import WeChat from "next-auth/providers/wechat";
import type { Provider } from "next-auth/providers";
import { env, ssoConfig, wechatEnabled } from "@/lib/env";
import { sessionSecret } from "@/lib/session/secret";
import { cookieSecure } from "@/lib/session";
import { requestIsHttps } from "@/lib/request-info";
import { completeSignIn } from "./complete";
import { authBasePath, nonceCookie } from "./names";

function providers(): Provider[] {
  const list: Provider[] = [];
  const sso = ssoConfig();
  if (sso) {
    list.push({
      id: "sso",
      name: "SSO",
      type: "oidc",
      issuer: sso.issuer,
      clientId: sso.clientId,
      clientSecret: sso.clientSecret,
      checks: ["pkce", "state", "nonce"],
      authorization: { params: { scope: "openid email profile" } },
    });
  }
  if (wechatEnabled()) {
    const e = env();
    list.push(
      WeChat({
        clientId: e.WECHAT_APP_ID!,
        clientSecret: e.WECHAT_APP_SECRET!,
        platformType: "WebsiteApp",
        authorization: { url: e.WECHAT_AUTHORIZE_URL, params: { appid: e.WECHAT_APP_ID!, scope: "snsapi_login" } },
        token: { url: e.WECHAT_TOKEN_URL, params: { appid: e.WECHAT_APP_ID!, secret: e.WECHAT_APP_SECRET! } },
        userinfo: { url: e.WECHAT_USERINFO_URL },
        profile: (p: { openid: string; unionid?: string; nickname?: string }) => ({ id: p.unionid || p.openid, name: p.nickname ?? null }),
      }),
    );
  }
  return list;
}

/**
 * Auth.js runs the sign-in dances (company OpenID Connect with PKCE, state and nonce; WeChat with state)
 * and nothing else: its signIn callback hands the result to the services, which answer the portal's own
 * token, and ends the flow there, so Auth.js never keeps a session of its own.
 */
export const { handlers, signIn } = NextAuth(async (): Promise<NextAuthConfig> => {
  const secure = cookieSecure(await requestIsHttps());
  return {
    basePath: authBasePath,
    trustHost: true,
    secret: sessionSecret(),
    useSecureCookies: secure,
    providers: providers(),
    session: { strategy: "jwt", maxAge: 300 },
    pages: { signIn: "/login", error: "/auth-redirect" },
    cookies: { nonce: { name: nonceCookie(secure), options: { httpOnly: true, sameSite: "lax", path: "/", secure } } },
    callbacks: {
      signIn: ({ account }) => completeSignIn(account, secure),
    },
  };
});
