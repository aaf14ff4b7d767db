import { and, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { instantOfZoned } from "@/lib/business-time";
import { responsiveHours } from "@/lib/contracts/erp-purchase/supplier-score-values";
import type { Db } from "@/services/db/client";
import {
  deductionBills, deliveryNoticeLines, deliveryNotices, goodsReceiptLines as rl, goodsReceipts as r, priceRecords as pr,
  purchaseOrderConfirmations as cf, purchaseOrderLines as l, purchaseOrderScheduleLines, purchaseOrders as o, reconciliationStatementLines,
  reconciliationStatements as st,
} from "@/services/db/schema";
import { addMonths } from "./months";

/**
 * One month of one company, or `months` months from `month` on, in its business zone; `today` bounds the in-full
 * measure (a line is judged once its due day has passed).
 */
export interface ScoreWindow {
  companyId: number;
  month: string;
  next: string;
  from: Date;
  to: Date;
  today: string;
  timeZone: string;
}

export function scoreWindow(companyId: number, month: string, timeZone: string, today: string, months = 1): ScoreWindow {
  const next = addMonths(month, months);
  return { companyId, month, next, from: new Date(instantOfZoned(`${month} 00:00`, timeZone)!), to: new Date(instantOfZoned(`${next} 00:00`, timeZone)!), today, timeZone };
}

const of = (supplierId: SQL | { getSQL(): SQL }, only: number | undefined) => (only === undefined ? undefined : sql`${supplierId} = ${only}`);
const due = sql<string>`coalesce(${cf.promisedDate}, ${l.deldate})`;

const sl = alias(purchaseOrderScheduleLines, "sl");
const upTo = alias(purchaseOrderScheduleLines, "sl_up_to");
const rlBefore = alias(rl, "rl_before");
const rBefore = alias(r, "r_before");
/** What the line had received before this receipt line: earlier receipt days first, then the order lines were entered. */
const receivedBefore = sql`coalesce((select sum(${rlBefore.recqty}) from ${rl} ${rlBefore} inner join ${r} ${rBefore} on ${rBefore.id} = ${rlBefore.receiptId}
  where ${rlBefore.poLineId} = ${rl.poLineId} and (${rBefore.recdate}, ${rlBefore.id}) < (${r.recdate}, ${rl.id})), 0)`;
/**
 * The day a receipt line was due: on a scheduled line, the date of the schedule line it fills (receipts fill the
 * schedule in date order, as notices draw from it; beyond the schedule, its last date); otherwise the line's.
 */
const receiptDue = sql<string>`coalesce(
  (select ${sl.promisedDate} from ${purchaseOrderScheduleLines} ${sl} where ${sl.lineId} = ${rl.poLineId}
    and (select sum(${upTo.qty}) from ${purchaseOrderScheduleLines} ${upTo} where ${upTo.lineId} = ${sl.lineId}
      and (${upTo.promisedDate}, ${upTo.seq}) <= (${sl.promisedDate}, ${sl.seq})) > ${receivedBefore}
    order by ${sl.promisedDate}, ${sl.seq} limit 1),
  (select max(${sl.promisedDate}) from ${purchaseOrderScheduleLines} ${sl} where ${sl.lineId} = ${rl.poLineId}),
  ${due})`;
/**
 * A column the drill-down shows and the snapshot does not count, read by key rather than joined: PostgreSQL drops
 * an unused output of a subquery, so counting the lines never reads it, but it cannot drop a join.
 */
function described<C extends AnyPgColumn>(column: C, key: AnyPgColumn, by: AnyPgColumn, as: string) {
  return sql<C["_"]["data"]>`(select ${column} from ${column.table} where ${key} = ${by})`.as(as);
}

/** The month ("yyyy-mm-01") a line counts in: of a business day, or of an instant in the company's zone. */
const monthOfDay = (day: unknown) => sql<string>`to_char(${day}, 'YYYY-MM-01')`.as("month");
const monthOfInstant = (at: unknown, w: ScoreWindow) => sql<string>`to_char(${at} at time zone ${w.timeZone}, 'YYYY-MM-01')`.as("month");

/**
 * The lines behind every measure: the snapshot counts them (compute.ts) and the drill-down lists them, so a figure
 * and the lines under it come from one query. `only` narrows to one supplier.
 */
export function receiptLines(db: Db, w: ScoreWindow, only?: number) {
  return db
    .select({
      supplierId: r.supplierId, month: monthOfDay(r.recdate), recno: r.recno, noticeNo: described(deliveryNotices.noticeNo, deliveryNotices.id, deliveryNoticeLines.noticeId, "notice_no"), pono: l.pono, lineNo: l.lineNo, itemno: l.itemno,
      recdate: sql<string>`${r.recdate}::text`.as("recdate"),
      due: sql<string>`${receiptDue}::text`.as("due"),
      onTime: sql<boolean>`${r.recdate} <= ${receiptDue}`.as("on_time"),
      daysLate: sql<number>`greatest(${r.recdate} - ${receiptDue}, 0)`.as("days_late"),
      recqty: rl.recqty, rejectqty: rl.rejectqty, thisQty: deliveryNoticeLines.thisQty,
      asnExact: sql<boolean>`${rl.recqty} = ${deliveryNoticeLines.thisQty}`.as("asn_exact"),
    })
    .from(rl)
    .innerJoin(r, eq(r.id, rl.receiptId))
    .innerJoin(l, eq(l.id, rl.poLineId))
    .innerJoin(deliveryNoticeLines, eq(deliveryNoticeLines.id, rl.noticeLineId))
    .leftJoin(cf, eq(cf.lineId, rl.poLineId))
    .where(and(eq(r.companyId, w.companyId), gte(r.recdate, w.month), lt(r.recdate, w.next), of(r.supplierId, only)));
}

export function dueLines(db: Db, w: ScoreWindow, only?: number) {
  const byDue = sql<string>`coalesce((select sum(${rl.recqty}) from ${rl} inner join ${r} on ${r.id} = ${rl.receiptId}
    where ${rl.poLineId} = ${l.id} and ${r.recdate} <= ${due}), 0)`;
  return db
    .select({
      supplierId: l.supplierId, month: monthOfDay(due), pono: l.pono, lineNo: l.lineNo, itemno: l.itemno, payqty: l.payqty,
      due: sql<string>`${due}::text`.as("due"),
      receivedByDue: sql<string>`${byDue}::text`.as("received_by_due"),
      full: sql<boolean>`${byDue} >= ${l.payqty}`.as("full"),
    })
    .from(l)
    .leftJoin(cf, eq(cf.lineId, l.id))
    .where(and(eq(l.companyId, w.companyId), ne(l.receiveStatus, "rejected"), of(l.supplierId, only),
      sql`${due} >= ${w.month}::date and ${due} < ${w.next}::date and ${due} < ${w.today}::date`));
}

export function deductionLines(db: Db, w: ScoreWindow, only?: number) {
  const b = deductionBills;
  return db
    .select({ supplierId: b.supplierId, month: monthOfDay(b.billDate), billNo: b.billNo, billDate: sql<string>`${b.billDate}::text`.as("bill_date"), amount: b.amount, status: b.status })
    .from(b)
    .where(and(eq(b.companyId, w.companyId), ne(b.status, "withdrawn"), gte(b.billDate, w.month), lt(b.billDate, w.next), of(b.supplierId, only)));
}

export function confirmationLines(db: Db, w: ScoreWindow, only?: number) {
  const hours = sql<string>`extract(epoch from (${cf.confirmedAt} - ${o.createdAt})) / 3600`;
  return db
    .select({
      supplierId: o.supplierId, month: monthOfInstant(cf.confirmedAt, w), pono: o.pono,
      lineNo: described(l.lineNo, l.id, cf.lineId, "line_no"), itemno: described(l.itemno, l.id, cf.lineId, "itemno"), confirmedAt: cf.confirmedAt,
      hours: sql<string>`${hours}`.as("hours"),
      within: sql<boolean>`${hours} <= ${responsiveHours}`.as("within"),
    })
    .from(cf)
    .innerJoin(o, eq(o.id, cf.orderId))
    .where(and(eq(o.companyId, w.companyId), gte(cf.confirmedAt, w.from), lt(cf.confirmedAt, w.to), of(o.supplierId, only)));
}

/** Order lines of the month against their valid price record, chosen as the price review chooses it (purchase-order/price-check.ts). */
export function pricedLines(db: Db, w: ScoreWindow, only?: number) {
  const record = db
    .select({ price: pr.unitPrice })
    .from(pr)
    .where(and(eq(pr.companyId, l.companyId), eq(pr.supplierId, l.supplierId), eq(pr.itemno, l.itemno), eq(pr.currency, o.currency),
      sql`${l.podate} between ${pr.validFrom} and ${pr.validTo}`))
    .orderBy(desc(sql`${pr.unitPrice} = ${l.dj}`), desc(pr.validFrom), desc(pr.id))
    .limit(1)
    .as("record");
  return db
    .select({
      supplierId: l.supplierId, month: monthOfDay(l.podate), pono: l.pono, lineNo: l.lineNo, itemno: l.itemno, podate: sql<string>`${l.podate}::text`.as("podate"),
      dj: l.dj, recordPrice: sql<string | null>`${record.price}::text`.as("record_price"), amount: l.amount,
      above: sql<boolean>`coalesce(${l.dj} > ${record.price}, false)`.as("above"),
    })
    .from(l)
    .innerJoin(o, eq(o.id, l.orderId))
    .leftJoinLateral(record, sql`true`)
    .where(and(eq(l.companyId, w.companyId), gte(l.podate, w.month), lt(l.podate, w.next), of(l.supplierId, only)));
}

export function statementLines(db: Db, w: ScoreWindow, only?: number) {
  const sl = reconciliationStatementLines;
  const disputes = db.selectDistinct({ statementId: sl.statementId }).from(sl).where(ne(sl.dispute, "none")).as("disputes");
  return db
    .select({
      supplierId: st.supplierId, month: monthOfInstant(st.confirmedAt, w), statementNo: st.statementNo, confirmedAt: st.confirmedAt,
      disputed: sql<boolean>`${disputes.statementId} is not null`.as("disputed"),
    })
    .from(st)
    .leftJoin(disputes, eq(disputes.statementId, st.id))
    .where(and(eq(st.companyId, w.companyId), eq(st.status, "confirmed"), gte(st.confirmedAt, w.from), lt(st.confirmedAt, w.to), of(st.supplierId, only)));
}
