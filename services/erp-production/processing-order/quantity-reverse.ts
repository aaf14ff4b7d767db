import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import type { QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { ownOrder, processingOrderAuditEntity } from "./load";
import { entryAnswer } from "./quantity-entry";

/**
 * Corrects a mistaken entry by a new entry with the negated quantity; the original stays as it was. The
 * order row is locked first, so two reversals of one entry run one after the other and the second finds
 * it reversed (409). A reversal itself cannot be reversed: enter the quantity again instead.
 */
export async function reverseEntry(db: Db, scope: Scope, orderId: number, entryId: number): Promise<QuantityLogEntry> {
  const entry = await runTransition(db, {
    change: async (tx) => {
      const [order] = await rows<{ id: number }>(tx, sql`select id from processing_orders where id = ${orderId} and ${ownOrder(scope)} for update`);
      if (!order) return undefined;
      return (await rows<{ id: number; qty: string; cumulative_after: string; entered_at: string; reverses_id: number | null }>(tx, sql`
        with target as (
          select e.id, e.qty from processing_quantity_entries e
          where e.id = ${entryId} and e.order_id = ${orderId} and e.reverses_id is null
            and not exists (select 1 from processing_quantity_entries r where r.reverses_id = e.id)
        ), changed as (
          update processing_orders set completed_qty = completed_qty - (select qty from target), completed_at = null,
            modified_by = ${scope.userId}, modified_at = now()
          where id = ${orderId} and exists (select 1 from target) and completed_qty - (select qty from target) >= 0
          returning id, completed_qty
        )
        insert into processing_quantity_entries (order_id, qty, cumulative_after, entered_by, reverses_id)
        select id, -(select qty from target), completed_qty, ${scope.userId}, ${entryId} from changed
        returning id, qty::text as qty, cumulative_after::text as cumulative_after, ${isoText(sql`entered_at`)} as entered_at, reverses_id`))[0];
    },
    whyNot: async (tx) => {
      const [e] = await rows<{ id: number }>(tx, sql`
        select e.id from processing_quantity_entries e join processing_orders o on o.id = e.order_id
        where e.id = ${entryId} and e.order_id = ${orderId} and ${ownOrder(scope)}`);
      return e ? new AppError("CONFLICT", "errors.entryAlreadyReversed") : notFound();
    },
    audit: (e) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: orderId,
      action: "quantity_reverse",
      detail: { entryId: e.id, reverses: entryId, qty: e.qty, cumulativeAfter: e.cumulative_after },
    }),
  });
  return entryAnswer(entry, scope.userNo);
}
