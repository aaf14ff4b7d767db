import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod/mini";
import { receivingScanOps } from "@/lib/contracts/erp-purchase/receiving-scan";
import { receiptInput } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { decAdd, decCmp } from "@/lib/contracts/decimal";
import { toFieldErrors } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { deliveryNoticeLines, goodsReceipts, receivingScans } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { lockNotice } from "../delivery-notice/lock";
import { recordReceipt } from "../purchase-receipt/create";
import { goodsReceiptAuditEntity } from "@/services/erp-purchase/purchase-receipt/events";

/**
 * Each line takes its cartons in scan order while they fit in the quantity sent; the rest are over and stay
 * unbooked. Lines without a carton are not received: the receipt gives their quantity back to the PO line.
 */
export const bookReceivingScans = defineRoute(receivingScanOps.book, {
  rights: [rights.receivingScan.book],
  audience: "internal",
  handler: async ({ db, scope, t, locale, params, body }) =>
    db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, params.id);
      if (notice.status === "cancelled") throw notFound();
      const scans = await tx
        .select({ id: receivingScans.id, lineId: receivingScans.noticeLineId, quantity: receivingScans.quantity, receiptId: receivingScans.receiptId, sent: deliveryNoticeLines.thisQty })
        .from(receivingScans)
        .innerJoin(deliveryNoticeLines, eq(deliveryNoticeLines.id, receivingScans.noticeLineId))
        .where(and(eq(receivingScans.noticeId, notice.id), eq(receivingScans.companyId, scope.companyId)))
        .orderBy(asc(receivingScans.id));
      if (notice.status === "received") {
        const [before] = await tx
          .select({ id: goodsReceipts.id, recno: goodsReceipts.recno, status: goodsReceipts.status })
          .from(goodsReceipts)
          .where(and(eq(goodsReceipts.noticeId, notice.id), eq(goodsReceipts.companyId, scope.companyId)));
        if (!before) throw new AppError("CONFLICT", "errors.noticeNotOpen");
        return { ...before, booked: false, overCartons: scans.filter((s) => s.receiptId === null).length };
      }
      const taken = new Map<number, string>();
      const booked: number[] = [];
      for (const s of scans) {
        const next = decAdd(taken.get(s.lineId) ?? "0", s.quantity);
        if (decCmp(next, s.sent) > 0) continue;
        taken.set(s.lineId, next);
        booked.push(s.id);
      }
      if (!booked.length) throw new AppError("CONFLICT", "receivingScan.errors.nothingScanned");
      const input = {
        noticeId: notice.id, recdate: body.recdate ?? scope.today, receiver: scope.userNo,
        lines: [...taken].map(([noticeLineId, q]) => ({ noticeLineId, recqty: q, passqty: q, instoreqty: q })),
      };
      const parsed = z.safeParse(receiptInput, input);
      if (!parsed.success) throw new AppError("VALIDATION", "errors.validation", {}, toFieldErrors(parsed.error, t, locale));
      const saved = await recordReceipt(tx, scope, t, notice, parsed.data);
      await tx.update(receivingScans).set({ receiptId: saved.id }).where(inArray(receivingScans.id, booked));
      const overCartons = scans.length - booked.length;
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: goodsReceiptAuditEntity, entityId: saved.id, action: "bookScans",
        detail: { cartons: booked.length, overCartons },
      });
      return { ...saved, booked: true, overCartons };
    }),
});
