import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { emailDeliveries, users } from "@/services/db/schema";
import type { Channel } from "../channels";

/** Mail goes out only when the server has an SMTP server. */
export const emailEnabled = (): boolean => Boolean(env().SMTP_URL);

/**
 * The e-mail channel: queues one mail per recipient whose mode of the type is `email` and who has an address,
 * under the unique (event, user) key. The sender (./sender.ts) sends it after the commit. Digest recipients
 * are read from their inbox at 08:00 (./digest.ts), so nothing is queued for them here.
 */
export const emailChannel: Channel = {
  name: "email",
  async fanout(tx, batch) {
    if (!emailEnabled()) return;
    const mailed = batch.flatMap(({ ev, delivery, modeOf }) => delivery.recipients.filter((id) => modeOf(id) === "email").map((userId) => ({ ev, userId, params: delivery.params })));
    if (!mailed.length) return;
    const ed = emailDeliveries;
    const values = mailed.map(({ ev, userId, params }) =>
      sql`(${ev.id}::bigint, ${userId}::int, ${ev.type}::text, ${ev.companyId}::int, ${ev.entity}::text, ${ev.entityId}::text, ${JSON.stringify(params)}::jsonb)`);
    await tx.execute(sql`
      insert into ${ed} (${sql.identifier(ed.eventId.name)}, ${sql.identifier(ed.userId.name)}, ${sql.identifier(ed.type.name)},
        ${sql.identifier(ed.companyId.name)}, ${sql.identifier(ed.entity.name)}, ${sql.identifier(ed.entityId.name)}, ${sql.identifier(ed.params.name)})
      select v.event_id, v.user_id, v.type, v.company_id, v.entity, v.entity_id, v.params
      from (values ${sql.join(values, sql`, `)}) as v(event_id, user_id, type, company_id, entity, entity_id, params)
      join ${users} on ${users.id} = v.user_id and ${users.email} is not null and ${users.email} <> ''
      on conflict (${sql.identifier(ed.eventId.name)}, ${sql.identifier(ed.userId.name)}) do nothing`);
  },
};
