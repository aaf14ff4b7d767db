import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import type { QuantityLog, QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { requireOrder } from "./load";

/**
 * The ledger rows of the given orders (already checked to be in scope), with who entered each row and
 * which later row reversed it; newest first for the log, oldest first for a print.
 */
export async function ledgerOf(db: Db, orderIds: readonly number[], order: "asc" | "desc"): Promise<Map<number, QuantityLogEntry[]>> {
  const byOrder = new Map<number, QuantityLogEntry[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const entries = await rows<{ order_id: number; id: number; qty: string; cumulative_after: string; entered_by: string; entered_at: string; reverses_id: number | null; reversed_by: number | null }>(db, sql`
    select e.order_id, e.id, e.qty::text as qty, e.cumulative_after::text as cumulative_after, u.user_no || ' ' || u.name as entered_by,
      ${isoText(sql`e.entered_at`)} as entered_at, e.reverses_id,
      (select r.id from processing_quantity_entries r where r.reverses_id = e.id) as reversed_by
    from processing_quantity_entries e join users u on u.id = e.entered_by
    where e.order_id in (${sql.join(orderIds.map((i) => sql`${i}`), sql`, `)}) order by e.id ${order === "asc" ? sql`asc` : sql`desc`}`);
  for (const e of entries) byOrder.get(Number(e.order_id))?.push({
    id: Number(e.id),
    qty: e.qty,
    cumulativeAfter: e.cumulative_after,
    enteredBy: e.entered_by,
    enteredAt: e.entered_at,
    reversesId: e.reverses_id === null ? null : Number(e.reverses_id),
    reversedBy: e.reversed_by === null ? null : Number(e.reversed_by),
  });
  return byOrder;
}

/** The order's ledger, newest first. */
export async function quantityLogOf(db: Db, scope: Scope, id: number): Promise<QuantityLog> {
  const o = await requireOrder(db, scope, id);
  const entries = (await ledgerOf(db, [id], "desc")).get(id) ?? [];
  return { outboundQty: o.outbound_qty, completedQty: o.completed_qty, entries };
}
