import type { Metadata } from "next";
import { preload } from "react-dom";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/app/intl-provider";
import type { Locale } from "@/lib/i18n/locales";
import { cataloguePath } from "@/lib/i18n/catalogue-file";
import { ReloginHost, ToasterHost } from "@/components/app/lazy-hosts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s - ${t("appName")}` } };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [tag, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  const locale = tag as Locale;
  const src = cataloguePath(locale);
  // Hydration waits for the catalogue: its request starts with the HTML, alongside the scripts, not after them.
  // React puts one such link in the head however many times it is asked; a <link> written here came out twice.
  preload(src, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-full antialiased">
        <IntlProvider locale={locale} src={src} timeZone={timeZone}>
          {children}
          <ReloginHost />
          <ToasterHost />
        </IntlProvider>
      </body>
    </html>
  );
}
