import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderConfirmations as pc, purchaseOrderLines as pl, purchaseOrders as po } from "@/services/db/schema";
import { excluded } from "@/services/core/sql";
import { purchaseOrderAuditEntity } from "./audit";
import { checkConfirmLines, type OrderLineState } from "./confirm-check";
import { loadOrderDetail } from "./load";

/**
 * The supplier confirms lines: promised date and quantity, accepted in full or in part, back-ordered or
 * declined with a reason. On an order not yet accepted (price review done) this accepts the order in the
 * same transaction, covering every line; on an accepted order it updates the open lines. Under the
 * order's row lock; one audit row.
 */
export const confirmPurchaseOrder = defineRoute(purchaseOrderOps.confirm, {
  rights: [rights.purchaseOrder.confirm],
  handler: async ({ db, scope, params, body, t, locale }) => {
    await db.transaction(async (tx) => {
      const [order] = await tx.select({ receiveStatus: po.receiveStatus, priceReviewStatus: po.priceReviewStatus, pono: po.pono }).from(po)
        .where(and(eq(po.id, params.id), inScope(scope, sql`${po.companyId}`, sql`${po.supplierId}`))).for("update");
      if (!order) throw notFound();
      if (order.receiveStatus === "rejected") throw new AppError("CONFLICT", "errors.orderDeclined");
      const accepting = order.receiveStatus === "not_received";
      if (accepting && order.priceReviewStatus !== "done") throw new AppError("CONFLICT", "errors.priceReviewIncomplete");
      const lines: OrderLineState[] = await tx.select({ id: pl.id, payqty: pl.payqty, sentQty: pl.sentQty, completeStatus: pl.completeStatus })
        .from(pl).where(eq(pl.orderId, params.id)).orderBy(asc(pl.id)).for("update");
      const values = checkConfirmLines(body.lines, lines, { accepting, today: scope.today, locale }, t);
      await tx.insert(pc).values(values.map((v) => ({
        lineId: v.lineId, orderId: params.id, decision: v.decision, promisedDate: v.date, promisedQty: v.qty, reason: v.reason,
        confirmedBy: scope.userId, confirmedAt: sql`now()`, createdBy: scope.userId, modifiedBy: scope.userId,
      }))).onConflictDoUpdate({
        target: pc.lineId,
        set: {
          decision: excluded(pc.decision), promisedDate: excluded(pc.promisedDate), promisedQty: excluded(pc.promisedQty), reason: excluded(pc.reason),
          confirmedBy: excluded(pc.confirmedBy), confirmedAt: excluded(pc.confirmedAt), modifiedBy: excluded(pc.modifiedBy), modifiedAt: sql`now()`,
          answer: null, answerReason: null, answeredBy: null, answeredAt: null,
        },
      });
      const declined = values.filter((v) => v.decision === "decline").map((v) => v.lineId);
      const kept = values.filter((v) => v.decision !== "decline").map((v) => v.lineId);
      for (const [ids, status] of [[declined, "rejected"], [kept, "received"]] as const) {
        if (!ids.length) continue;
        await tx.update(pl).set({ receiveStatus: status, modifiedBy: scope.userId, modifiedAt: sql`now()` })
          .where(and(eq(pl.orderId, params.id), inArray(pl.id, ids), ne(pl.receiveStatus, status)));
      }
      if (accepting) {
        const [done] = await tx.update(po).set({
          receiveStatus: "received", rejectReason: null, receivedBy: scope.userId, receivedAt: sql`now()`, modifiedBy: scope.userId, modifiedAt: sql`now()`,
        }).where(and(eq(po.id, params.id), eq(po.receiveStatus, "not_received"), eq(po.priceReviewStatus, "done"))).returning({ id: po.id });
        if (!done) throw new AppError("CONFLICT", "errors.orderAlreadyReceived");
      }
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: purchaseOrderAuditEntity,
        entityId: params.id,
        action: accepting ? "receive" : "confirm",
        from: order.receiveStatus,
        to: "received",
        reason: values.map((v) => v.reason).filter(Boolean).join("; ") || null,
        detail: { pono: order.pono, lines: values },
      });
    });
    return loadOrderDetail(db, scope, params.id);
  },
});
