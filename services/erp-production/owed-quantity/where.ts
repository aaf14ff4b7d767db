import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OwedQuantityFilters } from "@/lib/contracts/erp-production/owed-quantity";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { owedQuantityOrders } from "@/services/db/schema";

export const q = alias(owedQuantityOrders, "q");
/** The caller's tenant on an unaliased owed quantity order row. */
export const ownOwed = (scope: Scope) => inScope(scope, sql`${owedQuantityOrders.companyId}`, sql`${owedQuantityOrders.supplierId}`);

export function owedWhere(scope: Scope, f: Partial<OwedQuantityFilters> & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${q.companyId}`, sql`${q.supplierId}`),
    between(sql`${q.billDate}`, f.billDateFrom, f.billDateTo),
    inPreset(sql`${q.billDate}`, f.billDateRange, scope),
    f.supplierId !== undefined && sql`${q.supplierId} = ${f.supplierId}`,
    f.owedNo && startsWith(sql`${q.owedNo}`, f.owedNo),
    f.projectNo && startsWith(sql`${q.projectNo}`, f.projectNo),
    f.workNo && startsWith(sql`${q.workNo}`, f.workNo),
    f.status && sql`${q.status} = ${f.status}`,
  ]);
}
