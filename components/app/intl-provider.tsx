"use client";

import { use } from "react";
import { IntlProvider as Provider } from "use-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadWhenReachable } from "@/components/common/client-only";

type Messages = Record<string, unknown>;

const loading = new Map<string, Promise<Messages>>();

async function load(locale: Locale, src: string): Promise<Messages> {
  if (typeof window === "undefined") return (await import("@/lib/i18n/translator")).catalogues[locale] as Messages;
  return loadWhenReachable(async () => {
    const res = await fetch(src);
    if (!res.ok) throw new Error(src);
    return (await res.json()) as Messages;
  });
}

/**
 * A language's catalogue, loaded once per server process or browser tab. The browser fetches it as a JSON file
 * named by its content and cached for good (`src`, app/i18n/[file]/route.ts), instead of 135 KB of JSON inline
 * in every page's HTML; the first hydration waits for it with the server's HTML on screen, and a language switch
 * (a transition) keeps the old page until the new catalogue is in.
 */
function catalogue(locale: Locale, src: string): Promise<Messages> {
  let p = loading.get(src);
  if (!p) loading.set(src, (p = load(locale, src)));
  return p;
}

export function IntlProvider({ locale, src, timeZone, children }: { locale: Locale; src: string; timeZone: string; children: React.ReactNode }) {
  const messages = use(catalogue(locale, src));
  return (
    <Provider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </Provider>
  );
}
