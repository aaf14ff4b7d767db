import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { BookOpen, Compass } from "lucide-react";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { flattenLeaves } from "@/lib/menu/model";
import { menuModel } from "@/lib/menu/server";
import { MenuIcon } from "@/components/shell/menu-icon";
import { PageHeader } from "@/components/shell/page-header";
import { SanitizedHtml } from "@/components/notice/notice-body";
import { renderGuide } from "@/lib/docs/render";
import { currentLocale } from "@/lib/i18n/request";

export const generateMetadata = () => fixedMetadata("/documentation");

/**
 * Documentation (docs/requirements.md §2): how the portal is organised (docs/guide/<locale>/documentation.md,
 * rendered and sanitised on the server), the map of the user's own menu, the guide and the operation manual.
 */
export default async function DocumentationPage() {
  const [t, title, menu, html] = await Promise.all([
    getTranslations("pages"),
    fixedTitle("/documentation"),
    menuModel(),
    currentLocale().then((l) => renderGuide("documentation", l)),
  ]);
  return (
    <section className="max-w-5xl">
      <PageHeader title={title} description={t("docs.intro")} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <Link href="/guide" className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 shadow-sm hover:border-[var(--theme)]">
          <Compass aria-hidden="true" className="size-5 text-primary" />
          <span>
            <span className="block text-sm font-semibold">{t("guide")}</span>
            <span className="block text-xs text-muted-foreground">{t("docs.guideHint")}</span>
          </span>
        </Link>
        <Link href="/manage/sysinstruction" className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 shadow-sm hover:border-[var(--theme)]">
          <BookOpen aria-hidden="true" className="size-5 text-primary" />
          <span>
            <span className="block text-sm font-semibold">{t("sysInstruction")}</span>
            <span className="block text-xs text-muted-foreground">{t("docs.manualHint")}</span>
          </span>
        </Link>
      </div>
      <div className="mb-4 rounded-lg border border-border bg-card p-5 shadow-sm">
        <SanitizedHtml html={html} testId="documentation-body" />
      </div>
      <h2 className="mb-2 text-sm font-semibold">{t("docs.mapTitle")}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {menu.entries.map((area) => (
          <article key={area.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <MenuIcon icon={area.icon} imgContent={area.imgContent} className="text-primary" />
              {area.title}
            </h3>
            <ul className="mt-2 space-y-1">
              {flattenLeaves(area.component === null ? area.children : [area]).map((leaf) => (
                <li key={leaf.id}>
                  <Link href={leaf.href} className="text-sm text-primary hover:underline">
                    {leaf.title}
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
