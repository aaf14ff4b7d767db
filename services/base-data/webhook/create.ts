import { sql } from "drizzle-orm";
import { webhookOps } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { webhookEndpoints } from "@/services/db/schema";

import { newWebhookSecret } from "@/services/core/events/webhook/secret";
import { endpointOf, ownerOf } from "./where";
import { webhookEndpointAuditEntity } from "@/services/core/events/webhook/tables";

/** Registers an endpoint for the caller's supplier (a main account) or company (staff); its secret is answered this once. */
export const createWebhook = defineRoute(webhookOps.create, {
  rights: [rights.webhook.add],
  sessionOnly: true,
  handler: async ({ db, principal: p, body }) => {
    const owner = ownerOf(p);
    const secret = newWebhookSecret();
    return db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into ${webhookEndpoints} (${bare(webhookEndpoints.companyId)}, ${bare(webhookEndpoints.supplierId)}, ${bare(webhookEndpoints.url)}, ${bare(webhookEndpoints.eventTypes)},
          ${bare(webhookEndpoints.secret)}, ${bare(webhookEndpoints.enabled)}, ${bare(webhookEndpoints.createdBy)}, ${bare(webhookEndpoints.modifiedBy)})
        values (${owner.companyId}, ${owner.supplierId}, ${body.url}, ${JSON.stringify([...new Set(body.eventTypes)])}::jsonb, ${secret},
          ${body.enabled ?? true}, ${p.userId}, ${p.userId})
        returning ${webhookEndpoints.id}`);
      const id = Number(row!.id);
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: webhookEndpointAuditEntity, entityId: id, action: "create", to: "enabled",
        detail: { url: body.url, eventTypes: body.eventTypes, supplierId: owner.supplierId },
      });
      return { endpoint: await endpointOf(tx, owner, id), secret };
    });
  },
});
