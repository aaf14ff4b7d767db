import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FileSearch } from "lucide-react";
import { dashboardContext } from "@/lib/dashboard/context";
import { getAnnouncements } from "@/lib/dashboard/announcements";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/shell/empty-state";
import { PageHeader } from "@/components/shell/page-header";

export const generateMetadata = () => fixedMetadata("/manage/morenotice/generalcontentshow");

/** Notice content display (docs/requirements.md §2): the notice named by ?id=, when it is one shown to this user. */
export default async function NoticeContentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await dashboardContext();
  const [query, t, title] = await Promise.all([searchParams, getTranslations("pages"), fixedTitle("/manage/morenotice/generalcontentshow")]);
  const id = typeof query.id === "string" ? query.id : "";
  const notice = id ? (await getAnnouncements(ctx, 100)).find((n) => n.id === id) : undefined;
  return (
    <section>
      <PageHeader title={notice?.title ?? title} />
      <div className="rounded-lg border border-border bg-card shadow-sm">
        <EmptyState
          icon={FileSearch}
          title={notice ? t("notice.noBody") : t("notice.notFoundTitle")}
          body={notice ? undefined : t("notice.notFoundBody")}
          action={
            <Link href="/manage/morenotice" className={buttonVariants({ variant: "outline" })}>
              {t("notice.back")}
            </Link>
          }
        />
      </div>
    </section>
  );
}
