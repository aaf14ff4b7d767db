import { getTranslations } from "next-intl/server";
import { callOpJson } from "@/lib/upstream/client";
import { currentLocale } from "@/lib/i18n/request";
import { safeRedirect } from "@/lib/routes";
import { userOps } from "@/lib/contracts/base-data/user";
import { LoginForm } from "@/components/app/login-form";
import { LanguageSwitch } from "@/components/app/language-switch";

export async function generateMetadata() {
  const t = await getTranslations("login");
  return { title: t("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const sp = await searchParams;
  const t = await getTranslations();
  const res = await callOpJson(userOps.companyInfo, { locale: await currentLocale() });
  const companies = res.returnCode === 200 ? (res.data ?? []) : [];
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
            : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-800 to-slate-600 p-4">
      <div className="absolute top-3 right-3 text-white">
        <LanguageSwitch />
      </div>
      <div className="w-full max-w-sm rounded-lg bg-card p-6 shadow-xl">
        <h1 className="mb-1 text-center text-xl font-semibold">{t("common.appName")}</h1>
        <p className="mb-6 text-center text-sm text-muted-foreground">{t("login.subtitle")}</p>
        <LoginForm
          companies={companies}
          companiesError={res.returnCode === 200 ? undefined : res.message}
          redirectTo={safeRedirect(sp.redirect)}
          notice={notice}
        />
        <p className="mt-6 text-center text-xs text-muted-foreground">{t("login.browserHint")}</p>
      </div>
    </main>
  );
}
