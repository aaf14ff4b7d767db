import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import { computeMonths } from "@/services/erp-purchase/supplier-score/compute";
import { addMonths, monthOf } from "@/services/erp-purchase/supplier-score/months";
import { businessDate } from "@/lib/business-time";
import { fromUnits } from "@/lib/contracts/decimal";
import { itemCatalogue } from "./purchase-items";
import { dayFrom, lineQuantities, orderValues } from "./purchase";
import { purchaseDocuments, type Placed } from "./purchase-documents";
import type { PlanLine, PlanOrder } from "./purchase-plan";
import type { Prng } from "./prng";

/**
 * Three demo suppliers of company 1 with 24 months of history for the scorecard, each visibly different: 1001 delivers
 * on time and in full, 1002 slips from good to poor over the two years, 1003 buys nothing for seven months.
 * `bad` is how likely a line goes wrong in a month `k` months before the seed's.
 */
const profiles: Array<{ venNo: string; bad: (k: number) => number; idle?: (k: number) => boolean }> = [
  { venNo: "1001", bad: () => 0.03 },
  { venNo: "1002", bad: (k) => 0.05 + 0.6 * ((23 - k) / 22) },
  { venNo: "1003", bad: () => 0.2, idle: (k) => k >= 8 && k <= 14 },
];
const companyId = 1;
/** Document numbers of the history start here, past those of the demo orders. */
const numberFrom = 900_000;

function historyLine(rand: Prng, lineNo: number, podateOffset: number, bad: number): PlanLine {
  const item = rand.pick(itemCatalogue.paper!);
  const payqty = rand.int(10, 60) * 10;
  const dj = BigInt(Math.round(item.price[0] * 10_000)) * 100n;
  const hsdj = (dj * 113n + 50n) / 100n;
  const late = rand.next() < bad;
  const short = rand.next() < bad * 0.6;
  const received = short ? payqty - 10 : payqty;
  const rejected = rand.next() < bad ? Math.ceil(received * (0.02 + bad * 0.1)) : 0;
  return {
    lineNo, itemno: item.itemno, itemdesc: item.itemdesc, specs: item.specs, packunit: item.packunit, locTypeName: item.locTypeName,
    gsm: item.gsm ? `${item.gsm}.00` : null, tonnageprice: null, payqty, focqty: 0,
    dj: fromUnits(dj, 6), hsdj: fromUnits(hsdj, 6), amount: fromUnits(((BigInt(payqty) * hsdj + 5_000n) / 10_000n) * 10_000n, 2),
    // the receipt is booked five days after the order (seed/purchase-documents.ts): a late line was promised for two
    deldateOffset: podateOffset + 10, noticed: payqty, received, rejected, instore: received - rejected,
    completeStatus: received - rejected >= payqty ? "completed" : "open",
    confirmation: { decision: "accept", qty: payqty, dateOffset: podateOffset + (late ? 2 : 7), reason: null },
  };
}

/**
 * Orders, confirmations, notices and receipts of the 23 closed months before the seed's, through the same inserts as
 * the demo orders, then every month's snapshot computed from them: the cards trace to real lines.
 */
export async function seedScoreHistory(db: Db, rand: Prng, now = new Date()): Promise<void> {
  const [{ today } = { today: "" }] = await rows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  const day = dayFrom(today);
  const offsetOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const [company] = await db.select({ timeZone: s.companies.timeZone, code: s.companies.code }).from(s.companies).where(eq(s.companies.id, companyId));
  const supplierRows = await db.select({ id: s.suppliers.id, venNo: s.suppliers.venNo }).from(s.suppliers)
    .where(inArray(s.suppliers.venNo, profiles.map((p) => p.venNo)));
  const supplierId = new Map(supplierRows.map((r) => [r.venNo, r.id]));
  const open = monthOf(businessDate(now, company!.timeZone));
  const plan: PlanOrder[] = [];
  /** Per order, hours from its issue to the confirmation two days later at 06:00 UTC: under 48 for a good month. */
  const issuedBefore: number[] = [];
  for (let k = 23; k >= 1; k--) {
    const month = addMonths(open, -k);
    for (const p of profiles) {
      if (p.idle?.(k)) continue;
      const bad = p.bad(k);
      for (let n = 0; n < 2; n++) {
        const podateOffset = offsetOf(`${month.slice(0, 8)}${String(4 + n * 10).padStart(2, "0")}`);
        plan.push({
          companyId, venNo: p.venNo, pono: `${company!.code}SC${p.venNo}${month.slice(2, 4)}${month.slice(5, 7)}${n + 1}`, podateOffset,
          buyer: "王采购", subcompany: "SZ01", poType: "standard", isSend: true, currency: "CNY", opPerson: "张敏",
          receiveStatus: "received", rejectReason: null, auditStatus: "audited", priceReviewStatus: "done",
          lines: Array.from({ length: 3 }, (_, i) => historyLine(rand, i + 1, podateOffset, bad)), collection: null,
        });
        issuedBefore.push(rand.next() < bad ? 60 : 20);
      }
    }
  }
  await db.transaction(async (tx) => {
    const orderIds = await tx.insert(s.purchaseOrders).values(plan.map((o) => orderValues(o, supplierId.get(o.venNo)!, day))).returning({ id: s.purchaseOrders.id });
    const lineValues = plan.flatMap((o, i) => o.lines.map((l) => ({ order: o, orderId: orderIds[i]!.id, line: l })));
    const lineIds = await tx.insert(s.purchaseOrderLines).values(lineValues.map(({ order, orderId, line }) => ({
      orderId, lineNo: line.lineNo, companyId, supplierId: supplierId.get(order.venNo)!, pono: order.pono, podate: day(order.podateOffset),
      receiveStatus: order.receiveStatus, auditStatus: order.auditStatus, isSend: order.isSend, itemno: line.itemno, itemdesc: line.itemdesc,
      specs: line.specs, packunit: line.packunit, locTypeName: line.locTypeName, payqty: `${line.payqty}.0000`, focqty: "0.0000",
      hsdj: line.hsdj, dj: line.dj, amount: line.amount, gsm: line.gsm, tonnageprice: null, reqno: `RQ${order.pono.slice(-6)}-${line.lineNo}`,
      completeStatus: line.completeStatus, deldate: day(line.deldateOffset), ...lineQuantities(line),
    }))).returning({ id: s.purchaseOrderLines.id });
    const placed: Placed[] = lineValues.map((v, i) => ({ ...v, lineId: lineIds[i]!.id, supplierId: supplierId.get(v.order.venNo)! }));
    await purchaseDocuments(tx, placed, orderIds.map((o) => o.id), plan, supplierId, day, numberFrom);
    for (const [i, o] of plan.entries()) {
      const confirmed = new Date(`${day(o.podateOffset + 2)}T06:00:00Z`);
      await tx.update(s.purchaseOrders).set({ createdAt: new Date(confirmed.getTime() - issuedBefore[i]! * 3_600_000) })
        .where(and(eq(s.purchaseOrders.id, orderIds[i]!.id), eq(s.purchaseOrders.companyId, companyId)));
    }
    await computeMonths(tx, companyId, addMonths(open, -23), 24, now);
  });
}
