import { and, eq, sql } from "drizzle-orm";
import { addBusinessDays, businessDate, instantOfZoned } from "@/lib/business-time";
import { defaultScoreThresholds, type ScoreWeights } from "@/lib/contracts/erp-purchase/supplier-score";
import { getDb, type Db } from "@/services/db/client";
import {
  deductionBills, deliveryNoticeLines, deliveryNotices, goodsReceiptLines, goodsReceipts, priceRecords, purchaseOrderConfirmations,
  purchaseOrderLines, purchaseOrderScheduleLines, purchaseOrders, reconciliationStatementLines, reconciliationStatements, scoreSnapshots,
} from "@/services/db/schema";
import type { Prng } from "@/services/db/seed/prng";
import { addMonths, computeMonth } from "@/services/erp-purchase/supplier-score/compute";
import { gradeOf, scoreOf } from "@/services/erp-purchase/supplier-score/grade";
import { rows } from "@/services/db/rows";
import { unique } from "./fixtures";

/**
 * The supplier scorecard tests' world (issue 37): random activity written through the schema, and what a snapshot must
 * say, computed in plain code from the rows the test wrote.
 */
export const timeZone = "Asia/Shanghai";
export const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rows<T>(await getDb(), q))[0]!;
export const pgUrl = process.env.TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

export async function makeCompany(db: Db): Promise<number> {
  const id = Number((await one<{ id: number }>(sql`select coalesce(max(id), 0) + 1 + (random() * 1000)::int as id from companies`)).id);
  await db.execute(sql`insert into companies (id, code, account_name, time_zone) values (${id}, ${`SC${id}`}, ${`Score ${id}`}, ${timeZone})`);
  return id;
}
export const makeSupplier = async () => Number((await one<{ id: number }>(sql`insert into suppliers (ven_no, name, short_name, category)
  values (${`S${unique()}`}, 'Score supplier', 'Score', 'paper') returning id`)).id);

export const at = (day: string, minutes: number) => new Date(new Date(instantOfZoned(`${day} 00:00`, timeZone)!).getTime() + minutes * 60_000);
const dayIn = (rand: Prng, month: string) => addBusinessDays(month, rand.int(0, Number(new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate()) - 1));

interface Line { id: number; supplierId: number; podate: string; deldate: string; createdAt: Date; itemno: string; payqty: number; dj: number; amount: number;
  promised: string | null; confirmedAt: Date | null; schedule: Array<{ qty: number; date: string }>; receipts: Receipt[] }
interface Receipt { recdate: string; thisQty: number; recqty: number; rejectqty: number }
export interface Raw {
  lines: Line[];
  records: Array<{ id: number; supplierId: number; itemno: string; price: number; validFrom: string; validTo: string }>;
  bills: Array<{ supplierId: number; billDate: string; amount: number; status: "issued" | "confirmed" | "withdrawn" }>;
  statements: Array<{ supplierId: number; confirmedAt: Date | null; disputed: boolean }>;
}

/** Random activity of each supplier over `months` (a supplier's `months` limits where its orders fall). */
export async function writeActivity(db: Db, rand: Prng, companyId: number, plan: Array<{ supplierId: number; months: string[]; orders: number }>): Promise<Raw> {
  const raw: Raw = { lines: [], records: [], bills: [], statements: [] };
  const issuer = Number((await one<{ id: number }>(sql`select min(id) as id from users`)).id);
  const processingOrderId = Number((await one<{ id: number }>(sql`select min(id) as id from processing_orders`)).id);
  for (const p of plan) {
    const first = p.months[0]!;
    for (const r of [
      { itemno: "P1", price: 10, validFrom: addMonths(first, -6), validTo: addMonths(first, 24) },
      { itemno: "P1", price: 11, validFrom: addMonths(first, 2), validTo: addMonths(first, 24) },
      { itemno: "P2", price: 11, validFrom: first, validTo: addBusinessDays(addMonths(first, 2), 9) },
    ]) {
      const [row] = await db.insert(priceRecords).values({ companyId, supplierId: p.supplierId, itemno: r.itemno, itemdesc: r.itemno, unitPrice: String(r.price),
        taxPrice: String(r.price), currency: "CNY", validFrom: r.validFrom, validTo: r.validTo }).returning({ id: priceRecords.id });
      raw.records.push({ id: row!.id, supplierId: p.supplierId, ...r });
    }
    for (let n = 0; n < p.orders; n++) {
      const month = rand.pick(p.months);
      const podate = dayIn(rand, month);
      const createdAt = at(podate, rand.int(0, 20 * 10) * 6);
      const [order] = await db.insert(purchaseOrders).values({ companyId, supplierId: p.supplierId, pono: `SC${unique()}`, podate, buyer: "score", currency: "CNY", createdAt })
        .returning({ id: purchaseOrders.id, pono: purchaseOrders.pono });
      const lineCount = rand.int(1, 3);
      for (let lineNo = 1; lineNo <= lineCount; lineNo++) {
        const itemno = rand.pick(["P1", "P2", "P3"]);
        const payqty = rand.int(1, 60);
        const dj = rand.pick([10, 11, 12]);
        const deldate = addBusinessDays(podate, rand.int(0, 25));
        const [line] = await db.insert(purchaseOrderLines).values({
          orderId: order!.id, lineNo, companyId, supplierId: p.supplierId, pono: order!.pono, podate, itemno, itemdesc: itemno,
          payqty: String(payqty), dj: String(dj), amount: String(payqty * dj), deldate,
        }).returning({ id: purchaseOrderLines.id });
        const l: Line = { id: line!.id, supplierId: p.supplierId, podate, deldate, createdAt, itemno, payqty, dj, amount: payqty * dj, promised: null, confirmedAt: null, schedule: [], receipts: [] };
        if (rand.next() < 0.7) {
          l.promised = addBusinessDays(deldate, rand.int(-4, 6));
          // Whole tenths of an hour, 48 h exactly now and then: the median and the 48-hour mark are exact.
          l.confirmedAt = new Date(createdAt.getTime() + (rand.next() < 0.15 ? 48 * 60 : rand.int(1, 1_000) * 6) * 60_000);
          await db.insert(purchaseOrderConfirmations).values({ lineId: l.id, orderId: order!.id, decision: "accept", promisedDate: l.promised, promisedQty: String(payqty), confirmedAt: l.confirmedAt });
          // Now and then answered with two schedule lines (the second short of the rest now and then): receipts are due by them.
          if (payqty >= 2 && rand.next() < 0.35) {
            const first = rand.int(1, payqty - 1);
            l.schedule = [{ qty: first, date: l.promised }, { qty: rand.int(1, payqty - first), date: addBusinessDays(l.promised, rand.int(3, 20)) }];
            await db.insert(purchaseOrderScheduleLines).values(l.schedule.map((x, i) => ({ lineId: l.id, orderId: order!.id, seq: i + 1, qty: String(x.qty), promisedDate: x.date })));
          }
        }
        const deliveries = rand.next() < 0.75 ? rand.int(1, 2) : 0;
        for (let k = 0; k < deliveries; k++) {
          const thisQty = k === 0 && rand.next() < 0.7 ? payqty : rand.int(1, payqty);
          const recqty = rand.next() < 0.8 ? thisQty : rand.int(0, thisQty);
          const recdate = addBusinessDays(l.promised ?? deldate, rand.int(-4, 6));
          const rc = { recdate: recdate < podate ? podate : recdate, thisQty, recqty, rejectqty: rand.int(0, Math.min(3, recqty)) };
          const [notice] = await db.insert(deliveryNotices).values({ companyId, supplierId: p.supplierId, noticeNo: `SN${unique()}`, status: "received", requiredDept: "PUR",
            requiredDate: deldate, deliveryNo: `SD${unique()}`, receiveAddress: "dock", storageLocation: "WH1" }).returning({ id: deliveryNotices.id });
          const [nl] = await db.insert(deliveryNoticeLines).values({ noticeId: notice!.id, lineNo: 1, poLineId: l.id, thisQty: String(thisQty), valuation: "0" })
            .returning({ id: deliveryNoticeLines.id });
          const [receipt] = await db.insert(goodsReceipts).values({ companyId, supplierId: p.supplierId, noticeId: notice!.id, recno: `SR${unique()}`, recdate: rc.recdate })
            .returning({ id: goodsReceipts.id });
          await db.insert(goodsReceiptLines).values({ receiptId: receipt!.id, seqno: 1, noticeLineId: nl!.id, poLineId: l.id, recqty: String(recqty), rejectqty: String(rc.rejectqty) });
          l.receipts.push(rc);
        }
        raw.lines.push(l);
      }
    }
    for (let n = 0; n < p.orders / 3; n++) {
      const b = { supplierId: p.supplierId, billDate: dayIn(rand, rand.pick(p.months)), amount: rand.int(1, 500), status: rand.pick(["issued", "confirmed", "withdrawn"] as const) };
      await db.insert(deductionBills).values({ companyId, supplierId: p.supplierId, billNo: `SK${unique()}`, billDate: b.billDate, reasonCategory: "other", processingOrderId,
        amount: String(b.amount), description: "score", issuedBy: issuer, status: b.status });
      raw.bills.push(b);
    }
    for (let n = 0; n < p.orders / 3; n++) {
      // Confirmed in the first or last hour of a business day now and then: the month is the company's, not UTC's.
      const confirmed = rand.next() < 0.8;
      const confirmedAt = confirmed ? at(dayIn(rand, rand.pick(p.months)), rand.pick([0, 30, 23 * 60 + 59, rand.int(0, 1439)])) : null;
      const disputed = rand.next() < 0.3;
      const [s] = await db.insert(reconciliationStatements).values({ companyId, supplierId: p.supplierId, statementNo: `SS${unique()}`, statementDate: first, periodFrom: first,
        periodTo: first, status: confirmed ? "confirmed" : "sent", confirmedAt }).returning({ id: reconciliationStatements.id });
      await db.insert(reconciliationStatementLines).values([1, 2].map((seqno) => ({ statementId: s!.id, seqno, dispute: disputed && seqno === 2 ? "rejected" as const : "none" as const })));
      raw.statements.push({ supplierId: p.supplierId, confirmedAt, disputed });
    }
  }
  return raw;
}

/**
 * The day each receipt of a line was due: on a scheduled line, the schedule line it fills (in receipt-day order,
 * then the order they were written; beyond the schedule, its last date); otherwise the promised or requested day.
 */
function receiptDues(l: Line): Map<Receipt, string> {
  const dues = new Map<Receipt, string>();
  let before = 0;
  for (const { r } of l.receipts.map((r, i) => ({ r, i })).sort((a, b) => a.r.recdate.localeCompare(b.r.recdate) || a.i - b.i)) {
    let upTo = 0;
    const filled = l.schedule.find((x) => (upTo += x.qty) > before);
    dues.set(r, filled?.date ?? l.schedule.at(-1)?.date ?? l.promised ?? l.deldate);
    before += r.recqty;
  }
  return dues;
}

/** What a snapshot must say, from the raw rows alone. */
export function naive(raw: Raw, supplierId: number, month: string, now: Date, weights: ScoreWeights) {
  const next = addMonths(month, 1);
  const inMonth = (day: string) => day >= month && day < next;
  const instantIn = (t: Date) => inMonth(businessDate(t, timeZone));
  const today = businessDate(now, timeZone);
  const lines = raw.lines.filter((l) => l.supplierId === supplierId);
  const received = lines.flatMap((l) => {
    const due = receiptDues(l);
    return l.receipts.filter((r) => inMonth(r.recdate)).map((r) => ({ ...r, due: due.get(r)! }));
  });
  const daysBetween = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
  const late = received.filter((r) => r.recdate > r.due);
  const dueLines = lines.filter((l) => inMonth(l.promised ?? l.deldate) && (l.promised ?? l.deldate) < today);
  const full = dueLines.filter((l) => l.receipts.filter((r) => r.recdate <= (l.promised ?? l.deldate)).reduce((s, r) => s + r.recqty, 0) >= l.payqty);
  const receivedQty = received.reduce((s, r) => s + r.recqty, 0);
  const bills = raw.bills.filter((b) => b.supplierId === supplierId && b.status !== "withdrawn" && inMonth(b.billDate));
  const confirmed = lines.filter((l) => l.confirmedAt && instantIn(l.confirmedAt)).map((l) => (l.confirmedAt!.getTime() - l.createdAt.getTime()) / 60_000).sort((a, b) => a - b);
  const mid = confirmed.length / 2;
  const medianMinutes = confirmed.length % 2 ? confirmed[Math.floor(mid)]! : (confirmed[mid - 1]! + confirmed[mid]!) / 2;
  const priced = lines.filter((l) => inMonth(l.podate));
  const above = priced.filter((l) => {
    const valid = raw.records.filter((r) => r.supplierId === supplierId && r.itemno === l.itemno && r.validFrom <= l.podate && l.podate <= r.validTo);
    if (!valid.length || valid.some((r) => r.price === l.dj)) return false;
    const latest = valid.sort((a, b) => (b.validFrom.localeCompare(a.validFrom)) || b.id - a.id)[0]!;
    return l.dj > latest.price;
  });
  const total = priced.reduce((s, l) => s + l.amount, 0);
  const statements = raw.statements.filter((s) => s.supplierId === supplierId && s.confirmedAt && instantIn(s.confirmedAt));
  const none = (n: number) => (n === 0 ? null : n);
  const expected = {
    onTimeNum: received.length ? received.length - late.length : null, onTimeDen: none(received.length),
    lateDays: received.length ? late.reduce((s, r) => s + daysBetween(r.recdate, r.due), 0) : null,
    inFullNum: dueLines.length ? full.length : null, inFullDen: none(dueLines.length),
    rejectedQty: receivedQty ? received.reduce((s, r) => s + r.rejectqty, 0) : null, receivedQty: none(receivedQty),
    deductionCount: bills.length, deductionAmount: bills.reduce((s, b) => s + b.amount, 0),
    asnNum: received.length ? received.filter((r) => r.recqty === r.thisQty).length : null, asnDen: none(received.length),
    confirmNum: confirmed.length ? confirmed.filter((m) => m <= 48 * 60).length : null, confirmDen: none(confirmed.length),
    confirmMedianHours: confirmed.length ? Math.round((medianMinutes / 60) * 100) / 100 : null,
    priceAboveAmount: total ? above.reduce((s, l) => s + l.amount, 0) : null, priceTotalAmount: none(total),
    invoiceNum: statements.length ? statements.filter((s) => !s.disputed).length : null, invoiceDen: none(statements.length),
  };
  const ratio = (n: number | null, d: number | null) => (n === null || d === null ? null : n / d);
  const score = scoreOf({
    onTime: ratio(expected.onTimeNum, expected.onTimeDen), inFull: ratio(expected.inFullNum, expected.inFullDen),
    quality: expected.receivedQty === null ? null : 1 - expected.rejectedQty! / expected.receivedQty,
    asn: ratio(expected.asnNum, expected.asnDen), responsiveness: ratio(expected.confirmNum, expected.confirmDen),
    price: expected.priceTotalAmount === null ? null : 1 - expected.priceAboveAmount! / expected.priceTotalAmount, invoice: ratio(expected.invoiceNum, expected.invoiceDen),
  }, weights);
  return { ...expected, score, grade: gradeOf(score, defaultScoreThresholds) };
}

export async function snapshotsOf(db: Db, companyId: number, month: string) {
  const found = await db.select().from(scoreSnapshots).where(and(eq(scoreSnapshots.companyId, companyId), eq(scoreSnapshots.month, month)));
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return new Map(found.map((s) => [s.supplierId, { weights: s.weights, computedAt: s.computedAt, figures: {
    onTimeNum: s.onTimeNum, onTimeDen: s.onTimeDen, lateDays: s.lateDays, inFullNum: s.inFullNum, inFullDen: s.inFullDen,
    rejectedQty: num(s.rejectedQty), receivedQty: num(s.receivedQty), deductionCount: s.deductionCount, deductionAmount: Number(s.deductionAmount),
    asnNum: s.asnNum, asnDen: s.asnDen, confirmNum: s.confirmNum, confirmDen: s.confirmDen, confirmMedianHours: num(s.confirmMedianHours),
    priceAboveAmount: num(s.priceAboveAmount), priceTotalAmount: num(s.priceTotalAmount), invoiceNum: s.invoiceNum, invoiceDen: s.invoiceDen,
    score: num(s.score), grade: s.grade,
  } }]));
}

export const compute = (db: Db, companyId: number, month: string, now: Date) => db.transaction((tx) => computeMonth(tx, companyId, month, now));
