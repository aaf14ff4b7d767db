import { NextResponse, type NextRequest } from "next/server";
import { openSession, sessionCookieName, type PortalSession } from "@/lib/session";
import { isPublicPath } from "@/lib/routes";
import { apiPolicy, contentSecurityPolicy, setSecurityHeaders } from "@/lib/server/security-headers";

async function hasSession(req: NextRequest): Promise<boolean> {
  return Boolean((await openSession(req.cookies.get(sessionCookieName)?.value).catch(() => ({}) as PortalSession)).token);
}

/** Optimistic access rules of docs/requirements.md §2; every service call re-checks the token in the service. */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const api = pathname.startsWith("/api/");
  // The API route reads the session itself (and a service checks its token); here it would be a second unseal.
  const loggedIn = !api && (await hasSession(req));
  const redirect = (to: string) => NextResponse.redirect(new URL(to, req.url));
  let res: NextResponse;
  const nonce = api ? null : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = nonce ? contentSecurityPolicy(nonce) : apiPolicy;

  if (api) {
    res = NextResponse.next();
  } else if (pathname === "/") {
    res = redirect(loggedIn ? "/dashboard" : "/login?redirect=%2Fdashboard");
  } else if (isPublicPath(pathname)) {
    // /login with a reason code comes from an ended session: the page checks the session and ends it.
    const bounce = pathname === "/login" && loggedIn && !req.nextUrl.searchParams.has("code");
    res = bounce ? redirect("/") : forward(req, nonce!, csp);
  } else if (!loggedIn) {
    res = redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  } else {
    res = forward(req, nonce!, csp);
  }

  setSecurityHeaders(res.headers, pathname, csp);
  if (loggedIn || api) res.headers.set("Cache-Control", "private, no-store");
  return res;
}

function forward(req: NextRequest, nonce: string, csp: string): NextResponse {
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  headers.set("x-pathname", req.nextUrl.pathname + req.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // The message catalogues (`/i18n/…`) are public and cached for good, like the static chunks.
  // The services' API (`/api/<service>/…`, lib/contracts/services.ts) skips the proxy: its route reads the session and
  // sets these headers itself (a pass here cost a service call about 7 % of its throughput), and an upload's body is
  // not buffered here and cut at 10 MB.
  matcher: ["/((?!_next/static|_next/image|i18n/|favicon.ico|robots.txt|api/(?:base-data|label|erp-purchase|erp-production)/|.*\\.(?:png|svg|jpg|jpeg|ico|woff2?|css|js)$).*)"],
};
