import { sql } from "drizzle-orm";
import { deliveryNoteOps, type ApprovalStatus, type UploadStatus } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { bookOutbound } from "../warehouse-stock/stock";
import { deliveryNoteAuditEntity } from "./load";

/**
 * Sends an approved note to the ERP side: books its outbound receipt (stock on hand goes down, one ledger row per
 * stock line) and marks it uploaded. The note row is locked first, so a repeated or parallel upload books once
 * and answers the uploaded state.
 */
export const uploadDeliveryNote = defineRoute(deliveryNoteOps.upload, {
  rights: [rights.deliveryNote.upload],
  audience: "internal",
  handler: async ({ db, scope, params }) =>
    db.transaction(async (tx) => {
      const [n] = await rows<{ delivery_no: string; approval_status: ApprovalStatus; upload_status: UploadStatus }>(tx, sql`
        select delivery_no, approval_status, upload_status from delivery_notes
        where id = ${params.id} and company_id = ${scope.companyId} for update`);
      if (!n) throw notFound();
      const result = { id: params.id, deliveryNo: n.delivery_no, approvalStatus: n.approval_status, uploadStatus: "uploaded" as const };
      if (n.upload_status === "uploaded") return result;
      if (n.approval_status !== "approved") throw new AppError("CONFLICT", "errors.deliveryNote.uploadNeedsApproval");
      await bookOutbound(tx, params.id, scope.userId);
      await tx.execute(sql`
        update delivery_notes set upload_status = 'uploaded', uploaded_by = ${scope.userId}, uploaded_at = now(),
          modified_by = ${scope.userId}, modified_at = now() where id = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "upload",
        from: "not_uploaded", to: "uploaded", detail: { deliveryNo: n.delivery_no },
      });
      return result;
    }),
});
