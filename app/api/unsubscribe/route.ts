import type { NextRequest } from "next/server";
import { callOpJson } from "@/lib/upstream/client";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { notificationPreferenceOps } from "@/lib/contracts/base-data/notification-preference";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
/** Relative, so the browser stays on the host it came by, whatever the server calls itself. */
const seePage = (token: string, done?: boolean) => new Response(null, {
  status: 303, headers: { ...noStore, Location: `/unsubscribe?${new URLSearchParams({ token, ...(done ? { done: "1" } : {}) })}` },
});

/**
 * The mails' unsubscribe address. A mail client's one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`)
 * comes from anywhere, with no session and no Origin we know: the signed token is the credential, so no
 * origin check applies. The confirmation page's form posts here too and is shown the outcome; a GET (a client
 * that only follows the link) is sent to that page, which changes nothing until confirmed.
 */
export async function POST(req: NextRequest) {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  const oneClick = (await req.text()).includes("List-Unsubscribe=One-Click");
  const res = await callOpJson(notificationPreferenceOps.unsubscribe, { query: { token }, locale: localeFromAcceptLanguage(req.headers.get("accept-language")) });
  if (oneClick) return Response.json({ returnCode: res.returnCode, message: res.message }, { status: res.returnCode === 200 ? 200 : 400, headers: noStore });
  return seePage(token, res.returnCode === 200);
}

export function GET(req: NextRequest) {
  return seePage(req.nextUrl.searchParams.get("token") ?? "");
}
