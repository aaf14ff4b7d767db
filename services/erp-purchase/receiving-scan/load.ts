import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReceivingNotice, TallyState } from "@/lib/contracts/erp-purchase/receiving-scan";
import { decCmp } from "@/lib/contracts/decimal";
import type { Db } from "@/services/db/client";
import {
  deliveryNoticeLines, deliveryNotices, goodsReceipts, labelBatches, labels, purchaseOrderLines, receivingScans, suppliers,
} from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";

const n = alias(deliveryNotices, "n");
const s = alias(suppliers, "s");

/** The label source type of purchase receipt labels: a batch's source is a delivery notice line. */
const purchaseLabels = sql`${labelBatches.sourceType} = 'purchase_receipt'`;

/**
 * The carton a code names: a purchase receipt label of the caller's company whose ASN is not voided. Anything
 * else (no such serial, another company's label, a voided ASN's) is null, so they answer alike.
 */
export async function findCarton(tx: Db, scope: Scope, code: string) {
  const [found] = await tx
    .select({
      labelId: labels.id, serial: labels.serial, quantity: labels.quantity, printCount: labels.printCount,
      noticeId: n.id, noticeNo: n.noticeNo, noticeStatus: n.status, supplierId: n.supplierId, venno: s.venNo, venname: s.shortName,
      noticeLineId: labelBatches.sourceLineId, lineNo: labelBatches.docLineNo, pono: labelBatches.pono, itemno: labelBatches.itemno,
      itemname: labelBatches.itemdesc,
    })
    .from(labels)
    .innerJoin(labelBatches, eq(labelBatches.id, labels.batchId))
    .innerJoin(n, eq(n.id, labelBatches.sourceId))
    .innerJoin(s, eq(s.id, n.supplierId))
    .where(and(
      eq(labels.serial, code), purchaseLabels, eq(labelBatches.companyId, scope.companyId),
      inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`), ne(n.status, "cancelled"),
    ));
  return found ?? null;
}
export type Carton = NonNullable<Awaited<ReturnType<typeof findCarton>>>;

/** An ASN of the caller's company as the dock sees it; a voided one answers like a missing one (404). */
export async function noticeHead(tx: Db, scope: Scope, where: { id: number } | { noticeNo: string }) {
  const [found] = await tx
    .select({ id: n.id, noticeNo: n.noticeNo, status: n.status, supplierId: n.supplierId, venno: s.venNo, venname: s.shortName })
    .from(n)
    .innerJoin(s, eq(s.id, n.supplierId))
    .where(and(
      "id" in where ? eq(n.id, where.id) : eq(n.noticeNo, where.noticeNo),
      inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`), ne(n.status, "cancelled"),
    ));
  if (!found) throw notFound();
  return found;
}

const tallyState = (cartons: number, scanned: string, sent: string): TallyState =>
  cartons === 0 ? "untouched" : decCmp(scanned, sent) < 0 ? "short" : decCmp(scanned, sent) === 0 ? "complete" : "over";

/** Per notice line: labels made, cartons and quantity scanned and booked, against the quantity sent. */
export async function receivingNotice(db: Db, scope: Scope, where: { id: number } | { noticeNo: string }): Promise<ReceivingNotice> {
  const head = await noticeHead(db, scope, where);
  const scanned = db
    .select({
      lineId: receivingScans.noticeLineId,
      cartons: sql<number>`count(*)::int`.as("cartons"),
      qty: sql<string>`sum(${receivingScans.quantity})`.as("qty"),
      booked: sql<string>`coalesce(sum(${receivingScans.quantity}) filter (where ${receivingScans.receiptId} is not null), 0)`.as("booked"),
    })
    .from(receivingScans)
    .where(eq(receivingScans.noticeId, head.id))
    .groupBy(receivingScans.noticeLineId)
    .as("sc");
  const made = db
    .select({ lineId: labelBatches.sourceLineId, cartons: sql<number>`count(${labels.id})::int`.as("made") })
    .from(labelBatches)
    .innerJoin(labels, eq(labels.batchId, labelBatches.id))
    .where(and(eq(labelBatches.sourceId, head.id), purchaseLabels, eq(labelBatches.companyId, scope.companyId)))
    .groupBy(labelBatches.sourceLineId)
    .as("lb");
  const lines = await db
    .select({
      noticeLineId: deliveryNoticeLines.id, lineNo: deliveryNoticeLines.lineNo, sentQty: deliveryNoticeLines.thisQty,
      pono: purchaseOrderLines.pono, itemno: purchaseOrderLines.itemno, itemname: purchaseOrderLines.itemdesc,
      cartonsSent: sql<number>`coalesce(${made.cartons}, 0)`, cartonsScanned: sql<number>`coalesce(${scanned.cartons}, 0)`,
      scannedQty: sql<string>`coalesce(${scanned.qty}, 0)::numeric(18,4)::text`, bookedQty: sql<string>`coalesce(${scanned.booked}, 0)::numeric(18,4)::text`,
    })
    .from(deliveryNoticeLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, deliveryNoticeLines.poLineId))
    .leftJoin(scanned, eq(scanned.lineId, deliveryNoticeLines.id))
    .leftJoin(made, eq(made.lineId, deliveryNoticeLines.id))
    .where(eq(deliveryNoticeLines.noticeId, head.id))
    .orderBy(asc(deliveryNoticeLines.lineNo));
  const [receipt] = await db
    .select({ id: goodsReceipts.id, recno: goodsReceipts.recno })
    .from(goodsReceipts)
    .where(and(eq(goodsReceipts.noticeId, head.id), eq(goodsReceipts.companyId, scope.companyId)));
  return {
    notice: { id: head.id, noticeNo: head.noticeNo, status: head.status, venno: head.venno, venname: head.venname },
    lines: lines.map((l) => {
      const cartonsSent = Number(l.cartonsSent), cartonsScanned = Number(l.cartonsScanned);
      return { ...l, cartonsSent, cartonsScanned, state: tallyState(cartonsScanned, l.scannedQty, l.sentQty) };
    }),
    receipt: receipt ?? null,
  };
}
