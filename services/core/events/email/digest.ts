import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { companies, emailDeliveries, notificationPreferences, notifications, userCompanies, users } from "@/services/db/schema";
import type { MailItem } from "./render";

/** The hour, in the company's business time zone, at which the daily digest goes out. */
export const digestHour = "08:00";

/**
 * Queues today's digest of every user who has a digest type and an address, once it is 08:00 in the zone of
 * the user's company (the first they may use; the group's first company for an admin). The unique
 * (user, business day) key makes every instance's minutely check queue it once. Answers how many it queued.
 */
export async function queueDueDigests(db: Db, now: Date): Promise<number> {
  const ed = emailDeliveries;
  const np = notificationPreferences;
  const col = (c: { name: string }) => sql.identifier(c.name);
  const at = sql`${now.toISOString()}::timestamptz`;
  const queued = await rows<{ id: number }>(db, sql`
    insert into ${ed} (${col(ed.userId)}, ${col(ed.companyId)}, ${col(ed.digestDay)}, ${col(ed.windowStart)}, ${col(ed.windowEnd)})
    select d.user_id, d.company_id, d.day,
      ((d.day - 1)::timestamp + ${digestHour}::time) at time zone d.tz, (d.day::timestamp + ${digestHour}::time) at time zone d.tz
    from (
      select ${users.id} as user_id, ${companies.id} as company_id, ${companies.timeZone} as tz, (${at} at time zone ${companies.timeZone})::date as day,
        (${at} at time zone ${companies.timeZone})::time as clock
      from ${users}
      join ${companies} on ${companies.id} = coalesce(
        (select min(${userCompanies.companyId}) from ${userCompanies} where ${userCompanies.userId} = ${users.id}),
        (select min(${companies.id}) from ${companies}))
      where ${users.enabled} and coalesce(${users.email}, '') <> ''
        and exists (select 1 from ${np} where ${np.userId} = ${users.id} and ${np.mode} = 'digest')
    ) d
    where d.clock >= ${digestHour}::time
    on conflict (${col(ed.userId)}, ${col(ed.digestDay)}) do nothing
    returning ${ed.id} as id`);
  return queued.length;
}

/** A digest's entries: the user's inbox deliveries of the types they now have as digest, within its window. */
export async function digestItems(db: Db, userId: number, from: string, to: string): Promise<MailItem[]> {
  const n = notifications;
  const np = notificationPreferences;
  const found = await rows<{ type: MailItem["type"]; entity: string; entity_id: string; params: Record<string, string> | string }>(db, sql`
    select ${n.type} as type, ${n.entity} as entity, ${n.entityId} as entity_id, ${n.params} as params from ${n}
    join ${np} on ${np.userId} = ${n.userId} and ${np.type} = ${n.type} and ${np.mode} = 'digest'
    where ${n.userId} = ${userId} and ${n.channel} = 'in_app' and ${n.createdAt} >= ${from}::timestamptz and ${n.createdAt} < ${to}::timestamptz
    order by ${n.createdAt}, ${n.id} limit 200`);
  return found.map((r) => ({ type: r.type, entity: r.entity, entityId: r.entity_id, params: typeof r.params === "string" ? JSON.parse(r.params) as Record<string, string> : r.params }));
}
