import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { bare, isoText } from "@/services/core/sql";
import { processingOrders as po, processingQuantityEntries as qe } from "@/services/db/schema";
import type { QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { decSub } from "@/lib/contracts/decimal";
import { findOrder, ownOrder, type OrderState } from "./load";
import { quantityValue } from "@/lib/number-format";
import { processingOrderAuditEntity } from "./events";

type EntryRow = Omit<QuantityLogEntry, "enteredBy" | "reversedBy">;

/** The columns of a ledger row a new entry answers with. */
export const entryReturning = sql`${qe.id} as id, ${qe.qty}::text as qty, ${qe.cumulativeAfter}::text as "cumulativeAfter",
  ${isoText(sql`${qe.enteredAt}`)} as "enteredAt", ${qe.reversesId} as "reversesId"`;

export const entryAnswer = (e: EntryRow, by: string): QuantityLogEntry => ({
  id: e.id,
  qty: e.qty,
  cumulativeAfter: e.cumulativeAfter,
  enteredBy: by,
  enteredAt: e.enteredAt,
  reversesId: e.reversesId,
  reversedBy: null,
});

/** Why an entry was refused, in the catalogue's order: missing, not received, the unit's decimals, over the issued quantity. */
function refusal(o: OrderState | undefined, qty: string): AppError {
  if (!o) return notFound();
  if (o.receiveStatus !== "received") return new AppError("CONFLICT", "errors.receiveProcessingOrderFirst");
  const decimals = qty.split(".")[1]?.length ?? 0;
  if (decimals > o.unitDecimals) {
    return new AppError("VALIDATION", "validation.quantity.decimals", { max: o.unitDecimals }, { qty: [`validation.quantity.decimals`] });
  }
  return new AppError("CONFLICT", "errors.cumulativeExceedsIssued", { max: quantityValue(decSub(o.outboundQty, o.completedQty)) });
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
        update ${po} set ${bare(po.completedQty)} = ${po.completedQty} + ${qty}::numeric,
          ${bare(po.completedAt)} = case when ${po.completedQty} + ${qty}::numeric >= ${po.outboundQty} then now() else null end,
          ${bare(po.modifiedBy)} = ${scope.userId}, ${bare(po.modifiedAt)} = now()
        where ${po.id} = ${id} and ${ownOrder(scope)} and ${po.receiveStatus} = 'received'
          and ${po.unitDecimals} >= ${decimals} and ${po.completedQty} + ${qty}::numeric <= ${po.outboundQty}
        returning ${po.id} as id, ${po.completedQty} as completed_qty
      )
      insert into ${qe} (${bare(qe.orderId)}, ${bare(qe.qty)}, ${bare(qe.cumulativeAfter)}, ${bare(qe.enteredBy)})
      select id, ${qty}::numeric, completed_qty, ${scope.userId} from changed
      returning ${entryReturning}`))[0],
    whyNot: async (tx) => refusal(await findOrder(tx, scope, id), qty),
    audit: (e) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: id,
      action: "quantity",
      detail: { entryId: e.id, qty: e.qty, cumulativeAfter: e.cumulativeAfter },
    }),
  });
  return entryAnswer(entry, scope.userNo);
}
