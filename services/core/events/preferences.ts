import { sql } from "drizzle-orm";
import { defaultNotificationMode, type NotificationMode } from "@/lib/contracts/base-data/notification-preference";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notificationPreferences } from "@/services/db/schema";
import { idList } from "@/services/core/sql";
import { securityTypes } from "./catalog";

/** Each recipient's mode of each type asked for, in one query; a security type is never `off`, whatever a row says. */
export async function modesOf(db: Db, asked: ReadonlyArray<{ type: NotificationType; userIds: readonly number[] }>): Promise<(type: NotificationType, userId: number) => NotificationMode> {
  const users = [...new Set(asked.flatMap((a) => a.userIds))];
  const types = [...new Set(asked.filter((a) => a.userIds.length).map((a) => a.type))];
  const chosen = new Map<string, NotificationMode>();
  if (users.length && types.length) {
    const np = notificationPreferences;
    const found = await rows<{ user_id: number; type: NotificationType; mode: NotificationMode }>(db, sql`
      select ${np.userId} as user_id, ${np.type} as type, ${np.mode} as mode from ${np}
      where ${np.userId} in ${idList(users)} and ${np.type} in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`);
    for (const r of found) chosen.set(`${r.type}:${Number(r.user_id)}`, r.mode);
  }
  return (type, userId) => {
    const mode = chosen.get(`${type}:${userId}`) ?? defaultNotificationMode;
    return mode === "off" && securityTypes().has(type) ? defaultNotificationMode : mode;
  };
}
