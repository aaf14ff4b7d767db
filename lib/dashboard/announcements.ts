import "server-only";
import type { DashboardContext } from "./context";

export type NoticeLevel = "ordinary" | "important" | "particularlyImportant";

export interface Announcement {
  id: string;
  title: string;
  level: NoticeLevel;
  /** ISO date-time the notice starts being shown. */
  publishedAt: string;
  /** The notice content page, e.g. /manage/morenotice/generalcontentshow?id=… */
  href: string;
}

/**
 * Dashboard seam — announcements (docs/requirements.md §1, notices of §3): the valid notices within their display window for
 * the user's company, most important and newest first, at most `limit`. The notice module fills this (its
 * service scopes notices to the receiving companies). Until it exists there are no notices to show.
 */
export async function getAnnouncements(ctx: DashboardContext, limit = 5): Promise<Announcement[]> {
  void ctx;
  void limit;
  return [];
}
