import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dueHorizonDays } from "@/lib/contracts/erp-purchase/purchase-order";
import { purchaseOrderLines } from "@/services/db/schema";

export type LineTable = typeof purchaseOrderLines | ReturnType<typeof alias<typeof purchaseOrderLines, string>>;

/**
 * A line still to be sent: not completed or closed, its order not rejected, something remaining. The
 * partial indexes purchase_order_lines_open_* carry exactly this predicate (literals, not parameters,
 * so the planner can prove it).
 */
export const isSendable = (l: LineTable): SQL =>
  sql`${l.completeStatus} = 'open' and ${l.receiveStatus} <> 'rejected' and ${l.remainQty} > 0`;

const horizon = sql.raw(String(dueHorizonDays));
export const dueSoon = (l: LineTable): SQL => sql`${l.deldate} between current_date and current_date + ${horizon}`;
export const overdue = (l: LineTable): SQL => sql`${l.deldate} < current_date`;
export const withinHorizon = (l: LineTable): SQL => sql`${l.deldate} <= current_date + ${horizon}`;
