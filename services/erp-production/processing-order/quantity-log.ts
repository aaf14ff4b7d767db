import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import type { QuantityLog } from "@/lib/contracts/erp-production/processing-order";
import { requireOrder } from "./load";

/** The order's ledger, newest first, with who entered each row and which later row reversed it. */
export async function quantityLogOf(db: Db, scope: Scope, id: number): Promise<QuantityLog> {
  const o = await requireOrder(db, scope, id);
  const entries = await rows<{ id: number; qty: string; cumulative_after: string; entered_by: string; entered_at: string; reverses_id: number | null; reversed_by: number | null }>(db, sql`
    select e.id, e.qty::text as qty, e.cumulative_after::text as cumulative_after, u.user_no || ' ' || u.name as entered_by,
      ${isoText(sql`e.entered_at`)} as entered_at, e.reverses_id,
      (select r.id from processing_quantity_entries r where r.reverses_id = e.id) as reversed_by
    from processing_quantity_entries e join users u on u.id = e.entered_by
    where e.order_id = ${id} order by e.id desc`);
  return {
    outboundQty: o.outbound_qty,
    completedQty: o.completed_qty,
    entries: entries.map((e) => ({
      id: Number(e.id),
      qty: e.qty,
      cumulativeAfter: e.cumulative_after,
      enteredBy: e.entered_by,
      enteredAt: e.entered_at,
      reversesId: e.reverses_id === null ? null : Number(e.reverses_id),
      reversedBy: e.reversed_by === null ? null : Number(e.reversed_by),
    })),
  };
}
