import { and, eq, sql } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { decCmp } from "@/lib/contracts/decimal";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { rights } from "@/lib/rights/codes";
import { deliveryNoteLines, deliveryNotes } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { requireNote } from "./load";
import { deliveryNoteAuditEntity } from "./events";

/**
 * The customer's receipt of an uploaded note: who signed and when, and per detail the signed quantity; a signed
 * quantity that differs from the delivered total needs its reason. Recording again corrects it (audited).
 */
export const recordReceipt = defineRoute(deliveryNoteOps.receipt, {
  rights: [rights.deliveryReceipt.add],
  audience: "internal",
  handler: async ({ db, scope, params, body, t }) => {
    await db.transaction(async (tx) => {
      const [n] = await tx.select({ deliveryNo: deliveryNotes.deliveryNo, uploadStatus: deliveryNotes.uploadStatus }).from(deliveryNotes)
        .where(and(eq(deliveryNotes.id, params.id), eq(deliveryNotes.companyId, scope.companyId))).for("update");
      if (!n) throw notFound();
      if (n.uploadStatus !== "uploaded") throw new AppError("CONFLICT", "errors.deliveryNote.receiptNeedsUpload");
      const lines = new Map((await tx.select({ id: deliveryNoteLines.id, totalQty: deliveryNoteLines.totalQty }).from(deliveryNoteLines)
        .where(eq(deliveryNoteLines.noteId, params.id))).map((l) => [l.id, l.totalQty]));
      const e: FieldErrors = {};
      body.lines.forEach((l, i) => {
        const total = lines.get(l.lineId);
        if (total === undefined) e[`lines.${i}.lineId`] = [t("validation.deliveryNote.lineNotInNote")];
        else if (decCmp(l.signedQty, total) !== 0 && !l.differenceReason) e[`lines.${i}.differenceReason`] = [t("validation.deliveryNote.differenceReason")];
      });
      if (Object.keys(e).length) throw new AppError("VALIDATION", "errors.validation", {}, e);
      for (const l of body.lines) {
        await tx.update(deliveryNoteLines).set({ signedQty: l.signedQty, differenceReason: l.differenceReason || null, modifiedBy: scope.userId, modifiedAt: sql`now()` })
          .where(and(eq(deliveryNoteLines.id, l.lineId), eq(deliveryNoteLines.noteId, params.id)));
      }
      await tx.update(deliveryNotes).set({
        signedBy: body.signedBy, signedAt: sql`${body.signedAt}::timestamp at time zone ${scope.timeZone}`, receiptBy: scope.userId,
        modifiedBy: scope.userId, modifiedAt: sql`now()`,
      }).where(eq(deliveryNotes.id, params.id));
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: params.id, action: "receipt",
        detail: { deliveryNo: n.deliveryNo, signedBy: body.signedBy, lines: body.lines },
      });
    });
    return requireNote(db, scope, params.id);
  },
});
