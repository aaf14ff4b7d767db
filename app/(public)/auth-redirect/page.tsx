import { redirect } from "next/navigation";
import { readSession } from "@/lib/session";
import { safeRedirect } from "@/lib/routes";

/**
 * Where an external sign-in hands the user back: on to the wanted page, or to login without a session.
 * A sign-in dance that broke off (Auth.js's error page: a state or nonce that does not match, a
 * cancelled consent) lands here with `error`: binding WeChat goes back to its page, a sign-in to login.
 */
export default async function AuthRedirectPage({ searchParams }: { searchParams: Promise<{ redirect?: string; error?: string }> }) {
  const sp = await searchParams;
  const target = safeRedirect(sp.redirect);
  const session = await readSession();
  if (sp.error) redirect(session.token ? "/bindWeChat?failed=1" : `/login?${new URLSearchParams({ redirect: target, failed: "1" })}`);
  redirect(session.token ? target : `/login?redirect=${encodeURIComponent(target)}`);
}
