import { sql } from "drizzle-orm";
import { notificationOps } from "@/lib/contracts/base-data/notification";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import type { Db } from "@/services/db/client";
import type { Scope } from "@/services/core/list";
import { bare, isoText } from "@/services/core/sql";
import { notifications } from "@/services/db/schema";
import { notifyInboxes } from "@/services/core/events/inbox-live";
import { mine, nt } from "./where";

export async function countUnread(db: Db, scope: Scope): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${notifications} ${nt} where ${mine(scope)} and ${nt.readAt} is null`);
  return Number(r?.n ?? 0);
}

export const unreadNotificationCount = defineRoute(notificationOps.unreadCount, {
  handler: async ({ db, scope }) => ({ unread: await countUnread(db, scope) }),
});

/** Marks one read (once: a second call keeps the first time). Another user's notification answers 404. */
export const markNotificationRead = defineRoute(notificationOps.markRead, {
  handler: async ({ db, scope, params }) => {
    const [r] = await rows<{ id: number; read_at: string }>(db, sql`
      update ${notifications} ${nt} set ${bare(nt.readAt)} = coalesce(${nt.readAt}, now())
      where ${nt.id} = ${params.id} and ${mine(scope)}
      returning ${nt.id} as id, ${isoText(sql`${nt.readAt}`)} as read_at`);
    if (!r) throw notFound();
    await notifyInboxes(db, [scope.userId]);
    return { id: Number(r.id), readAt: r.read_at };
  },
});

export const markAllNotificationsRead = defineRoute(notificationOps.markAllRead, {
  handler: async ({ db, scope }) => {
    const done = await rows<{ id: number }>(db, sql`
      update ${notifications} ${nt} set ${bare(nt.readAt)} = now() where ${mine(scope)} and ${nt.readAt} is null returning ${nt.id} as id`);
    if (done.length) await notifyInboxes(db, [scope.userId]);
    return { marked: done.length };
  },
});
