import { sql } from "drizzle-orm";
import { deliveryNoteOps, type ApprovalStatus } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { releaseAllocations } from "../warehouse-stock/stock";
import { deliveryNoteAuditEntity } from "./load";
import { giveBackPlanQuantities } from "./lines";

/** Deletes a note that is not approved: its picks go back to available stock and its quantities to the notice. */
export const removeDeliveryNote = defineRoute(deliveryNoteOps.remove, {
  rights: [rights.deliveryNote.delete],
  audience: "internal",
  handler: async ({ db, scope, params }) =>
    db.transaction(async (tx) => {
      const [n] = await rows<{ delivery_no: string; approval_status: ApprovalStatus }>(tx, sql`
        select delivery_no, approval_status from delivery_notes where id = ${params.id} and company_id = ${scope.companyId} for update`);
      if (!n) throw notFound();
      if (n.approval_status !== "not_approved") throw new AppError("CONFLICT", "errors.deliveryNote.readOnly");
      await releaseAllocations(tx, params.id, scope.userId);
      await giveBackPlanQuantities(tx, params.id, scope.userId);
      await tx.execute(sql`delete from outbound_receipts where delivery_note_id = ${params.id}`);
      await tx.execute(sql`delete from delivery_notes where id = ${params.id}`);
      await writeAudit(tx, { actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "delete", detail: { deliveryNo: n.delivery_no } });
      return { id: params.id, deliveryNo: n.delivery_no, approvalStatus: "not_approved" as const, uploadStatus: "not_uploaded" as const };
    }),
});
