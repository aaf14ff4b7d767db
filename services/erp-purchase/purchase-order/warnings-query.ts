import { sql, type SQL } from "drizzle-orm";
import { inScope, type Scope } from "@/services/core/list";
import { dueSoon, isOpenLine, overdue, withinHorizon } from "../purchase-order/open-line";

/** Served by the partial "open line" indexes: one range of (company[, supplier], deldate ≤ today + 14). */
export const warningsQuery = (scope: Scope): SQL => sql`
  select count(*) filter (where ${dueSoon("l")})::int as due_soon,
    count(*) filter (where ${overdue("l")})::int as overdue, to_char(current_date, 'YYYY-MM-DD') as today
  from purchase_order_lines l
  where ${inScope(scope, sql`l.company_id`, sql`l.supplier_id`)} and ${isOpenLine("l")} and ${withinHorizon("l")}`;
