import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { processingQuantityEntries, users } from "@/services/db/schema";
import type { QuantityLog, QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import { requireOrder } from "./load";

const e = alias(processingQuantityEntries, "e");
const r = alias(processingQuantityEntries, "r");
const u = alias(users, "u");

/**
 * The ledger rows of the given orders (already checked to be in scope), with who entered each row and
 * which later row reversed it; newest first for the log, oldest first for a print.
 */
export async function ledgerOf(db: Db, orderIds: readonly number[], order: "asc" | "desc"): Promise<Map<number, QuantityLogEntry[]>> {
  const byOrder = new Map<number, QuantityLogEntry[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const entries = await rows<QuantityLogEntry & { orderId: number }>(db, sql`
    select ${e.orderId} as "orderId", ${e.id} as id, ${e.qty}::text as qty, ${e.cumulativeAfter}::text as "cumulativeAfter",
      ${u.userNo} || ' ' || ${u.name} as "enteredBy", ${isoText(sql`${e.enteredAt}`)} as "enteredAt", ${e.reversesId} as "reversesId",
      (select ${r.id} from ${processingQuantityEntries} ${r} where ${r.reversesId} = ${e.id}) as "reversedBy"
    from ${processingQuantityEntries} ${e} join ${users} ${u} on ${u.id} = ${e.enteredBy}
    where ${e.orderId} in (${sql.join(orderIds.map((i) => sql`${i}`), sql`, `)}) order by ${e.id} ${order === "asc" ? sql`asc` : sql`desc`}`);
  for (const { orderId, ...entry } of entries) byOrder.get(orderId)?.push(entry);
  return byOrder;
}

/** The order's ledger, newest first. */
export async function quantityLogOf(db: Db, scope: Scope, id: number): Promise<QuantityLog> {
  const o = await requireOrder(db, scope, id);
  const entries = (await ledgerOf(db, [id], "desc")).get(id) ?? [];
  return { outboundQty: o.outboundQty, completedQty: o.completedQty, entries };
}
