import { sql } from "drizzle-orm";
import type { Channel } from "../channels";
import { users, webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { we } from "./tables";

/**
 * Webhooks: one delivery per enabled endpoint of the event's company subscribed to its type. A supplier's endpoint
 * hears of records of its own supplier, and of what its supplier's accounts are told (a notice or an inquiry sent to
 * several suppliers); the company's own endpoints hear of every record of the company.
 * The sender (./sender.ts) sends them after the dispatch commits.
 */
export const webhookChannel: Channel = {
  name: "webhook",
  async fanout(tx, batch) {
    const events = batch.filter(({ ev }) => ev.companyId !== null);
    if (!events.length) return;
    const at = new Date().toISOString();
    const values = events.map(({ ev, delivery }) => {
      const payload = JSON.stringify({
        type: ev.type,
        timestamp: at,
        data: { eventId: ev.id, companyId: ev.companyId, supplierId: delivery.supplierId ?? null, entity: ev.entity, entityId: ev.entityId, params: delivery.params },
      });
      const told = sql`array[${sql.join(delivery.recipients.map((id) => sql`${id}`), sql`, `)}]::int[]`;
      return sql`(${ev.id}::bigint, ${ev.companyId}::int, ${delivery.supplierId ?? null}::int, ${ev.type}::text, ${payload}::jsonb, ${told})`;
    });
    // A record without a supplier reaches only the company's own endpoints: `we.supplier_id = null` is never true.
    await tx.execute(sql`
      insert into ${webhookDeliveries} (${sql.identifier(webhookDeliveries.endpointId.name)}, ${sql.identifier(webhookDeliveries.eventId.name)},
        ${sql.identifier(webhookDeliveries.type.name)}, ${sql.identifier(webhookDeliveries.payload.name)})
      select ${we.id}, v.event_id, v.type, v.payload
      from (values ${sql.join(values, sql`, `)}) as v(event_id, company_id, supplier_id, type, payload, told)
      join ${webhookEndpoints} ${we} on ${we.companyId} = v.company_id and ${we.enabled} and ${we.eventTypes} @> jsonb_build_array(v.type)
        and (${we.supplierId} is null or ${we.supplierId} = v.supplier_id
          or exists (select 1 from ${users} where ${users.id} = any(v.told) and ${users.supplierId} = ${we.supplierId}))
      order by v.event_id, ${we.id}
      on conflict (${sql.identifier(webhookDeliveries.endpointId.name)}, ${sql.identifier(webhookDeliveries.eventId.name)}) do nothing`);
  },
};
