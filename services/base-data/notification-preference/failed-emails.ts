import { sql } from "drizzle-orm";
import { notificationPreferenceOps } from "@/lib/contracts/base-data/notification-preference";
import { forbidden } from "@/services/core/errors";
import { isoText } from "@/services/core/sql";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { emailDeliveries, users } from "@/services/db/schema";

type Row = { id: number; user_name: string; email: string; type: never; digest_day: string | null; attempts: number; last_error: string; updated_at: string };

/** Admins only: the latest 100 mails given up after their last try, with the server's last answer. */
export const failedEmails = defineRoute(notificationPreferenceOps.failedEmails, {
  audience: "internal",
  handler: async ({ db, principal }) => {
    if (!principal.isAdmin) throw forbidden();
    const ed = emailDeliveries;
    const found = await rows<Row>(db, sql`
      select ${ed.id} as id, ${users.userName} as user_name, coalesce(${users.email}, '') as email, ${ed.type} as type,
        ${ed.digestDay}::text as digest_day, ${ed.attempts} as attempts, coalesce(${ed.lastError}, '') as last_error,
        ${isoText(sql`${ed.updatedAt}`)} as updated_at
      from ${ed} join ${users} on ${users.id} = ${ed.userId}
      where ${ed.status} = 'failed' order by ${ed.updatedAt} desc, ${ed.id} desc limit 100`);
    return {
      rows: found.map((r) => ({
        id: Number(r.id), userName: r.user_name, email: r.email, type: r.type, digestDay: r.digest_day,
        attempts: Number(r.attempts), lastError: r.last_error, updatedAt: r.updated_at,
      })),
    };
  },
});
