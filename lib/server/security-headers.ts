/**
 * The security headers of every answer: proxy.ts sets them on pages and the portal's own API routes, and the
 * services' API route (app/api/[service]/[...path]/route.ts), which the proxy skips, on its answers.
 */
export function contentSecurityPolicy(nonce: string | null): string {
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
export const apiPolicy = contentSecurityPolicy(null);

const invoiceFilePrefix = "/api/erp-purchase/reconciliation-statement/invoice/file/";
const helpDocFile = /^\/api\/base-data\/help-doc\/document\/\d+\/file$/;

/**
 * An invoice file or a help document is previewed in a frame of its page (a script-free PDF or an image; a PDF
 * that may run scripts is a download, see services/erp-purchase/reconciliation-statement/invoice-file.ts and
 * services/base-data/help-doc/read.ts).
 */
export const isFramedFile = (pathname: string) => pathname.startsWith(invoiceFilePrefix) || helpDocFile.test(pathname);

/**
 * Sets the security headers on `headers`. `csp` is the policy of an answer that is not a framed file; a stored
 * file's answer brings its own (a sandbox, or same-origin framing for a script-free PDF: services/core/storage/response.ts),
 * which is kept.
 */
export function setSecurityHeaders(headers: Headers, pathname: string, csp: string): void {
  const framed = isFramedFile(pathname);
  const own = headers.get("Content-Security-Policy");
  headers.set("Content-Security-Policy", own ?? (framed ? "default-src 'none'; img-src 'self'; frame-ancestors 'self'" : csp));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", framed ? "SAMEORIGIN" : "DENY");
  // the camera for the dock's scanning page (/receiving/scan), allowed on every page for the same reason
  headers.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
}
