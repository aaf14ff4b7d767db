import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { decSub } from "@/lib/contracts/decimal";
import type { PurchaseOrderDetail, PurchaseOrderLine, ScheduleLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { isoOf } from "@/services/core/sql";
import { purchaseOrderConfirmations, purchaseOrderLines, purchaseOrders, purchaseOrderScheduleLines, suppliers, users } from "@/services/db/schema";
import { lineFields } from "./line-fields";
import { priceCheck } from "./price-check";
import { drawSchedule } from "./schedule";
import type { Locale } from "@/lib/i18n/locales";
import { dictionaryLabels } from "@/services/core/dictionary-labels";

const o = purchaseOrders;
const s = suppliers;
const ru = alias(users, "ru");
const l = purchaseOrderLines;
const c = purchaseOrderConfirmations;
const cu = alias(users, "cu");
const au = alias(users, "au");

/** The order if it is in the caller's scope; otherwise 404, the same answer as for a missing one. */
export async function requireOrder(db: Db, scope: Scope, id: number) {
  const [order] = await db.select({
    id: o.id, pono: o.pono, podate: o.podate, venno: s.venNo, vensname: s.shortName, venname: s.name, username: o.buyer, subcompanyid: o.subcompany,
    currency: o.currency, poType: o.poType, isSend: o.isSend, remark: o.remark, opPerson: o.opPerson, receiveStatus: o.receiveStatus,
    rejectReason: o.rejectReason, auditStatus: o.auditStatus, priceReviewStatus: o.priceReviewStatus, receivedBy: ru.name,
    receivedAt: isoOf(o.receivedAt), totalAmount: o.totalAmount, createdAt: isoOf(o.createdAt), modifiedAt: isoOf(o.modifiedAt),
  }).from(o).innerJoin(s, eq(s.id, o.supplierId)).leftJoin(ru, eq(ru.id, o.receivedBy))
    .where(and(eq(o.id, id), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`)));
  if (!order) throw notFound();
  return order;
}

const lineColumns = {
  ...lineFields,
  decision: c.decision, promisedDate: c.promisedDate, promisedQty: c.promisedQty, reason: c.reason, confirmedBy: cu.name,
  confirmedAt: isoOf(c.confirmedAt), dateDiffDays: sql<number>`(${c.promisedDate} - ${l.deldate})`, answer: c.answer,
  answerReason: c.answerReason, answeredBy: au.name, answeredAt: isoOf(c.answeredAt),
};

function lineOf(r: Awaited<ReturnType<typeof orderLines>>[number], schedule: ScheduleLine[]): PurchaseOrderLine {
  const { decision, promisedDate, promisedQty, reason, confirmedBy, confirmedAt, dateDiffDays, answer, answerReason, answeredBy, answeredAt, ...line } = r;
  return {
    ...line,
    confirmation: decision !== null
      ? {
          decision, promisedDate: promisedDate!, promisedQty: promisedQty!, reason, confirmedBy, confirmedAt,
          qtyDiff: decSub(line.payqty, promisedQty!), dateDiffDays: Number(dateDiffDays), answer, answerReason, answeredBy, answeredAt, schedule,
        }
      : null,
  };
}

function orderLines(db: Db, id: number) {
  return db.select(lineColumns).from(l)
    .leftJoin(c, eq(c.lineId, l.id)).leftJoin(cu, eq(cu.id, c.confirmedBy)).leftJoin(au, eq(au.id, c.answeredBy))
    .where(eq(l.orderId, id)).orderBy(asc(l.lineNo));
}

/** One order with its lines, the supplier's confirmations and, while its price review is pending, why; or 404. */
export async function loadOrderDetail(db: Db, scope: Scope, id: number, locale: Locale): Promise<PurchaseOrderDetail> {
  const order = await requireOrder(db, scope, id);
  const types = await dictionaryLabels(db, "purchase-order-type", locale);
  const lines = await orderLines(db, id);
  const ps = purchaseOrderScheduleLines;
  const planned = await db.select({ lineId: ps.lineId, qty: ps.qty, promisedDate: ps.promisedDate }).from(ps)
    .where(eq(ps.orderId, id)).orderBy(asc(ps.lineId), asc(ps.promisedDate), asc(ps.seq));
  return {
    ...order,
    poTypeLabel: types.get(order.poType) ?? order.poType,
    priceCheck: order.priceReviewStatus === "pending" ? await priceCheck(db, scope, id) : null,
    lines: lines.map((r) => lineOf(r, drawSchedule(planned.filter((p) => p.lineId === r.id), r.sentQty))),
  };
}
