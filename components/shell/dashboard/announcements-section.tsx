import { Link } from "@/components/common/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Megaphone } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getAnnouncements, getPendingNotices } from "@/lib/dashboard/announcements";
import { LevelBadge } from "@/components/notice/level-badge";
import { PendingNoticesDialogLazy } from "@/components/notice/pending-dialog-lazy";
import { EmptyState } from "../empty-state";
import { Section } from "./section";

export async function AnnouncementsSection({ ctx }: { ctx: DashboardContext }) {
  const [items, pending, t, tn, format] = await Promise.all([
    getAnnouncements(ctx), getPendingNotices(ctx), getTranslations("dashboard"), getTranslations("notice"), getFormatter(),
  ]);
  return (
    <Section id="announcements" title={t("announcements.title")} icon={Megaphone} more={{ href: "/manage/morenotice", label: t("more") }}>
      {items.length === 0 ? (
        <EmptyState compact icon={Megaphone} title={t("announcements.emptyTitle")} body={t("announcements.emptyBody")} />
      ) : (
        <ul className="divide-y divide-border" data-testid="announcements">
          {items.map((n) => (
            <li key={n.id} className="flex items-center gap-3 py-2" data-read={n.read}>
              {!n.read && (
                <span className="size-2 shrink-0 rounded-full bg-primary" role="img" aria-label={tn("view.unread")} title={tn("view.unread")} />
              )}
              <LevelBadge level={n.level} />
              <Link href={n.href} className={`min-w-0 flex-1 truncate text-sm hover:text-primary hover:underline ${n.read ? "" : "font-semibold"}`}>
                {n.title}
              </Link>
              <time dateTime={n.publishedAt} className="shrink-0 text-xs text-muted-foreground">
                {format.dateTime(new Date(n.publishedAt), { dateStyle: "medium" })}
              </time>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && <PendingNoticesDialogLazy notices={pending} />}
    </Section>
  );
}
