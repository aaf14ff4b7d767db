import { and, eq, sql } from "drizzle-orm";
import { purchaseOrderOps, type PriceReviewResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { purchaseOrders as orders } from "@/services/db/schema";
import { priceCheck } from "./price-check";
import { purchaseOrderAuditEntity } from "./events";

/**
 * The price review (an order cannot be received before it is done): every line's unit price must equal its
 * valid price record (priceCheck). All lines pass → pending becomes done, under the order's row lock. The
 * audit row keeps every line's prices and difference, so the history says why, to the buyer and the supplier.
 */
export const reviewPurchaseOrderPrices = defineRoute(purchaseOrderOps.priceReview, {
  rights: [rights.purchaseOrder.review],
  audience: "internal",
  handler: async ({ db, scope, params }): Promise<PriceReviewResult> =>
    db.transaction(async (tx) => {
      const [o] = await tx.select({ pono: orders.pono, receiveStatus: orders.receiveStatus, priceReviewStatus: orders.priceReviewStatus })
        .from(orders).where(and(eq(orders.id, params.id), eq(orders.companyId, scope.companyId))).for("update");
      if (!o) throw notFound();
      if (o.receiveStatus === "rejected") throw new AppError("CONFLICT", "errors.orderAlreadyReceived");
      const lines = await priceCheck(tx, scope, params.id);
      const passed = lines.length > 0 && lines.every((l) => l.passed);
      const to = o.priceReviewStatus === "done" || passed ? "done" : "pending";
      if (to !== o.priceReviewStatus) {
        await tx.update(orders).set({ priceReviewStatus: "done", modifiedBy: scope.userId, modifiedAt: sql`now()` })
          .where(and(eq(orders.id, params.id), eq(orders.priceReviewStatus, "pending")));
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: purchaseOrderAuditEntity, entityId: params.id, action: "priceReview",
        from: o.priceReviewStatus, to, detail: { pono: o.pono, failed: lines.filter((l) => !l.passed).map((l) => l.lineNo), lines },
      });
      return { id: params.id, priceReviewStatus: to, lines };
    }),
});

