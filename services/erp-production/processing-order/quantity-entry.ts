import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import type { QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { decSub } from "@/lib/contracts/decimal";
import { findOrder, ownOrder, processingOrderAuditEntity, type OrderState } from "./load";
import { quantityValue } from "@/lib/quantity-format";

type EntryRow = { id: number; qty: string; cumulative_after: string; entered_at: string; reverses_id: number | null };

export const entryAnswer = (e: EntryRow, by: string): QuantityLogEntry => ({
  id: Number(e.id),
  qty: e.qty,
  cumulativeAfter: e.cumulative_after,
  enteredBy: by,
  enteredAt: e.entered_at,
  reversesId: e.reverses_id === null ? null : Number(e.reverses_id),
  reversedBy: null,
});

/** Why an entry was refused, in the catalogue's order: missing, not received, the unit's decimals, over the issued quantity. */
function refusal(o: OrderState | undefined, qty: string): AppError {
  if (!o) return notFound();
  if (o.receive_status !== "received") return new AppError("CONFLICT", "errors.receiveProcessingOrderFirst");
  const decimals = qty.split(".")[1]?.length ?? 0;
  if (decimals > o.unit_decimals) {
    return new AppError("VALIDATION", "validation.quantity.decimals", { max: o.unit_decimals }, { qty: [`validation.quantity.decimals`] });
  }
  return new AppError("CONFLICT", "errors.cumulativeExceedsIssued", { max: quantityValue(decSub(o.outbound_qty, o.completed_qty)) });
}

/**
 * One production quantity entry: ONE statement moves the order's cumulative (only when received, within
 * the unit's decimals and never past the outbound quantity: the WHERE is re-checked on the latest row
 * under concurrency) and writes the ledger row with the cumulative it produced; plus audit.
 */
export async function enterQuantity(db: Db, scope: Scope, id: number, qty: string): Promise<QuantityLogEntry> {
  const decimals = qty.split(".")[1]?.length ?? 0;
  const entry = await runTransition(db, {
    change: async (tx) => (await rows<EntryRow>(tx, sql`
      with changed as (
        update processing_orders set completed_qty = completed_qty + ${qty}::numeric,
          completed_at = case when completed_qty + ${qty}::numeric >= outbound_qty then now() else null end,
          modified_by = ${scope.userId}, modified_at = now()
        where id = ${id} and ${ownOrder(scope)} and receive_status = 'received'
          and unit_decimals >= ${decimals} and completed_qty + ${qty}::numeric <= outbound_qty
        returning id, completed_qty
      )
      insert into processing_quantity_entries (order_id, qty, cumulative_after, entered_by)
      select id, ${qty}::numeric, completed_qty, ${scope.userId} from changed
      returning id, qty::text as qty, cumulative_after::text as cumulative_after, ${isoText(sql`entered_at`)} as entered_at, reverses_id`))[0],
    whyNot: async (tx) => refusal(await findOrder(tx, scope, id), qty),
    audit: (e) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: id,
      action: "quantity",
      detail: { entryId: e.id, qty: e.qty, cumulativeAfter: e.cumulative_after },
    }),
  });
  return entryAnswer(entry, scope.userNo);
}
