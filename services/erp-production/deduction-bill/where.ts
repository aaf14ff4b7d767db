import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DeductionBillFilters } from "@/lib/contracts/erp-production/deduction-bill";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { deductionBills, processingOrders } from "@/services/db/schema";

export const d = alias(deductionBills, "d");
export const po = alias(processingOrders, "po");
/** The caller's tenant on an unaliased deduction bill row. */
export const ownBill = (scope: Scope) => inScope(scope, sql`${deductionBills.companyId}`, sql`${deductionBills.supplierId}`);

export function deductionWhere(scope: Scope, f: Partial<DeductionBillFilters> & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${d.companyId}`, sql`${d.supplierId}`),
    between(sql`${d.billDate}`, f.billDateFrom, f.billDateTo),
    inPreset(sql`${d.billDate}`, f.billDateRange, scope),
    f.supplierId !== undefined && sql`${d.supplierId} = ${f.supplierId}`,
    f.billNo && startsWith(sql`${d.billNo}`, f.billNo),
    f.outNo && sql`${d.processingOrderId} in (select ${processingOrders.id} from ${processingOrders} where ${processingOrders.companyId} = ${scope.companyId} and ${startsWith(sql`${processingOrders.outNo}`, f.outNo)})`,
    f.status && sql`${d.status} = ${f.status}`,
    f.reasonCategory && sql`${d.reasonCategory} = ${f.reasonCategory}`,
  ]);
}
