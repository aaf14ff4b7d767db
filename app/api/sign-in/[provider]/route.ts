import type { NextRequest } from "next/server";
import { ssoConfig, wechatEnabled } from "@/lib/env";
import { signIn } from "@/lib/sign-in/auth";
import { readSession } from "@/lib/session";
import { safeRedirect } from "@/lib/routes";

export const dynamic = "force-dynamic";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });

/**
 * Starts a sign-in with the company identity provider or WeChat: a plain link of the login page (no
 * script, and a link, so the page's CSP form-action never meets the provider's address). Binding WeChat
 * starts here too (`intent=bind`), for a signed-in user only. The state, PKCE and nonce cookies are set
 * by Auth.js.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const q = req.nextUrl.searchParams;
  const wanted = safeRedirect(q.get("redirect"));
  const on = provider === "sso" ? Boolean(ssoConfig()) : provider === "wechat" && wechatEnabled();
  if (!on) return seeOther(`/login?${new URLSearchParams({ redirect: wanted })}`);
  const bind = provider === "wechat" && q.get("intent") === "bind";
  if (bind && !(await readSession()).token) return seeOther("/login?redirect=%2FbindWeChat");
  const redirectTo = bind ? "/bindWeChat" : `/auth-redirect?${new URLSearchParams({ redirect: wanted })}`;
  const url: string = await signIn(provider, { redirectTo, redirect: false });
  // WeChat's QR page wants its fragment; other providers never see it.
  return seeOther(provider === "wechat" ? `${url}#wechat_redirect` : url);
}
