import { sql } from "drizzle-orm";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { idList } from "@/services/core/sql";
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
      const [order] = await rows<{ receive_status: string; price_review_status: string; pono: string }>(tx, sql`
        select receive_status, price_review_status, pono from purchase_orders
        where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
      if (!order) throw notFound();
      if (order.receive_status === "rejected") throw new AppError("CONFLICT", "errors.orderDeclined");
      const accepting = order.receive_status === "not_received";
      if (accepting && order.price_review_status !== "done") throw new AppError("CONFLICT", "errors.priceReviewIncomplete");
      const lines = await rows<OrderLineState>(tx, sql`
        select id, payqty, sent_qty, complete_status from purchase_order_lines
        where order_id = ${params.id} order by id for update`);
      const values = checkConfirmLines(body.lines, lines, { accepting, today: scope.today, locale }, t);
      const tuples = values.map((v) => sql`(${v.lineId}, ${params.id}, ${v.decision}, ${v.date}::date,
        ${v.qty}::numeric, ${v.reason}, ${scope.userId}, now(), ${scope.userId}, ${scope.userId})`);
      await tx.execute(sql`
        insert into purchase_order_confirmations
          (line_id, order_id, decision, promised_date, promised_qty, reason, confirmed_by, confirmed_at, created_by, modified_by)
        values ${sql.join(tuples, sql`, `)}
        on conflict (line_id) do update set decision = excluded.decision, promised_date = excluded.promised_date,
          promised_qty = excluded.promised_qty, reason = excluded.reason, confirmed_by = excluded.confirmed_by,
          confirmed_at = excluded.confirmed_at, modified_by = excluded.modified_by, modified_at = now(),
          answer = null, answer_reason = null, answered_by = null, answered_at = null`);
      const declined = values.filter((v) => v.decision === "decline").map((v) => v.lineId);
      const kept = values.filter((v) => v.decision !== "decline").map((v) => v.lineId);
      for (const [ids, status] of [[declined, "rejected"], [kept, "received"]] as const) {
        if (!ids.length) continue;
        await tx.execute(sql`
          update purchase_order_lines set receive_status = ${status}, modified_by = ${scope.userId}, modified_at = now()
          where order_id = ${params.id} and id in ${idList(ids)} and receive_status <> ${status}`);
      }
      if (accepting) {
        const [done] = await rows<{ id: number }>(tx, sql`
          update purchase_orders set receive_status = 'received', reject_reason = null, received_by = ${scope.userId},
            received_at = now(), modified_by = ${scope.userId}, modified_at = now()
          where id = ${params.id} and receive_status = 'not_received' and price_review_status = 'done'
          returning id`);
        if (!done) throw new AppError("CONFLICT", "errors.orderAlreadyReceived");
      }
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: purchaseOrderAuditEntity,
        entityId: params.id,
        action: accepting ? "receive" : "confirm",
        from: order.receive_status,
        to: "received",
        reason: values.map((v) => v.reason).filter(Boolean).join("; ") || null,
        detail: { pono: order.pono, lines: values },
      });
    });
    return loadOrderDetail(db, scope, params.id);
  },
});
