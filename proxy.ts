import { NextResponse, type NextRequest } from "next/server";
import { unsealData } from "iron-session";
import { sessionCookieName, type PortalSession } from "@/lib/session";
import { sessionSecret } from "@/lib/session/secret";
import { isPublicPath } from "@/lib/routes";

const invoiceFilePrefix = "/api/erp-purchase/reconciliation-statement/invoice/file/";
const helpDocFile = /^\/api\/base-data\/help-doc\/document\/\d+\/file$/;

async function hasSession(req: NextRequest): Promise<boolean> {
  const sealed = req.cookies.get(sessionCookieName)?.value;
  if (!sealed) return false;
  try {
    const data = await unsealData<PortalSession>(sealed, { password: sessionSecret() });
    return Boolean(data.token);
  } catch {
    return false;
  }
}

function contentSecurityPolicy(nonce: string | null): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    // wasm-unsafe-eval: the dock's camera reads barcodes with a WebAssembly decoder (components/receiving-scan/decoder.ts);
    // on every page, as a document keeps the policy it was loaded with across client-side navigations
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""} 'strict-dynamic' 'wasm-unsafe-eval'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** An API answer runs no script of a page: no nonce, the same policy for every one. */
const apiPolicy = contentSecurityPolicy(null);

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

  // An invoice file or a help document is previewed in a frame of its page (a script-free PDF or an image; a PDF
  // that may run scripts is a download, see services/erp-purchase/reconciliation-statement/invoice-file.ts and
  // services/base-data/help-doc/read.ts).
  const framedFile = pathname.startsWith(invoiceFilePrefix) || helpDocFile.test(pathname);
  res.headers.set("Content-Security-Policy", framedFile ? "default-src 'none'; img-src 'self'; frame-ancestors 'self'" : csp);
  res.headers.set("X-Content-Type-Options", "nosniff");
  res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.headers.set("X-Frame-Options", framedFile ? "SAMEORIGIN" : "DENY");
  // the camera for the dock's scanning page (/receiving/scan), allowed on every page for the same reason
  res.headers.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
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
  // Uploads (`/api/<service>/…/upload`) skip the proxy: Next would buffer their bodies here, and cut them at 10 MB.
  matcher: ["/((?!_next/static|_next/image|i18n/|favicon.ico|robots.txt|api/[^/]+/.+/upload$|.*\\.(?:png|svg|jpg|jpeg|ico|woff2?|css|js)$).*)"],
};
