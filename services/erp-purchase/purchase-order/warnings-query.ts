import { sql, type SQL } from "drizzle-orm";
import { inScope, type Scope } from "@/services/core/list";
import { purchaseOrderLines } from "@/services/db/schema";
import { l } from "./where";
import { dueSoon, isSendable, overdue, withinHorizon } from "./sendable-line";

/** Served by the partial "open line" indexes: one range of (company[, supplier], deldate ≤ today + 14). */
export const warningsQuery = (scope: Scope): SQL => sql`
  select count(*) filter (where ${dueSoon(l, scope)})::int as due_soon,
    count(*) filter (where ${overdue(l, scope)})::int as overdue, ${scope.today}::text as today
  from ${purchaseOrderLines} ${l}
  where ${inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`)} and ${isSendable(l)} and ${withinHorizon(l, scope)}`;
