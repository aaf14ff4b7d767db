import { eq, sql } from "drizzle-orm";
import { webhookOps } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { deliveriesOf } from "./deliveries";

import { wd, we } from "@/services/core/events/webhook/tables";
import { owned, ownerOf } from "./where";
import { webhookEndpointAuditEntity } from "@/services/core/events/webhook/tables";

/**
 * Makes a delivery due now with its tries counted afresh (same message id, so the receiver can tell a repeat).
 * One being sent right now answers 409; the sender takes it at its next round.
 */
export const resendWebhookDelivery = defineRoute(webhookOps.resend, {
  rights: [rights.webhook.edit],
  sessionOnly: true,
  handler: async ({ db, principal: p, params }) => {
    const owner = ownerOf(p);
    return db.transaction(async (tx) => {
      const [d] = await rows<{ id: number; endpointId: number; status: string }>(tx, sql`
        select ${wd.id} as id, ${wd.endpointId} as "endpointId", ${wd.status} as status
        from ${webhookDeliveries} ${wd} join ${webhookEndpoints} ${we} on ${we.id} = ${wd.endpointId}
        where ${wd.id} = ${params.id} and ${owned(owner)} for update of ${wd}`);
      if (!d) throw notFound();
      if (d.status === "sending") throw new AppError("CONFLICT", "errors.webhookSending");
      await tx.update(webhookDeliveries).set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
        .where(eq(webhookDeliveries.id, params.id));
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: webhookEndpointAuditEntity, entityId: Number(d.endpointId), action: "resend",
        detail: { deliveryId: params.id, previousStatus: d.status },
      });
      return (await deliveriesOf(tx, owner, { id: params.id }))[0]!;
    });
  },
});
