import { and, eq } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { deliveryNotes, outboundReceipts } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { releaseAllocations } from "../warehouse-stock/stock";
import { giveBackPlanQuantities } from "./lines";
import { deliveryNoteAuditEntity } from "./events";

/** Deletes a note that is not approved: its picks go back to available stock and its quantities to the notice. */
export const removeDeliveryNote = defineRoute(deliveryNoteOps.remove, {
  rights: [rights.deliveryNote.delete],
  audience: "internal",
  handler: async ({ db, scope, params }) =>
    db.transaction(async (tx) => {
      const [n] = await tx.select({ deliveryNo: deliveryNotes.deliveryNo, approvalStatus: deliveryNotes.approvalStatus }).from(deliveryNotes)
        .where(and(eq(deliveryNotes.id, params.id), eq(deliveryNotes.companyId, scope.companyId))).for("update");
      if (!n) throw notFound();
      if (n.approvalStatus !== "not_approved") throw new AppError("CONFLICT", "errors.deliveryNote.readOnly");
      await releaseAllocations(tx, params.id, scope.userId);
      await giveBackPlanQuantities(tx, params.id, scope.userId);
      await tx.delete(outboundReceipts).where(eq(outboundReceipts.deliveryNoteId, params.id));
      await tx.delete(deliveryNotes).where(eq(deliveryNotes.id, params.id));
      await writeAudit(tx, { actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "delete", detail: { deliveryNo: n.deliveryNo } });
      return { id: params.id, deliveryNo: n.deliveryNo, approvalStatus: "not_approved" as const, uploadStatus: "not_uploaded" as const };
    }),
});
