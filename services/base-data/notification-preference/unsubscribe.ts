import { sql } from "drizzle-orm";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import { notificationPreferenceOps, unsubscribedMode } from "@/lib/contracts/base-data/notification-preference";
import { AppError } from "@/services/core/errors";
import { readUnsubscribeToken } from "@/services/core/events/email/unsubscribe-token";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare, excluded } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notificationPreferences, users } from "@/services/db/schema";
import { notificationPreferenceAuditEntity } from "./events";

const badLink = () => new AppError("NOT_FOUND", "notificationPreference.unsubscribeInvalid");
const np = notificationPreferences;

/** The link's user (enabled) and the types it stops: its own, or for the digest's link each type in the digest. */
async function resolve(db: Db, token: string): Promise<{ userId: number; userNo: string; digest: boolean; types: NotificationType[] }> {
  const link = readUnsubscribeToken(token);
  if (!link) throw badLink();
  const [u] = await rows<{ user_no: string }>(db, sql`select ${users.userNo} as user_no from ${users} where ${users.id} = ${link.userId} and ${users.enabled}`);
  if (!u) throw badLink();
  const types = link.scope === "digest"
    ? (await rows<{ type: NotificationType }>(db, sql`select ${np.type} as type from ${np} where ${np.userId} = ${link.userId} and ${np.mode} = 'digest' order by ${np.type}`)).map((r) => r.type)
    : [link.scope];
  return { userId: link.userId, userNo: u.user_no, digest: link.scope === "digest", types };
}

/** What the confirmation page shows before the person confirms; no sign-in, the signed link is the credential. */
export const unsubscribeInfo = defineRoute(notificationPreferenceOps.unsubscribeInfo, {
  auth: "public",
  handler: async ({ db, query }) => {
    const { digest, types } = await resolve(db, query.token);
    return { digest, types, mode: unsubscribedMode };
  },
});

/**
 * One-click unsubscribe (RFC 8058, and the confirmation page's button): the link's types go back to the inbox
 * only, so mails stop and nothing is lost; a security type stays in the inbox too. Doing it twice changes nothing.
 */
export const unsubscribe = defineRoute(notificationPreferenceOps.unsubscribe, {
  auth: "public",
  handler: async ({ db, query }) => {
    const link = await resolve(db, query.token);
    if (link.types.length) {
      await db.transaction(async (tx) => {
        const values = link.types.map((type) => sql`(${link.userId}, ${type}, ${unsubscribedMode}, now())`);
        await tx.execute(sql`
          insert into ${np} (${bare(np.userId)}, ${bare(np.type)}, ${bare(np.mode)}, ${bare(np.updatedAt)})
          values ${sql.join(values, sql`, `)}
          on conflict (${bare(np.userId)}, ${bare(np.type)}) do update set ${bare(np.mode)} = ${excluded(np.mode)}, ${bare(np.updatedAt)} = now()`);
        await writeAudit(tx, {
          actor: { userId: link.userId, userNo: link.userNo }, entity: notificationPreferenceAuditEntity, entityId: link.userNo,
          action: "unsubscribe", detail: { types: link.types },
        });
      });
    }
    return { digest: link.digest, types: link.types, mode: unsubscribedMode };
  },
});
