import { eq } from "drizzle-orm";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { decAdd, decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { documentNo } from "@/services/core/business-time";
import { deliveryNoteNoSeq, deliveryNotes, deliveryPlanLines } from "@/services/db/schema";
import { allocate, lockStock, openOutboundReceipt } from "../warehouse-stock/stock";
import { checkNote, confirmedPlan, isDeliveryCategory, lockPlanLines } from "./rules";
import { insertLines } from "./lines";
import { deliveryNoteAuditEntity } from "./events";

/**
 * Saves a note in one transaction: notice, its lines and the picked stock locked (in that order, by id), every
 * §5 rule checked, stock allocated by conditional updates (a short batch is a 409 naming it and nothing is saved),
 * the notice's unsent quantities taken, and the delivery number drawn from a sequence (unique, never reused).
 */
export const createDeliveryNote = defineRoute(deliveryNoteOps.create, {
  rights: [rights.deliveryNote.add],
  audience: "internal",
  handler: async ({ db, scope, body, t, locale }) =>
    db.transaction(async (tx) => {
      const plan = await confirmedPlan(tx, scope, body.noticeNo, t);
      const customerIds = new Set((await tx.selectDistinct({ customerId: deliveryPlanLines.customerId }).from(deliveryPlanLines)
        .where(eq(deliveryPlanLines.planId, plan.id))).map((r) => r.customerId));
      const lines = await lockPlanLines(tx, plan.id, body.lines.map((l) => l.planLineId));
      const stock = await lockStock(tx, scope.companyId, body.lines.flatMap((l) => l.picks.map((p) => p.stockItemId)));
      checkNote(body, customerIds, lines, stock, await isDeliveryCategory(tx, body.category), t, locale);

      const perStock = new Map<number, string>();
      for (const p of body.lines.flatMap((l) => l.picks)) perStock.set(p.stockItemId, decAdd(perStock.get(p.stockItemId) ?? "0", p.qty));
      // Sent together: the connection takes them back to back instead of waiting on this code between them.
      // Each is still conditional on the locked row; the first refusal in pick order names its batch.
      const allocations = await Promise.allSettled([...perStock].map(async ([id, qty]) => {
        const s = stock.get(id)!;
        if (decCmp(qty, s.available) > 0) throw new AppError("CONFLICT", "errors.stockShort", { batchNo: s.batchNo, productCode: s.productCode });
        await allocate(tx, scope.companyId, scope.userId, s, qty);
      }));
      const refused = allocations.find((a) => a.status === "rejected");
      if (refused) throw refused.reason;

      const [note] = await tx.insert(deliveryNotes).values({
        companyId: scope.companyId, deliveryNo: documentNo("SH", scope, deliveryNoteNoSeq), planId: plan.id, noticeNo: body.noticeNo,
        customerId: body.customerId, customerName: body.customerName, category: body.category, plateNo: body.plateNo, driver: body.driver,
        deliveryDate: body.deliveryDate, address: body.address, deliveryUnit: body.deliveryUnit, contact: body.contact,
        contactPhone: body.contactPhone, settlementLegalPerson: body.settlementLegalPerson, ownerLegalPerson: body.ownerLegalPerson,
        stockArea: body.stockArea, trackingNo: body.trackingNo, remark: body.remark, createdBy: scope.userId, modifiedBy: scope.userId,
      }).returning({ id: deliveryNotes.id, deliveryNo: deliveryNotes.deliveryNo });
      const noteId = Number(note!.id);
      const receiptNo = await openOutboundReceipt(tx, { companyId: scope.companyId, userId: scope.userId, noteId, owner: body.ownerLegalPerson, day: scope });
      await insertLines(tx, { noteId, userId: scope.userId, deliveryDate: body.deliveryDate, receiptNo, lines: body.lines, planLines: lines, stock });

      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deliveryNoteAuditEntity, entityId: noteId, action: "create",
        detail: { deliveryNo: note!.deliveryNo, noticeNo: body.noticeNo, outboundReceiptNo: receiptNo, lines: body.lines.length, picks: perStock.size },
      });
      return { id: noteId, deliveryNo: note!.deliveryNo, outboundReceiptNo: receiptNo };
    }),
});
