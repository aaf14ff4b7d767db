import { sql } from "drizzle-orm";
import { webhookOps } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { webhookEndpoints } from "@/services/db/schema";

import { we } from "@/services/core/events/webhook/tables";
import { lockEndpoint, ownerOf } from "./where";
import { webhookEndpointAuditEntity } from "@/services/core/events/webhook/tables";

/** Deletes an endpoint with its delivery log (cascade); nothing more is sent to it. */
export const removeWebhook = defineRoute(webhookOps.remove, {
  rights: [rights.webhook.delete],
  sessionOnly: true,
  handler: async ({ db, principal: p, params }) => {
    const owner = ownerOf(p);
    await db.transaction(async (tx) => {
      const before = await lockEndpoint(tx, owner, params.id);
      await tx.execute(sql`delete from ${webhookEndpoints} ${we} where ${we.id} = ${params.id}`);
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: webhookEndpointAuditEntity, entityId: params.id, action: "delete", detail: { url: before.url } });
    });
    return undefined;
  },
});
