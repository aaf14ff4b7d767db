import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import { purchasePlan, type PlanLine, type PlanOrder } from "./purchase-plan";
import { chunked, orderTotal, purchaseDocuments } from "./purchase-documents";
import type { Prng } from "./prng";
import { fromUnits, toUnits } from "@/lib/contracts/decimal";

const q = (n: number) => `${n}.0000`;

export function dayFrom(today: string) {
  return (offset: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
}

/** What a line's notice and receipt leave on the PO line (the same bookkeeping as the service). */
export function lineQuantities(l: PlanLine) {
  const passed = l.received - l.rejected;
  const sent = l.received > 0 ? passed : l.noticed;
  return { sentQty: q(sent), remainQty: q(l.payqty - sent), recqty: q(l.received), rejectqty: q(l.rejected), instoreqty: q(l.instore),
    recfocqty: q(l.received > 0 ? l.focqty : 0) };
}

/** The demo purchasing data: orders and lines, confirmations, notices, receipts and collection orders. */
export async function seedPurchase(db: Db, rand: Prng): Promise<void> {
  const [{ today } = { today: "" }] = await rows<{ today: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  const day = dayFrom(today);
  const supplierRows = await db.select({ id: s.suppliers.id, venNo: s.suppliers.venNo, category: s.suppliers.category }).from(s.suppliers)
    .where(inArray(s.suppliers.venNo, Array.from({ length: 24 }, (_, i) => String(1001 + i)))).orderBy(s.suppliers.venNo);
  const supplierId = new Map(supplierRows.map((r) => [r.venNo, r.id]));
  const companies = await db.select({ id: s.companies.id, code: s.companies.code, timeZone: s.companies.timeZone }).from(s.companies).orderBy(s.companies.id);
  const plan = purchasePlan(rand, supplierRows, companies);
  await db.transaction(async (tx) => {
    const orderIds = await chunked(plan, 500, (chunk) =>
      tx.insert(s.purchaseOrders).values(chunk.map((o) => orderValues(o, supplierId.get(o.venNo)!, day))).returning({ id: s.purchaseOrders.id }),
    );
    const lineValues = plan.flatMap((o, i) => o.lines.map((l) => ({ order: o, orderId: orderIds[i]!.id, line: l })));
    const lineIds = await chunked(lineValues, 500, (chunk) =>
      tx.insert(s.purchaseOrderLines).values(chunk.map(({ order, orderId, line }) => ({
        orderId, lineNo: line.lineNo, companyId: order.companyId, supplierId: supplierId.get(order.venNo)!, pono: order.pono,
        podate: order.podate ?? day(order.podateOffset), receiveStatus: order.receiveStatus, auditStatus: order.auditStatus, isSend: order.isSend,
        itemno: line.itemno, itemdesc: line.itemdesc, specs: line.specs, packunit: line.packunit, locTypeName: line.locTypeName,
        payqty: q(line.payqty), focqty: q(line.focqty), hsdj: line.hsdj, dj: line.dj, amount: line.amount, gsm: line.gsm,
        tonnageprice: line.tonnageprice, reqno: `RQ${order.pono.slice(-6)}-${line.lineNo}`, completeStatus: line.completeStatus,
        deldate: day(line.deldateOffset), ...lineQuantities(line),
      }))).returning({ id: s.purchaseOrderLines.id }),
    );
    const placed = lineValues.map((v, i) => ({ ...v, lineId: lineIds[i]!.id, supplierId: supplierId.get(v.order.venNo)! }));
    await purchaseDocuments(tx, placed, orderIds.map((o) => o.id), plan, supplierId, day);
    const reasons = priceReviewReasons(placed, day);
    if (reasons.length) await tx.insert(s.priceRecords).values(reasons);
  });
}

const below = (price: string) => fromUnits((toUnits(price) * 95n) / 100n, 6);

/**
 * Price records behind the pending price reviews of demo supplier 1001 in companies 1 and 2, so the review
 * shows each kind of reason: line 1 ordered 5 % above its record, line 2 at its record, the others without one.
 */
function priceReviewReasons(placed: Array<{ order: PlanOrder; line: PlanLine; supplierId: number }>, day: (offset: number) => string) {
  return placed
    .filter(({ order, line }) => order.venNo === "1001" && order.companyId <= 2 && order.priceReviewStatus === "pending"
      && order.receiveStatus === "not_received" && line.lineNo <= 2)
    .map(({ order, line, supplierId }) => ({
      companyId: order.companyId, supplierId, itemno: line.itemno, itemdesc: line.itemdesc, currency: order.currency,
      unitPrice: line.lineNo === 1 ? below(line.dj) : line.dj, taxPrice: line.lineNo === 1 ? below(line.hsdj) : line.hsdj,
      validFrom: day(order.podateOffset - 30), validTo: day(order.podateOffset + 335),
    }));
}

export function orderValues(o: PlanOrder, supplierId: number, day: (offset: number) => string) {
  const decided = o.receiveStatus !== "not_received";
  return {
    companyId: o.companyId, supplierId, pono: o.pono, podate: o.podate ?? day(o.podateOffset), buyer: o.buyer, subcompany: o.subcompany,
    poType: o.poType, isSend: o.isSend, currency: o.currency, opPerson: o.opPerson, receiveStatus: o.receiveStatus,
    rejectReason: o.rejectReason, auditStatus: o.auditStatus, priceReviewStatus: o.priceReviewStatus,
    // accepted early the next business morning (07:30 in Shenzhen): the UTC day is a day behind, on purpose
    receivedAt: o.receiveStatus === "received" ? new Date(`${day(o.podateOffset)}T23:30:00Z`) : null,
    totalAmount: orderTotal(o),
    remark: decided ? "" : "请尽快确认 Please confirm soon",
  };
}
