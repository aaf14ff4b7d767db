import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { bare } from "@/services/core/sql";
import { processingOrders as po, processingQuantityEntries as qe } from "@/services/db/schema";
import type { QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { ownOrder } from "./load";
import { entryAnswer, entryReturning } from "./quantity-entry";
import { processingOrderAuditEntity } from "./events";

const e = alias(qe, "e");
const r = alias(qe, "r");

/**
 * Corrects a mistaken entry by a new entry with the negated quantity; the original stays as it was. The
 * order row is locked first, so two reversals of one entry run one after the other and the second finds
 * it reversed (409). A reversal itself cannot be reversed: enter the quantity again instead.
 */
export async function reverseEntry(db: Db, scope: Scope, orderId: number, entryId: number): Promise<QuantityLogEntry> {
  const entry = await runTransition(db, {
    change: async (tx) => {
      const [order] = await tx.select({ id: po.id }).from(po).where(and(eq(po.id, orderId), ownOrder(scope))).for("update");
      if (!order) return undefined;
      return (await rows<Parameters<typeof entryAnswer>[0]>(tx, sql`
        with target as (
          select ${e.id} as id, ${e.qty} as qty from ${qe} ${e}
          where ${e.id} = ${entryId} and ${e.orderId} = ${orderId} and ${e.reversesId} is null
            and not exists (select 1 from ${qe} ${r} where ${r.reversesId} = ${e.id})
        ), changed as (
          update ${po} set ${bare(po.completedQty)} = ${po.completedQty} - (select qty from target), ${bare(po.completedAt)} = null,
            ${bare(po.modifiedBy)} = ${scope.userId}, ${bare(po.modifiedAt)} = now()
          where ${po.id} = ${orderId} and exists (select 1 from target) and ${po.completedQty} - (select qty from target) >= 0
          returning ${po.id} as id, ${po.completedQty} as completed_qty
        )
        insert into ${qe} (${bare(qe.orderId)}, ${bare(qe.qty)}, ${bare(qe.cumulativeAfter)}, ${bare(qe.enteredBy)}, ${bare(qe.reversesId)})
        select id, -(select qty from target), completed_qty, ${scope.userId}, ${entryId} from changed
        returning ${entryReturning}`))[0];
    },
    whyNot: async (tx) => {
      const [found] = await tx.select({ id: e.id }).from(e).innerJoin(po, eq(po.id, e.orderId))
        .where(and(eq(e.id, entryId), eq(e.orderId, orderId), ownOrder(scope)));
      return found ? new AppError("CONFLICT", "errors.entryAlreadyReversed") : notFound();
    },
    audit: (row) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: orderId,
      action: "quantity_reverse",
      detail: { entryId: row.id, reverses: entryId, qty: row.qty, cumulativeAfter: row.cumulativeAfter },
    }),
  });
  return entryAnswer(entry, scope.userNo);
}
