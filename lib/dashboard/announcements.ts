import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { noticeOps, type NoticeLevel, type NoticeView } from "@/lib/contracts/base-data/notice";
import { noticeHref } from "@/lib/notice/href";
import type { DashboardContext } from "./context";

export type { NoticeLevel };

export interface Announcement {
  id: number;
  title: string;
  level: NoticeLevel;
  /** ISO date-time the notice starts being shown. */
  publishedAt: string;
  read: boolean;
  /** The notice content page. */
  href: string;
}


/**
 * Dashboard seam — announcements (docs/requirements.md §1): the notices the user may read now (the notice service
 * decides in SQL: valid, inside the window, addressed to the user's company), most important and newest first.
 */
export async function getAnnouncements(ctx: DashboardContext, limit = 5): Promise<Announcement[]> {
  const res = await callOpJson(noticeOps.headlines, { token: ctx.token, locale: ctx.locale, query: { limit } });
  if (res.returnCode !== 200 || !res.data) return [];
  return res.data.map((n) => ({ id: n.id, title: n.title, level: n.level, publishedAt: n.startsAt, read: n.read, href: noticeHref(n.id) }));
}

/** Particularly important notices the user has not confirmed: the dialog on the dashboard shows them until confirmed. */
export async function getPendingNotices(ctx: DashboardContext): Promise<NoticeView[]> {
  const res = await callOpJson(noticeOps.pending, { token: ctx.token, locale: ctx.locale });
  return res.returnCode === 200 && res.data ? res.data : [];
}
