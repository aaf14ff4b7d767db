import { getTranslations } from "next-intl/server";
import { Languages } from "lucide-react";
import { callOpJson } from "@/lib/upstream/client";
import { currentLocale } from "@/lib/i18n/request";
import { notificationPreferenceOps } from "@/lib/contracts/base-data/notification-preference";
import { LanguageSwitch } from "@/components/app/language-switch";
import { Button } from "@/components/ui/button";

export async function generateMetadata() {
  const t = await getTranslations("notificationPreference.unsubscribe");
  return { title: t("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * Where a mail's unsubscribe link leads, with no sign-in: it names what would stop, and only its button (a
 * plain form to /api/unsubscribe) changes anything, so a link scanner that opens it unsubscribes nobody.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const token = one(sp.token);
  const t = await getTranslations();
  const info = await callOpJson(notificationPreferenceOps.unsubscribeInfo, { query: { token }, locale: await currentLocale() });
  const types = !info.data ? "" : info.data.digest ? t("notificationPreference.unsubscribe.digest")
    : info.data.types.map((type) => t(`enums.notificationType.${type}`)).join(", ");
  const done = one(sp.done) === "1";
  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 p-4 pt-16 sm:pt-24">
      <div className="absolute top-3 right-3">
        <LanguageSwitch icon={<Languages />} />
      </div>
      <div className="w-full max-w-md rounded-lg border bg-card p-6 shadow-sm" data-testid="unsubscribe">
        <h1 className="text-lg font-semibold">{t("notificationPreference.unsubscribe.title")}</h1>
        {info.returnCode !== 200 ? (
          <p role="alert" className="mt-3 text-sm text-destructive">{t("notificationPreference.unsubscribe.invalid")}</p>
        ) : done ? (
          <p role="status" className="mt-3 rounded-md border border-emerald-600/30 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t("notificationPreference.unsubscribe.done", { types })}
          </p>
        ) : info.data?.digest && !info.data.types.length ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("notificationPreference.unsubscribe.nothing")}</p>
        ) : (
          <form method="post" action={`/api/unsubscribe?${new URLSearchParams({ token })}`} className="mt-3">
            <p className="text-sm">{t("notificationPreference.unsubscribe.confirm", { types })}</p>
            <Button type="submit" className="mt-5 w-full">{t("notificationPreference.unsubscribe.button")}</Button>
          </form>
        )}
      </div>
    </main>
  );
}
