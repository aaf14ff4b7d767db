import { getTranslations } from "next-intl/server";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageHeader } from "@/components/shell/page-header";
import { SanitizedHtml } from "@/components/notice/notice-body";
import { renderGuide } from "@/lib/docs/render";
import { currentLocale } from "@/lib/i18n/request";

export const generateMetadata = () => fixedMetadata("/manage/sysinstruction");

const sections = ["menu", "tabs", "search", "settings", "company", "rights"] as const;
const shortcuts = [
  ["Ctrl K / ⌘ K", "search"],
  ["Tab / Shift Tab", "move"],
  ["Enter / Space", "open"],
  ["Delete", "closeTab"],
  ["Shift F10", "tabMenu"],
  ["Esc", "close"],
] as const;

/** The operation manual (docs/requirements.md §2 system documentation): how the portal's frame works, and its shortcuts. */
export default async function SysInstructionPage() {
  const [t, title, modules] = await Promise.all([getTranslations("pages"), fixedTitle("/manage/sysinstruction"), currentLocale().then((l) => renderGuide("modules", l))]);
  return (
    <section className="max-w-4xl">
      <PageHeader title={title} description={t("manual.intro")} />
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((s) => (
          <article key={s} className="rounded-lg border border-border bg-card p-5 shadow-sm">
            <h2 className="text-sm font-semibold">{t(`manual.${s}.title`)}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`manual.${s}.body`)}</p>
          </article>
        ))}
      </div>
      <div className="mt-4 rounded-lg border border-border bg-card p-5 shadow-sm">
        <h2 className="text-sm font-semibold">{t("manual.shortcuts")}</h2>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t("manual.shortcuts")}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">{t("manual.key")}</th>
              <th scope="col" className="py-2 font-medium">{t("manual.action")}</th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map(([key, action]) => (
              <tr key={action} className="border-b border-border last:border-0">
                <td className="py-2 pr-4">
                  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 text-xs">{key}</kbd>
                </td>
                <td className="py-2">{t(`manual.keys.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {modules && (
        <div className="mt-4 rounded-lg border border-border bg-card p-5 shadow-sm">
          <SanitizedHtml html={modules} testId="guide-modules" />
        </div>
      )}
    </section>
  );
}
