import { sql } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { decCmp } from "@/lib/contracts/decimal";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { deliveryNoteAuditEntity, requireNote } from "./load";

/**
 * The customer's receipt of an uploaded note: who signed and when, and per detail the signed quantity; a signed
 * quantity that differs from the delivered total needs its reason. Recording again corrects it (audited).
 */
export const recordReceipt = defineRoute(deliveryNoteOps.receipt, {
  rights: [rights.deliveryReceipt.add],
  audience: "internal",
  handler: async ({ db, scope, params, body, t }) => {
    await db.transaction(async (tx) => {
      const [n] = await rows<{ delivery_no: string; upload_status: string }>(tx, sql`
        select delivery_no, upload_status from delivery_notes where id = ${params.id} and company_id = ${scope.companyId} for update`);
      if (!n) throw notFound();
      if (n.upload_status !== "uploaded") throw new AppError("CONFLICT", "errors.deliveryNote.receiptNeedsUpload");
      const lines = new Map((await rows<{ id: number; total_qty: string }>(tx, sql`
        select id, total_qty::text from delivery_note_lines where note_id = ${params.id}`)).map((l) => [Number(l.id), l.total_qty]));
      const e: FieldErrors = {};
      body.lines.forEach((l, i) => {
        const total = lines.get(l.lineId);
        if (total === undefined) e[`lines.${i}.lineId`] = [t("validation.deliveryNote.lineNotInNote")];
        else if (decCmp(l.signedQty, total) !== 0 && !l.differenceReason) e[`lines.${i}.differenceReason`] = [t("validation.deliveryNote.differenceReason")];
      });
      if (Object.keys(e).length) throw new AppError("VALIDATION", "errors.validation", {}, e);
      for (const l of body.lines) {
        await tx.execute(sql`update delivery_note_lines set signed_qty = ${l.signedQty}::numeric, difference_reason = ${l.differenceReason || null},
          modified_by = ${scope.userId}, modified_at = now() where id = ${l.lineId} and note_id = ${params.id}`);
      }
      await tx.execute(sql`update delivery_notes set signed_by = ${body.signedBy}, signed_at = ${body.signedAt}::timestamp at time zone ${scope.timeZone},
        receipt_by = ${scope.userId}, modified_by = ${scope.userId}, modified_at = now() where id = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "receipt",
        detail: { deliveryNo: n.delivery_no, signedBy: body.signedBy, lines: body.lines },
      });
    });
    return requireNote(db, scope, params.id);
  },
});
