import { sql } from "drizzle-orm";
import { notificationTypes, type NotificationType } from "@/lib/contracts/base-data/notification";
import {
  defaultNotificationMode, notificationPreferenceOps, type NotificationMode, type PreferencesAnswer,
} from "@/lib/contracts/base-data/notification-preference";
import { fieldError } from "@/services/core/errors";
import { securityTypes } from "@/services/core/events/catalog";
import { emailEnabled } from "@/services/core/events/email/channel";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare, excluded } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notificationPreferences, users } from "@/services/db/schema";
import { notificationPreferenceAuditEntity } from "./events";

/** Every type of the catalogue with the user's mode (the default where none was chosen). */
export async function preferencesOf(db: Db, userId: number): Promise<PreferencesAnswer> {
  const np = notificationPreferences;
  const [u] = await rows<{ email: string | null }>(db, sql`select ${users.email} as email from ${users} where ${users.id} = ${userId}`);
  const chosen = new Map((await rows<{ type: NotificationType; mode: NotificationMode }>(db, sql`
    select ${np.type} as type, ${np.mode} as mode from ${np} where ${np.userId} = ${userId}`)).map((r) => [r.type, r.mode]));
  const preferences = notificationTypes.map((type) => {
    const security = securityTypes().has(type);
    const mode = chosen.get(type) ?? defaultNotificationMode;
    return { type, mode: security && mode === "off" ? defaultNotificationMode : mode, security };
  });
  return { emailEnabled: emailEnabled(), email: u?.email ?? "", preferences };
}

export const myPreferences = defineRoute(notificationPreferenceOps.mine, {
  handler: async ({ db, scope }) => preferencesOf(db, scope.userId),
});

/**
 * Saves some of the caller's modes in one statement (a repeated type: the last wins). A security type
 * cannot be turned off: that answers 400 on its row and saves nothing. The caller's address and language
 * are kept for their mails.
 */
export const savePreferences = defineRoute(notificationPreferenceOps.save, {
  handler: async ({ db, scope, principal, body, locale }) => {
    const chosen = new Map(body.preferences.map((p) => [p.type, p.mode]));
    body.preferences.forEach((p, i) => {
      if (p.mode === "off" && securityTypes().has(p.type)) throw fieldError(`preferences.${i}.mode`, "notificationPreference.securityLocked");
    });
    const np = notificationPreferences;
    await db.transaction(async (tx) => {
      const values = [...chosen].map(([type, mode]) => sql`(${scope.userId}, ${type}, ${mode}, now())`);
      await tx.execute(sql`
        insert into ${np} (${bare(np.userId)}, ${bare(np.type)}, ${bare(np.mode)}, ${bare(np.updatedAt)})
        values ${sql.join(values, sql`, `)}
        on conflict (${bare(np.userId)}, ${bare(np.type)}) do update set ${bare(np.mode)} = ${excluded(np.mode)}, ${bare(np.updatedAt)} = now()`);
      await tx.execute(sql`update ${users} set ${bare(users.locale)} = ${locale}
        ${body.email === undefined ? sql`` : sql`, ${bare(users.email)} = ${body.email || null}`} where ${users.id} = ${scope.userId}`);
      await writeAudit(tx, {
        actor: { userId: principal.userId, userNo: principal.userNo }, companyId: scope.companyId,
        entity: notificationPreferenceAuditEntity, entityId: principal.userNo, action: "save",
        detail: { ...Object.fromEntries(chosen), ...(body.email === undefined ? {} : { email: body.email }) },
      });
    });
    return preferencesOf(db, scope.userId);
  },
});
