import { and, eq, sql } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { deliveryNotes } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { bookOutbound } from "../warehouse-stock/stock";
import { deliveryNoteAuditEntity } from "./events";

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
      const [n] = await tx.select({ deliveryNo: deliveryNotes.deliveryNo, approvalStatus: deliveryNotes.approvalStatus, uploadStatus: deliveryNotes.uploadStatus })
        .from(deliveryNotes).where(and(eq(deliveryNotes.id, params.id), eq(deliveryNotes.companyId, scope.companyId))).for("update");
      if (!n) throw notFound();
      const result = { id: params.id, deliveryNo: n.deliveryNo, approvalStatus: n.approvalStatus, uploadStatus: "uploaded" as const };
      if (n.uploadStatus === "uploaded") return result;
      if (n.approvalStatus !== "approved") throw new AppError("CONFLICT", "errors.deliveryNote.uploadNeedsApproval");
      await bookOutbound(tx, params.id, scope.userId);
      await tx.update(deliveryNotes).set({ uploadStatus: "uploaded", uploadedBy: scope.userId, uploadedAt: sql`now()`, modifiedBy: scope.userId, modifiedAt: sql`now()` })
        .where(eq(deliveryNotes.id, params.id));
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "upload",
        from: "not_uploaded", to: "uploaded", detail: { deliveryNo: n.deliveryNo },
      });
      return result;
    }),
});
