import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { purchaseOrderOps, type ConfirmInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderConfirmations as pc, purchaseOrderLines as pl, purchaseOrders as po, purchaseOrderScheduleLines as ps } from "@/services/db/schema";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { excluded } from "@/services/core/sql";
import { checkConfirmLines, type OrderLineState, type StoredConfirmation } from "./confirm-check";
import { loadOrderDetail } from "./load";
import { purchaseOrderAuditEntity } from "./events";

/**
 * The supplier confirms lines: promised date and quantity, accepted in full or in part, back-ordered or
 * declined with a reason. On an order not yet accepted (price review done) this accepts the order in the
 * same transaction, covering every line; on an accepted order it updates the open lines that changed
 * (the lines sent as stored are left alone). Under the order's row lock; one audit row, none when
 * nothing changed.
 */
export const confirmPurchaseOrder = defineRoute(purchaseOrderOps.confirm, {
  rights: [rights.purchaseOrder.confirm],
  handler: async ({ db, scope, params, body, t, locale }) => {
    await db.transaction((tx) => applyConfirmation(tx, scope, params.id, body.lines, t, locale));
    return loadOrderDetail(db, scope, params.id, locale);
  },
});

/**
 * One order's confirmation inside the caller's transaction: locks the order, then its lines in id order,
 * checks the lines (a VALIDATION error names each field), writes the changed lines' confirmations and
 * schedule lines, and its audit row. Also the unit of the workbook upload, one order at a time in one transaction.
 */
export async function applyConfirmation(tx: Db, scope: Scope, orderId: number, input: ConfirmInput["lines"], t: Translate, locale: string) {
  const [order] = await tx.select({ receiveStatus: po.receiveStatus, priceReviewStatus: po.priceReviewStatus, pono: po.pono }).from(po)
    .where(and(eq(po.id, orderId), inScope(scope, sql`${po.companyId}`, sql`${po.supplierId}`))).for("update");
  if (!order) throw notFound();
  if (order.receiveStatus === "rejected") throw new AppError("CONFLICT", "errors.orderDeclined");
  const accepting = order.receiveStatus === "not_received";
  if (accepting && order.priceReviewStatus !== "done") throw new AppError("CONFLICT", "errors.priceReviewIncomplete");
  const lines: OrderLineState[] = await tx.select({ id: pl.id, payqty: pl.payqty, sentQty: pl.sentQty, completeStatus: pl.completeStatus })
    .from(pl).where(eq(pl.orderId, orderId)).orderBy(asc(pl.id)).for("update");
  const stored = accepting ? undefined : await storedConfirmations(tx, orderId);
  const values = checkConfirmLines(input, lines, { accepting, today: scope.today, locale, stored }, t);
  // Sending the lines as they are stored is a retry or a save without edits: nothing to write or record.
  if (!values.length) return { pono: order.pono, lines: 0 };
  await tx.insert(pc).values(values.map((v) => ({
    lineId: v.lineId, orderId, decision: v.decision, promisedDate: v.date, promisedQty: v.qty, reason: v.reason,
    confirmedBy: scope.userId, confirmedAt: sql`now()`, createdBy: scope.userId, modifiedBy: scope.userId,
  }))).onConflictDoUpdate({
    target: pc.lineId,
    set: {
      decision: excluded(pc.decision), promisedDate: excluded(pc.promisedDate), promisedQty: excluded(pc.promisedQty), reason: excluded(pc.reason),
      confirmedBy: excluded(pc.confirmedBy), confirmedAt: excluded(pc.confirmedAt), modifiedBy: excluded(pc.modifiedBy), modifiedAt: sql`now()`,
      answer: null, answerReason: null, answeredBy: null, answeredAt: null,
    },
  });
  await tx.delete(ps).where(and(eq(ps.orderId, orderId), inArray(ps.lineId, values.map((v) => v.lineId))));
  const schedule = values.flatMap((v) => v.schedule.map((s, k) => ({
    lineId: v.lineId, orderId, seq: k + 1, qty: s.qty, promisedDate: s.promisedDate, createdBy: scope.userId, modifiedBy: scope.userId,
  })));
  if (schedule.length) await tx.insert(ps).values(schedule);
  const declined = values.filter((v) => v.decision === "decline").map((v) => v.lineId);
  const kept = values.filter((v) => v.decision !== "decline").map((v) => v.lineId);
  for (const [ids, status] of [[declined, "rejected"], [kept, "received"]] as const) {
    if (!ids.length) continue;
    await tx.update(pl).set({ receiveStatus: status, modifiedBy: scope.userId, modifiedAt: sql`now()` })
      .where(and(eq(pl.orderId, orderId), inArray(pl.id, ids), ne(pl.receiveStatus, status)));
  }
  if (accepting) {
    const [done] = await tx.update(po).set({
      receiveStatus: "received", rejectReason: null, receivedBy: scope.userId, receivedAt: sql`now()`, modifiedBy: scope.userId, modifiedAt: sql`now()`,
    }).where(and(eq(po.id, orderId), eq(po.receiveStatus, "not_received"), eq(po.priceReviewStatus, "done"))).returning({ id: po.id });
    if (!done) throw new AppError("CONFLICT", "errors.orderAlreadyReceived");
  }
  await writeAudit(tx, {
    actor: scope,
    companyId: scope.companyId,
    entity: purchaseOrderAuditEntity,
    entityId: orderId,
    action: accepting ? "receive" : "confirm",
    from: order.receiveStatus,
    to: "received",
    reason: values.map((v) => v.reason).filter(Boolean).join("; ") || null,
    detail: { pono: order.pono, lines: values },
  });
  return { pono: order.pono, lines: values.length };
}

/** The order's stored confirmations with their schedule lines (read under the order's lock, which their writes take). */
async function storedConfirmations(tx: Db, orderId: number): Promise<Map<number, StoredConfirmation>> {
  const confirmed = await tx.select({ lineId: pc.lineId, decision: pc.decision, promisedDate: pc.promisedDate, promisedQty: pc.promisedQty, reason: pc.reason })
    .from(pc).where(eq(pc.orderId, orderId));
  const planned = await tx.select({ lineId: ps.lineId, qty: ps.qty, promisedDate: ps.promisedDate })
    .from(ps).where(eq(ps.orderId, orderId)).orderBy(asc(ps.lineId), asc(ps.promisedDate), asc(ps.seq));
  const stored = new Map(confirmed.map((c) => [Number(c.lineId), { ...c, schedule: [] as StoredConfirmation["schedule"] }]));
  for (const p of planned) stored.get(Number(p.lineId))?.schedule.push({ qty: String(p.qty), promisedDate: p.promisedDate });
  return stored;
}
