import { sql } from "drizzle-orm";
import { isValidPartial, type ConfirmDecision } from "@/lib/contracts/erp-purchase/purchase-order";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { idList } from "@/services/core/sql";
import { formatQuantity } from "@/lib/quantity-format";
import { purchaseOrderAuditEntity } from "./audit";
import { loadOrderDetail } from "./load";

/**
 * The supplier confirms lines of a received order: promised date and quantity, accepted in full or
 * in part, or back-ordered with a reason. Under the order's row lock; one audit row per confirmation.
 */
export const confirmPurchaseOrder = defineRoute(purchaseOrderOps.confirm, {
  rights: [rights.purchaseOrder.confirm],
  handler: async ({ db, scope, params, body, t, locale }) => {
    await db.transaction(async (tx) => {
      const [order] = await rows<{ receive_status: string; pono: string }>(tx, sql`
        select receive_status, pono from purchase_orders
        where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
      if (!order) throw notFound();
      if (order.receive_status !== "received") throw new AppError("CONFLICT", "errors.orderNotReceived");
      const ids = body.lines.map((l) => l.lineId);
      const found = await rows<{ id: number; payqty: string }>(tx, sql`
        select id, payqty from purchase_order_lines where order_id = ${params.id} and id in ${idList(ids)}`);
      const payqty = new Map(found.map((l) => [Number(l.id), String(l.payqty)]));
      const errors: FieldErrors = {};
      const values = body.lines.map((l, i) => {
        const ordered = payqty.get(l.lineId);
        if (ordered === undefined) {
          errors[`lines.${i}.lineId`] = [t("validation.purchaseOrder.lineNotInOrder")];
          return null;
        }
        const qty = l.decision === "accept" ? ordered : (l.promisedQty ?? ordered);
        if (l.decision === "partial" && !isValidPartial(qty, ordered)) {
          errors[`lines.${i}.promisedQty`] = [t("validation.purchaseOrder.partialQty", { max: formatQuantity(ordered, locale) })];
        }
        // A back-order promises a later delivery: a date before the company's today promises nothing.
        if (l.decision === "backorder" && l.promisedDate < scope.today) {
          errors[`lines.${i}.promisedDate`] = [t("validation.purchaseOrder.promisedDatePast", { today: scope.today })];
        }
        return { lineId: l.lineId, decision: l.decision as ConfirmDecision, date: l.promisedDate, qty, reason: l.reason || null };
      });
      if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
      const tuples = values.map((v) => sql`(${v!.lineId}, ${params.id}, ${v!.decision}, ${v!.date}::date,
        ${v!.qty}::numeric, ${v!.reason}, ${scope.userId}, now(), ${scope.userId}, ${scope.userId})`);
      await tx.execute(sql`
        insert into purchase_order_confirmations
          (line_id, order_id, decision, promised_date, promised_qty, reason, confirmed_by, confirmed_at, created_by, modified_by)
        values ${sql.join(tuples, sql`, `)}
        on conflict (line_id) do update set decision = excluded.decision, promised_date = excluded.promised_date,
          promised_qty = excluded.promised_qty, reason = excluded.reason, confirmed_by = excluded.confirmed_by,
          confirmed_at = excluded.confirmed_at, modified_by = excluded.modified_by, modified_at = now()`);
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: purchaseOrderAuditEntity,
        entityId: params.id,
        action: "confirm",
        from: "received",
        to: "received",
        reason: values.map((v) => v!.reason).filter(Boolean).join("; ") || null,
        detail: { pono: order.pono, lines: values },
      });
    });
    return loadOrderDetail(db, scope, params.id);
  },
});
