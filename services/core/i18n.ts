import { isLocale, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";

export { translatorFor } from "@/lib/i18n/translator";

/** The caller's language: the portal forwards it as X-Locale; otherwise Accept-Language. */
export function localeOf(req: Request): Locale {
  const forwarded = req.headers.get("x-locale");
  if (isLocale(forwarded)) return forwarded;
  return localeFromAcceptLanguage(req.headers.get("accept-language"));
}
