import { getTranslations } from "next-intl/server";
import type { notificationPreferenceOps } from "@/lib/contracts/base-data/notification-preference";
import type { ResponseOf } from "@/lib/contracts/kit/operation";
import { formatZoned } from "@/lib/business-time";

type Rows = ResponseOf<typeof notificationPreferenceOps.failedEmails>["rows"];

/** Admins: the mails given up after their last retry, newest first, with the server's last answer. */
export async function FailedEmails({ rows, timeZone }: { rows: Rows; timeZone: string }) {
  const t = await getTranslations();
  const c = (k: string) => t(`notificationPreference.failed.columns.${k}`);
  return (
    <section className="mt-6 rounded-lg border border-border bg-card shadow-sm" data-testid="failed-emails">
      <header className="border-b border-border px-5 py-3">
        <h2 className="text-sm font-semibold">{t("notificationPreference.failed.title")}</h2>
        <p className="text-xs text-muted-foreground">{t("notificationPreference.failed.intro")}</p>
      </header>
      {rows.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground">{t("notificationPreference.failed.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>{["time", "user", "email", "type", "attempts", "error"].map((k) => <th key={k} className="px-5 py-2 font-medium">{c(k)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-5 py-2 whitespace-nowrap">{formatZoned(r.updatedAt, timeZone)}</td>
                  <td className="px-5 py-2">{r.userName}</td>
                  <td className="px-5 py-2">{r.email}</td>
                  <td className="px-5 py-2">{r.type ? t(`enums.notificationType.${r.type}`) : t("notificationPreference.failed.digest", { day: r.digestDay ?? "" })}</td>
                  <td className="px-5 py-2 tabular-nums">{r.attempts}</td>
                  <td className="max-w-80 truncate px-5 py-2 text-muted-foreground" title={r.lastError}>{r.lastError}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
