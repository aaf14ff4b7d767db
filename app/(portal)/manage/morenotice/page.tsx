import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Megaphone } from "lucide-react";
import { dashboardContext } from "@/lib/dashboard/context";
import { getAnnouncements } from "@/lib/dashboard/announcements";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/shell/empty-state";
import { PageHeader } from "@/components/shell/page-header";

export const generateMetadata = () => fixedMetadata("/manage/morenotice");

/** More notices (docs/requirements.md §2): every announcement shown to the user, from the same seam as the dashboard. */
export default async function MoreNoticePage() {
  const ctx = await dashboardContext();
  const [items, t, format, title] = await Promise.all([getAnnouncements(ctx, 100), getTranslations("dashboard"), getFormatter(), fixedTitle("/manage/morenotice")]);
  return (
    <section>
      <PageHeader title={title} />
      <div className="rounded-lg border border-border bg-card shadow-sm">
        {items.length === 0 ? (
          <EmptyState icon={Megaphone} title={t("announcements.emptyTitle")} body={t("announcements.emptyBody")} />
        ) : (
          <ul className="divide-y divide-border">
            {items.map((n) => (
              <li key={n.id} className="flex items-center gap-3 px-4 py-3">
                {n.level !== "ordinary" && (
                  <Badge variant={n.level === "particularlyImportant" ? "destructive" : "warning"}>{t(`announcements.${n.level}`)}</Badge>
                )}
                <Link href={n.href} className="min-w-0 flex-1 truncate text-sm hover:text-primary hover:underline">
                  {n.title}
                </Link>
                <time dateTime={n.publishedAt} className="text-xs text-muted-foreground">
                  {format.dateTime(new Date(n.publishedAt), { dateStyle: "medium" })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
