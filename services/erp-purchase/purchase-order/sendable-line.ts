import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dueHorizonDays } from "@/lib/contracts/erp-purchase/purchase-order";
import { purchaseOrderConfirmations, purchaseOrderLines } from "@/services/db/schema";
import { todaySql, type BusinessDay } from "@/services/core/business-time";

export type LineTable = typeof purchaseOrderLines | ReturnType<typeof alias<typeof purchaseOrderLines, string>>;

/**
 * A line still to be sent: not completed or closed, its order not rejected, something remaining. The
 * partial indexes purchase_order_lines_open_* carry exactly this predicate (literals, not parameters,
 * so the planner can prove it).
 */
export const isSendable = (l: LineTable): SQL =>
  sql`${l.completeStatus} = 'open' and ${l.receiveStatus} <> 'rejected' and ${l.remainQty} > 0`;

const horizon = sql.raw(String(dueHorizonDays));
/** Against the caller's business day, not the database's current_date (which is in the server's zone). */
export const dueSoon = (l: LineTable, day: BusinessDay): SQL => sql`${l.deldate} between ${todaySql(day)} and ${todaySql(day)} + ${horizon}`;
export const overdue = (l: LineTable, day: BusinessDay): SQL => sql`${l.deldate} < ${todaySql(day)}`;
export const withinHorizon = (l: LineTable, day: BusinessDay): SQL => sql`${l.deldate} <= ${todaySql(day)} + ${horizon}`;

const c = alias(purchaseOrderConfirmations, "c");

/**
 * What delivery notices may still take from a line: its remaining quantity, or less when the supplier
 * confirmed less than ordered (the promised quantity minus what was already sent).
 */
export const sendableQty = (l: LineTable): SQL => sql`least(${l.remainQty}, coalesce(
  (select greatest(${c.promisedQty} - ${l.sentQty}, 0) from ${purchaseOrderConfirmations} ${c} where ${c.lineId} = ${l.id}), ${l.remainQty}))`;
