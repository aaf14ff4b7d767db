import { sql } from "drizzle-orm";
import { notificationOps } from "@/lib/contracts/base-data/notification";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { isoText } from "@/services/core/sql";
import { notifications } from "@/services/db/schema";
import { mine, nt } from "./where";

export const unreadNotificationCount = defineRoute(notificationOps.unreadCount, {
  handler: async ({ db, scope }) => {
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${notifications} ${nt} where ${mine(scope)} and ${nt.readAt} is null`);
    return { unread: Number(r?.n ?? 0) };
  },
});

/** Marks one read (once: a second call keeps the first time). Another user's notification answers 404. */
export const markNotificationRead = defineRoute(notificationOps.markRead, {
  handler: async ({ db, scope, params }) => {
    const [r] = await rows<{ id: number; read_at: string }>(db, sql`
      update ${notifications} ${nt} set read_at = coalesce(${nt.readAt}, now())
      where ${nt.id} = ${params.id} and ${mine(scope)}
      returning ${nt.id} as id, ${isoText(sql`${nt.readAt}`)} as read_at`);
    if (!r) throw notFound();
    return { id: Number(r.id), readAt: r.read_at };
  },
});

export const markAllNotificationsRead = defineRoute(notificationOps.markAllRead, {
  handler: async ({ db, scope }) => {
    const done = await rows<{ id: number }>(db, sql`
      update ${notifications} ${nt} set read_at = now() where ${mine(scope)} and ${nt.readAt} is null returning ${nt.id} as id`);
    return { marked: done.length };
  },
});
