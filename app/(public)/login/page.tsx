import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cookieSecure, readSession } from "@/lib/session";
import { requestIsHttps } from "@/lib/request-info";
import type { Locale } from "@/lib/i18n/locales";
import { SessionEndForm } from "@/components/app/session-end-form";
import { callOpJson } from "@/lib/upstream/client";
import { currentLocale } from "@/lib/i18n/request";
import { safeRedirect } from "@/lib/routes";
import { userOps } from "@/lib/contracts/base-data/user";
import { LoginForm } from "@/components/app/login-form";
import { Languages } from "lucide-react";
import { LanguageSwitch } from "@/components/app/language-switch";
import { SignInLinks } from "@/components/app/sign-in-links";
import { readFlash } from "@/lib/sign-in/flash";
import { rememberedCompany } from "@/lib/sign-in/last-company";

export async function generateMetadata() {
  const t = await getTranslations("login");
  return { title: t("title") };
}

/**
 * A session cookie at /login (the proxy lets one through only with a reason code): a session the server
 * still accepts goes on to the wanted page, so a link to /login?code=… logs nobody out; an ended one is
 * reset by the page (SessionEndForm).
 */
async function sessionEnded(locale: Locale, wanted: string | undefined): Promise<boolean> {
  const session = await readSession();
  if (!session.token) return false;
  const info = await callOpJson(userOps.info, { token: session.token, locale });
  if (info.returnCode === 200) redirect(safeRedirect(wanted));
  return true;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const sp = { redirect: one(raw.redirect), code: one(raw.code), failed: one(raw.failed) };
  const t = await getTranslations();
  const locale = await currentLocale();
  const ended = await sessionEnded(locale, sp.redirect);
  const res = await callOpJson(userOps.companyInfo, { locale });
  const companies = res.returnCode === 200 ? (res.data ?? []) : [];
  const lastCompany = await rememberedCompany(companies);
  // COOKIE_SECURE=true over plain HTTP: the browser would drop the session cookie and the login fail silently.
  const dropsCookie = cookieSecure(false) && !(await requestIsHttps());
  const code = Number(sp.code);
  const notice =
    code === 502
      ? t("errors.loggedInElsewhere")
      : code === 50014
        ? t("errors.expired")
        : code === 50012
          ? t("errors.revoked")
          : sp.code
            ? t("errors.userInfoFailed")
            : ((await readFlash()) ?? (sp.failed ? t("errors.signInIncomplete") : undefined));
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-800 to-slate-600 p-4">
      <div className="absolute top-3 right-3 text-white">
        <LanguageSwitch icon={<Languages />} />
      </div>
      <div className="w-full max-w-sm rounded-lg bg-card p-6 shadow-xl">
        <h1 className="mb-1 text-center text-xl font-semibold">{t("common.appName")}</h1>
        <p className="mb-6 text-center text-sm text-muted-foreground">{t("login.subtitle")}</p>
        {dropsCookie && (
          <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="https-required">
            {t("login.httpsRequired")}
          </p>
        )}
        <LoginForm
          companies={companies}
          companiesError={res.returnCode === 200 ? undefined : res.message}
          redirectTo={safeRedirect(sp.redirect)}
          notice={notice}
          lastCompany={lastCompany}
        />
        <SignInLinks redirectTo={safeRedirect(sp.redirect)} />
        <p className="mt-6 text-center text-xs text-muted-foreground">{t("login.browserHint")}</p>
        {ended && <SessionEndForm action={`/api/session/reset?${new URLSearchParams({ redirect: safeRedirect(sp.redirect), code: sp.code ?? "" })}`} />}
      </div>
    </main>
  );
}
