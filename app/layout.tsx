import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { ReloginHost, ToasterHost } from "@/components/app/lazy-hosts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s - ${t("appName")}` } };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-full antialiased">
        <NextIntlClientProvider>
          {children}
          <ReloginHost />
          <ToasterHost />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
