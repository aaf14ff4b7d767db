import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageHeader } from "@/components/shell/page-header";

export const generateMetadata = () => fixedMetadata("/guide");

const steps = [
  ["login", "/dashboard"],
  ["password", "/updatePassword"],
  ["dashboard", "/dashboard"],
  ["menu", null],
  ["search", null],
  ["help", "/manage/itblockentrance"],
] as const;

/** Getting started (docs/requirements.md §2 guide): the first steps in the portal. */
export default async function GuidePage() {
  const [t, title] = await Promise.all([getTranslations("pages"), fixedTitle("/guide")]);
  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={t("guideIntro")} />
      <ol className="space-y-3">
        {steps.map(([key, href], i) => (
          <li key={key} className="flex gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <div className="min-w-0">
              <h2 className="text-sm font-semibold">{t(`guideSteps.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`guideSteps.${key}.body`)}</p>
              {href && (
                <Link href={href} className="mt-2 inline-block text-sm text-primary hover:underline">
                  {t(`guideSteps.${key}.link`)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
