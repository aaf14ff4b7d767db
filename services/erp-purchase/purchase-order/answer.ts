import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { rows } from "@/services/db/rows";
import { purchaseOrderConfirmations, purchaseOrderLines, purchaseOrders } from "@/services/db/schema";
import { bare } from "@/services/core/sql";

const c = alias(purchaseOrderConfirmations, "c");
const l = alias(purchaseOrderLines, "l");
const o = alias(purchaseOrders, "o");
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { inScope, type Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { loadOrderDetail, requireOrder } from "./load";
import { purchaseOrderAuditEntity } from "./events";

/**
 * The buyer answers a supplier's partial or back-ordered line: accept the new quantity or date, or
 * cancel the line (closed); a declined line can only be cancelled. One conditional UPDATE of the
 * confirmation that has no answer yet: of ten parallel answers one wins, the others answer 409.
 */
export const answerPurchaseOrderLine = defineRoute(purchaseOrderOps.answer, {
  rights: [rights.purchaseOrder.answer],
  audience: "internal",
  handler: async ({ db, scope, params, body, locale }) => {
    const reason = body.reason?.trim() || null;
    const decisions = body.answer === "cancel" ? sql`('partial', 'backorder', 'decline')` : sql`('partial', 'backorder')`;
    await db.transaction(async (tx) => {
      const [done] = await rows<{ pono: string; lineNo: number; decision: string }>(tx, sql`
        update ${purchaseOrderConfirmations} ${c} set ${bare(c.answer)} = ${body.answer}, ${bare(c.answerReason)} = ${reason},
            ${bare(c.answeredBy)} = ${scope.userId}, ${bare(c.answeredAt)} = now(), ${bare(c.modifiedBy)} = ${scope.userId}, ${bare(c.modifiedAt)} = now()
          from ${purchaseOrderLines} ${l}, ${purchaseOrders} ${o}
          where ${c.lineId} = ${params.lineId} and ${c.orderId} = ${params.id} and ${l.id} = ${c.lineId} and ${o.id} = ${c.orderId}
            and ${inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`)}
            and ${c.answer} is null and ${c.decision} in ${decisions} and ${l.completeStatus} = 'open'
        returning ${o.pono} as pono, ${l.lineNo} as "lineNo", ${c.decision} as decision`);
      if (!done) throw await whyNot(tx, scope, params.id, params.lineId);
      if (body.answer === "cancel") {
        await tx.update(purchaseOrderLines).set({ completeStatus: "closed", modifiedBy: scope.userId, modifiedAt: sql`now()` })
          .where(and(eq(purchaseOrderLines.id, params.lineId), eq(purchaseOrderLines.completeStatus, "open")));
      }
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: purchaseOrderAuditEntity,
        entityId: params.id,
        action: body.answer === "cancel" ? "cancelLine" : "acceptLine",
        reason,
        detail: { pono: done.pono, lineId: params.lineId, lineNo: done.lineNo, decision: done.decision },
      });
    });
    return loadOrderDetail(db, scope, params.id, locale);
  },
});

/** Nothing answered: the order or line is missing or foreign (404), or the line has nothing to answer (409). */
async function whyNot(db: Db, scope: Scope, id: number, lineId: number): Promise<AppError> {
  await requireOrder(db, scope, id);
  const [found] = await db.select({ decision: c.decision, answer: c.answer }).from(l).leftJoin(c, eq(c.lineId, l.id))
    .where(and(eq(l.id, lineId), eq(l.orderId, id)));
  if (!found) return notFound();
  if (found.answer) return new AppError("CONFLICT", "errors.lineAlreadyAnswered");
  return new AppError("CONFLICT", "errors.lineNothingToAnswer");
}
