import { sql } from "drizzle-orm";
import { webhookOps } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { webhookEndpoints } from "@/services/db/schema";

import { we } from "@/services/core/events/webhook/tables";
import { endpointOf, lockEndpoint, ownerOf } from "./where";
import { webhookEndpointAuditEntity } from "@/services/core/events/webhook/tables";

/** Changes the URL, the event types or the switch; enabling again starts a fresh failure run. */
export const updateWebhook = defineRoute(webhookOps.update, {
  rights: [rights.webhook.edit],
  sessionOnly: true,
  handler: async ({ db, principal: p, params, body }) => {
    const owner = ownerOf(p);
    return db.transaction(async (tx) => {
      const before = await lockEndpoint(tx, owner, params.id);
      const enabling = body.enabled === true && !before.enabled;
      await tx.execute(sql`update ${webhookEndpoints} ${we} set
        ${bare(we.url)} = coalesce(${body.url ?? null}, ${we.url}),
        ${bare(we.eventTypes)} = coalesce(${body.eventTypes ? JSON.stringify([...new Set(body.eventTypes)]) : null}::jsonb, ${we.eventTypes}),
        ${bare(we.enabled)} = coalesce(${body.enabled ?? null}::boolean, ${we.enabled}),
        ${bare(we.disabledAt)} = case when ${body.enabled ?? null}::boolean is false then coalesce(${we.disabledAt}, now())
          when ${body.enabled ?? null}::boolean is true then null else ${we.disabledAt} end,
        ${bare(we.consecutiveFailures)} = case when ${enabling} then 0 else ${we.consecutiveFailures} end,
        ${bare(we.modifiedBy)} = ${p.userId}, ${bare(we.modifiedAt)} = now()
        where ${we.id} = ${params.id}`);
      const to = body.enabled === undefined ? (before.enabled ? "enabled" : "disabled") : body.enabled ? "enabled" : "disabled";
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: webhookEndpointAuditEntity, entityId: params.id, action: "update",
        from: before.enabled ? "enabled" : "disabled", to, detail: { ...body, previousUrl: before.url },
      });
      return endpointOf(tx, owner, params.id);
    });
  },
});
