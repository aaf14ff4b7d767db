import { sql, type SQL } from "drizzle-orm";
import { dueHorizonDays } from "@/lib/contracts/erp-purchase/purchase-order";

/**
 * An open PO line: not completed or closed, its order not rejected, something left to send. The
 * partial indexes purchase_order_lines_open_* carry exactly this predicate.
 */
export const isOpenLine = (l: string): SQL =>
  sql.raw(`${l}.complete_status = 'open' and ${l}.receive_status <> 'rejected' and ${l}.remain_qty > 0`);

export const dueSoon = (l: string): SQL => sql.raw(`${l}.deldate between current_date and current_date + ${dueHorizonDays}`);
export const overdue = (l: string): SQL => sql.raw(`${l}.deldate < current_date`);
export const withinHorizon = (l: string): SQL => sql.raw(`${l}.deldate <= current_date + ${dueHorizonDays}`);
