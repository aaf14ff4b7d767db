import { getTranslations } from "next-intl/server";
import { MailWarning } from "lucide-react";
import { notificationPreferenceOps, preferencesInput } from "@/lib/contracts/base-data/notification-preference";
import { formFacts } from "@/components/common/schema-limits";
import { addressOf } from "@/lib/contracts/kit/operation";
import { dashboardContext } from "@/lib/dashboard/context";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { callOpJson } from "@/lib/upstream/client";
import { PageHeader } from "@/components/shell/page-header";
import { PreferencesForm } from "@/components/notification-preference/preferences-form";
import { FailedEmails } from "@/components/notification-preference/failed-emails";

export const generateMetadata = () => fixedMetadata("/profile/notifications");

/** The session user's notification settings (reached from the profile); admins also see the undelivered mails. */
export default async function NotificationSettingsPage() {
  const ctx = await dashboardContext();
  const isAdmin = ctx.user.roles.includes("admin");
  const [t, title, mine, failed] = await Promise.all([
    getTranslations("notificationPreference"), fixedTitle("/profile/notifications"),
    callOpJson(notificationPreferenceOps.mine, { token: ctx.token, locale: ctx.locale }),
    isAdmin ? callOpJson(notificationPreferenceOps.failedEmails, { token: ctx.token, locale: ctx.locale }) : null,
  ]);
  const answer = mine.data;
  const banner = answer && (!answer.emailEnabled ? t("emailOff") : !answer.email ? t("noAddress") : null);
  return (
    <section className="max-w-4xl">
      <PageHeader title={title} description={t("intro")} />
      {banner && (
        <p role="status" className="mb-4 flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="email-off">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {banner}
        </p>
      )}
      {answer ? (
        <div className="rounded-lg border border-border bg-card shadow-sm">
          <PreferencesForm answer={answer} save={addressOf(notificationPreferenceOps.save)} facts={formFacts(preferencesInput)} />
        </div>
      ) : (
        <p role="alert" className="text-sm text-destructive">{mine.message}</p>
      )}
      {failed?.data && <FailedEmails rows={failed.data.rows} timeZone={ctx.user.timeZone} />}
    </section>
  );
}
