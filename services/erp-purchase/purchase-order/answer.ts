import { sql } from "drizzle-orm";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope, type Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderAuditEntity } from "./audit";
import { loadOrderDetail, requireOrder } from "./load";

/**
 * The buyer answers a supplier's partial or back-ordered line: accept the new quantity or date, or
 * cancel the line (closed); a declined line can only be cancelled. One conditional UPDATE of the
 * confirmation that has no answer yet: of ten parallel answers one wins, the others answer 409.
 */
export const answerPurchaseOrderLine = defineRoute(purchaseOrderOps.answer, {
  rights: [rights.purchaseOrder.answer],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    const reason = body.reason?.trim() || null;
    const decisions = body.answer === "cancel" ? sql`('partial', 'backorder', 'decline')` : sql`('partial', 'backorder')`;
    await db.transaction(async (tx) => {
      const [done] = await rows<{ pono: string; line_no: number; decision: string }>(tx, sql`
        update purchase_order_confirmations c set answer = ${body.answer}, answer_reason = ${reason},
            answered_by = ${scope.userId}, answered_at = now(), modified_by = ${scope.userId}, modified_at = now()
          from purchase_order_lines l, purchase_orders o
          where c.line_id = ${params.lineId} and c.order_id = ${params.id} and l.id = c.line_id and o.id = c.order_id
            and ${inScope(scope, sql`o.company_id`, sql`o.supplier_id`)}
            and c.answer is null and c.decision in ${decisions} and l.complete_status = 'open'
        returning o.pono, l.line_no, c.decision`);
      if (!done) throw await whyNot(tx, scope, params.id, params.lineId);
      if (body.answer === "cancel") {
        await tx.execute(sql`
          update purchase_order_lines set complete_status = 'closed', modified_by = ${scope.userId}, modified_at = now()
          where id = ${params.lineId} and complete_status = 'open'`);
      }
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: purchaseOrderAuditEntity,
        entityId: params.id,
        action: body.answer === "cancel" ? "cancelLine" : "acceptLine",
        reason,
        detail: { pono: done.pono, lineId: params.lineId, lineNo: done.line_no, decision: done.decision },
      });
    });
    return loadOrderDetail(db, scope, params.id);
  },
});

/** Nothing answered: the order or line is missing or foreign (404), or the line has nothing to answer (409). */
async function whyNot(db: Db, scope: Scope, id: number, lineId: number): Promise<AppError> {
  await requireOrder(db, scope, id);
  const [c] = await rows<{ decision: string | null; answer: string | null }>(db, sql`
    select c.decision, c.answer from purchase_order_lines l
      left join purchase_order_confirmations c on c.line_id = l.id
    where l.id = ${lineId} and l.order_id = ${id}`);
  if (!c) return notFound();
  if (c.answer) return new AppError("CONFLICT", "errors.lineAlreadyAnswered");
  return new AppError("CONFLICT", "errors.lineNothingToAnswer");
}
