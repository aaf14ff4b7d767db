import { sql } from "drizzle-orm";
import { purchaseOrderOps, type PriceReviewResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { str } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { purchaseOrderAuditEntity } from "./audit";

/**
 * The price review (an order cannot be received before it is done): every line's unit price must equal a
 * price record of the order's supplier for the material, in the order's currency, valid on the order date.
 * All lines pass → pending becomes done, under the order's row lock; otherwise the lines that failed are told.
 */
export const reviewPurchaseOrderPrices = defineRoute(purchaseOrderOps.priceReview, {
  rights: [rights.purchaseOrder.review],
  audience: "internal",
  handler: async ({ db, scope, params }): Promise<PriceReviewResult> =>
    db.transaction(async (tx) => {
      const [o] = await rows<{ pono: string; receive_status: string; price_review_status: "pending" | "done" }>(tx, sql`
        select pono, receive_status, price_review_status from purchase_orders where id = ${params.id} and company_id = ${scope.companyId} for update`);
      if (!o) throw notFound();
      if (o.receive_status === "rejected") throw new AppError("CONFLICT", "errors.orderAlreadyReceived");
      const lines = await rows<{ line_no: number; itemno: string; dj: string; record_price: string | null }>(tx, sql`
        select l.line_no, l.itemno, l.dj::text as dj,
          (select r.unit_price::text from price_records r
            where r.company_id = o.company_id and r.supplier_id = o.supplier_id and r.itemno = l.itemno and r.currency = o.currency
              and o.podate between r.valid_from and r.valid_to
            order by (r.unit_price = l.dj) desc, r.valid_from desc, r.id desc limit 1) as record_price
        from purchase_order_lines l join purchase_orders o on o.id = l.order_id where l.order_id = ${params.id} order by l.line_no`);
      const result = lines.map((l) => ({
        lineNo: Number(l.line_no), itemno: str(l.itemno), dj: str(l.dj), recordPrice: l.record_price,
        passed: l.record_price !== null && decCmp(l.record_price, l.dj) === 0,
      }));
      const passed = result.length > 0 && result.every((l) => l.passed);
      const to = o.price_review_status === "done" || passed ? "done" : "pending";
      if (to !== o.price_review_status) {
        await tx.execute(sql`update purchase_orders set price_review_status = 'done', modified_by = ${scope.userId}, modified_at = now()
          where id = ${params.id} and price_review_status = 'pending'`);
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: purchaseOrderAuditEntity, entityId: params.id, action: "priceReview",
        from: o.price_review_status, to, detail: { pono: o.pono, failed: result.filter((l) => !l.passed).map((l) => l.lineNo) },
      });
      return { id: params.id, priceReviewStatus: to, lines: result };
    }),
});

