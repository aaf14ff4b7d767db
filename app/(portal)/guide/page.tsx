import { getTranslations } from "next-intl/server";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageHeader } from "@/components/shell/page-header";
import { SanitizedHtml } from "@/components/notice/notice-body";
import { guideChapters } from "@/lib/docs/chapters";
import { renderGuide } from "@/lib/docs/render";
import { currentLocale } from "@/lib/i18n/request";

export const generateMetadata = () => fixedMetadata("/guide");

/**
 * The user guide (docs/requirements.md §2 guide): getting started, then a chapter per menu area
 * (docs/guide/<locale>/…), rendered and sanitised on the server. Each chapter is an anchor the
 * operation manual and the chapters link to (/guide#purchasing).
 */
export default async function GuidePage() {
  const locale = await currentLocale();
  const [t, title, start, chapters] = await Promise.all([
    getTranslations("pages"),
    fixedTitle("/guide"),
    renderGuide("getting-started", locale),
    Promise.all(guideChapters.map(async (c) => [c, await renderGuide(`modules/${c}`, locale)] as const)),
  ]);
  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={t("guideIntro")} />
      <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
        <SanitizedHtml html={start} testId="guide-body" />
      </div>
      {chapters.map(([chapter, html]) => (
        <section key={chapter} id={chapter} className="mt-4 scroll-mt-24 rounded-lg border border-border bg-card p-5 shadow-sm">
          <SanitizedHtml html={html} testId={`guide-chapter-${chapter}`} />
        </section>
      ))}
    </section>
  );
}
