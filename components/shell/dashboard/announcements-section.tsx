import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Megaphone } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getAnnouncements } from "@/lib/dashboard/announcements";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "../empty-state";
import { Section } from "./section";

export async function AnnouncementsSection({ ctx }: { ctx: DashboardContext }) {
  const [items, t, format] = await Promise.all([getAnnouncements(ctx), getTranslations("dashboard"), getFormatter()]);
  return (
    <Section id="announcements" title={t("announcements.title")} icon={Megaphone} more={{ href: "/manage/morenotice", label: t("more") }}>
      {items.length === 0 ? (
        <EmptyState compact icon={Megaphone} title={t("announcements.emptyTitle")} body={t("announcements.emptyBody")} />
      ) : (
        <ul className="divide-y divide-border">
          {items.map((n) => (
            <li key={n.id} className="flex items-center gap-3 py-2">
              {n.level !== "ordinary" && (
                <Badge variant={n.level === "particularlyImportant" ? "destructive" : "warning"}>{t(`announcements.${n.level}`)}</Badge>
              )}
              <Link href={n.href} className="min-w-0 flex-1 truncate text-sm hover:text-primary hover:underline">
                {n.title}
              </Link>
              <time dateTime={n.publishedAt} className="shrink-0 text-xs text-muted-foreground">
                {format.dateTime(new Date(n.publishedAt), { dateStyle: "medium" })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
