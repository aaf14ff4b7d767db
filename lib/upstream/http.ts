import "server-only";
import { httpStatusFor, type Envelope } from "@/lib/contracts/envelope";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

export function envelopeResponse(locale: Locale, returnCode: number, key: string): Response {
  const body: Envelope = { returnCode, message: translatorFor(locale)(key) };
  return Response.json(body, { status: httpStatusFor(returnCode), headers: { "Cache-Control": "private, no-store" } });
}

/** A mutating request must come from a page of this site. */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
