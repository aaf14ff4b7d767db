import type { NextRequest } from "next/server";
import { getSession } from "@/lib/session";
import { safeRedirect } from "@/lib/routes";

export const dynamic = "force-dynamic";

/** Clears the portal session when the user information could not be loaded, then goes to login. */
export async function GET(req: NextRequest) {
  const session = await getSession();
  session.destroy();
  const target = new URL("/login", req.url);
  target.searchParams.set("redirect", safeRedirect(req.nextUrl.searchParams.get("redirect")));
  const code = req.nextUrl.searchParams.get("code");
  if (code && /^\d{3,5}$/.test(code)) target.searchParams.set("code", code);
  return Response.redirect(target, 303);
}
