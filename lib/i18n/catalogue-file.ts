import { createHash } from "node:crypto";
import { catalogues } from "./translator";
import { isLocale, locales, type Locale } from "./locales";

/** Each language's catalogue as the browser loads it: JSON bytes under a name that changes with their content. */
const files = new Map(
  locales.map((locale) => {
    const body = new TextEncoder().encode(JSON.stringify(catalogues[locale]));
    return [locale, { name: `${locale}.${createHash("sha256").update(body).digest("hex").slice(0, 16)}.json`, body }] as const;
  }),
);

export function cataloguePath(locale: Locale): string {
  return `/i18n/${files.get(locale)!.name}`;
}

/**
 * The file under `name`: `current` when the name is this build's, so it may be cached for good. A name of another
 * build (a page served by the other instance during a rolling deploy) gets this build's catalogue of the language.
 */
export function catalogueFile(name: string): { body: Uint8Array<ArrayBuffer>; current: boolean } | undefined {
  const locale = name.split(".")[0];
  if (!isLocale(locale) || !/^[a-z]{2}\.[0-9a-f]{16}\.json$/.test(name)) return undefined;
  const file = files.get(locale)!;
  return { body: file.body, current: file.name === name };
}
