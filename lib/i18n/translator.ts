import { createTranslator } from "use-intl/core";
import type { Translate } from "@/lib/contracts/issues";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import vi from "@/messages/vi.json";
import es from "@/messages/es.json";
import ja from "@/messages/ja.json";
import type { Locale } from "./locales";

export const catalogues: Record<Locale, Record<string, unknown>> = { en, zh, vi, es, ja };

const cache = new Map<Locale, Translate>();

/** A plain translator over the whole catalogue, for code outside React (services, route handlers). */
export function translatorFor(locale: Locale): Translate {
  let t = cache.get(locale);
  if (!t) {
    const translate = createTranslator({ locale, messages: catalogues[locale] as never });
    t = (key, values) => (translate as unknown as Translate)(key, values);
    cache.set(locale, t);
  }
  return t;
}
