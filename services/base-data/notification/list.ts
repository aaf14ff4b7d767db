import { sql } from "drizzle-orm";
import { notificationList } from "@/lib/contracts/base-data/notification";
import { and } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { notifications } from "@/services/db/schema";
import { mine, nt } from "./where";

/** The caller's own in-app notifications; the title and body are the type's messages in the caller's language. */
export const notificationListRoutes = listRoutes(notificationList, {
  from: sql`${notifications} ${nt}`,
  id: sql`${nt.id}`,
  rights: { view: null, export: null },
  where: (scope, f) => and([
    mine(scope),
    f.read === undefined ? undefined : f.read ? sql`${nt.readAt} is not null` : sql`${nt.readAt} is null`,
    f.type && sql`${nt.type} = ${f.type}`,
  ]),
  select: {
    createdAt: sql`${nt.createdAt}`,
    type: sql`${nt.type}`,
    title: sql`${nt.params}::text`,
    body: sql`''`,
    read: sql`${nt.readAt} is not null`,
    entity: sql`${nt.entity}`,
    entityId: sql`${nt.entityId}`,
    no: sql`${nt.params}->>'no'`,
  },
  present: (row, t) => {
    const params = JSON.parse(row.title || "{}") as Record<string, string>;
    return { ...row, title: t(`notification.types.${row.type}.title`, params), body: t(`notification.types.${row.type}.body`, params) };
  },
});
