import { NextRequest } from "next/server";
import { handlers } from "@/lib/sign-in/auth";

export const dynamic = "force-dynamic";

/**
 * Auth.js builds the callback address and its redirects from the request's URL, which the server names
 * by its listening address (0.0.0.0): the host and scheme the browser used (Host, and X-Forwarded-Proto
 * from scripts/serve.mjs) are put back, as signIn() does when the dance starts, so both ends agree.
 */
function asBrowserSaw(req: NextRequest): NextRequest {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (!host) return req;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return new NextRequest(new URL(`${req.nextUrl.pathname}${req.nextUrl.search}`, `${proto}://${host}`), req);
}

export const GET = (req: NextRequest) => handlers.GET(asBrowserSaw(req));
export const POST = (req: NextRequest) => handlers.POST(asBrowserSaw(req));
