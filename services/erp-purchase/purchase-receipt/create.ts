import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import { purchaseReceiptOps, type receiptInput, type ReceiptSaved, type ReceiptStatus } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import type { Scope } from "@/services/core/list";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { deliveryNoticeLines, deliveryNotices, goodsReceiptLines, goodsReceiptNoSeq, goodsReceipts } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { documentNo, type BusinessDay } from "@/services/core/business-time";
import { lockNotice, type NoticeHead } from "../delivery-notice/lock";
import { lockPoLines } from "../purchase-order/lines-lock";
import { bookOnPoLines, checkPoTotals, receiptLines, sum } from "./lines";
import { goodsReceiptAuditEntity } from "./events";
import { deliveryNoticeAuditEntity } from "@/services/erp-purchase/delivery-notice/events";

/** RC, the company's business day and a sequence number. */
const receiptNo = (day: BusinessDay) => documentNo("RC", day, goodsReceiptNoSeq);

type ReceiptBody = z.output<typeof receiptInput>;

/**
 * Records what arrived against the notice, locked open by the caller in its transaction: the receipt, its lines,
 * the PO lines' quantities, the notice received, and their audit rows. The receipt form and the dock's scans book
 * through it.
 */
export async function recordReceipt(tx: Db, scope: Scope, t: Translate, notice: NoticeHead, body: ReceiptBody): Promise<ReceiptSaved> {
  if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
  const noticeLines = await tx
    .select({ id: deliveryNoticeLines.id, poLineId: deliveryNoticeLines.poLineId, thisQty: deliveryNoticeLines.thisQty })
    .from(deliveryNoticeLines)
    .where(eq(deliveryNoticeLines.noticeId, notice.id))
    .orderBy(asc(deliveryNoticeLines.lineNo));
  const lines = receiptLines(noticeLines, body.lines, t);
  await lockPoLines(tx, scope, lines.map((l) => l.poLineId));
  await checkPoTotals(tx, lines, body.lines);
  const [totalPass, totalInstore] = [sum(lines, "passqty"), sum(lines, "instoreqty")];
  const status: ReceiptStatus = decCmp(totalPass, "0") > 0 && decCmp(totalPass, totalInstore) === 0 ? "stored" : "inspected";
  const [receipt] = await tx
    .insert(goodsReceipts)
    .values({
      companyId: scope.companyId, supplierId: notice.supplierId, noticeId: notice.id, recno: receiptNo(scope),
      recdate: body.recdate, rectype: body.rectype, status, keeper: body.carno, receiver: body.receiver, remark: body.remark,
      lineCount: lines.length, totalRecqty: sum(lines, "recqty"), totalPassqty: totalPass,
      totalRejectqty: sum(lines, "rejectqty"), totalInstoreqty: totalInstore,
      hasDifference: lines.some((l) => decCmp(l.recqty, l.noticeQty) !== 0),
      createdBy: scope.userId, modifiedBy: scope.userId,
    })
    .returning({ id: goodsReceipts.id, recno: goodsReceipts.recno });
  const { id, recno } = receipt!;
  await tx.insert(goodsReceiptLines).values(
    lines.map((l, i) => ({
      receiptId: id, seqno: i + 1, noticeLineId: l.noticeLineId, poLineId: l.poLineId, recqty: l.recqty, passqty: l.passqty,
      rejectqty: l.rejectqty, returnqty: l.returnqty, focqty: l.focqty, instoreqty: l.instoreqty, inwgt: l.inwgt,
      location: l.location, lotno: l.lotno, iqcno: l.iqcno, createdBy: scope.userId, modifiedBy: scope.userId,
    })),
  );
  await bookOnPoLines(tx, lines, scope.userId);
  await tx
    .update(deliveryNotices)
    .set({ status: "received", receivedAt: sql`now()`, modifiedBy: scope.userId, modifiedAt: sql`now()` })
    .where(eq(deliveryNotices.id, notice.id));
  const audit = { actor: scope, companyId: scope.companyId };
  await writeAudit(tx, { ...audit, entity: goodsReceiptAuditEntity, entityId: id, action: "create", to: status, detail: { recno, noticeNo: notice.noticeNo } });
  await writeAudit(tx, { ...audit, entity: deliveryNoticeAuditEntity, entityId: notice.id, action: "receive", from: "open", to: "received", detail: { recno } });
  return { id, recno, status };
}

/** The buyer side records what arrived against an open notice; the notice becomes received. */
export const createReceipt = defineRoute(purchaseReceiptOps.create, {
  rights: [rights.purchaseReceipt.add],
  audience: "internal",
  handler: async ({ db, scope, body, t }) =>
    db.transaction(async (tx) => recordReceipt(tx, scope, t, await lockNotice(tx, scope, body.noticeId), body)),
});
