import { getTranslations } from "next-intl/server";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageHeader } from "@/components/shell/page-header";
import { SanitizedHtml } from "@/components/notice/notice-body";
import { renderGuide } from "@/lib/docs/render";
import { currentLocale } from "@/lib/i18n/request";

export const generateMetadata = () => fixedMetadata("/guide");

/** Getting started (docs/requirements.md §2 guide): docs/guide/<locale>/getting-started.md, rendered and sanitised on the server. */
export default async function GuidePage() {
  const [t, title, html] = await Promise.all([getTranslations("pages"), fixedTitle("/guide"), currentLocale().then((l) => renderGuide("getting-started", l))]);
  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={t("guideIntro")} />
      <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
        <SanitizedHtml html={html} testId="guide-body" />
      </div>
    </section>
  );
}
