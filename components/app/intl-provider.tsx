"use client";

import { use } from "react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";

type Messages = Record<string, unknown>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  zh: () => import("@/messages/zh.json"),
  en: () => import("@/messages/en.json"),
  vi: () => import("@/messages/vi.json"),
  es: () => import("@/messages/es.json"),
  ja: () => import("@/messages/ja.json"),
};

const loading = new Map<Locale, Promise<Messages>>();

/**
 * A language's catalogue, loaded once per server process or browser tab. In the browser it is a hashed static
 * chunk that is cached across pages, instead of 135 KB of JSON inline in every page's HTML; the first hydration
 * waits for it, with the server's HTML on screen.
 */
export function catalogue(locale: Locale): Promise<Messages> {
  let p = loading.get(locale);
  if (!p) {
    p = loaders[locale]().then((m) => m.default);
    loading.set(locale, p);
  }
  return p;
}

export function IntlProvider({ locale, timeZone, children }: { locale: Locale; timeZone: string; children: React.ReactNode }) {
  const messages = use(catalogue(locale));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
