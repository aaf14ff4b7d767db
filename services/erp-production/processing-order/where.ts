import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProcessingOrderFilters } from "@/lib/contracts/erp-production/processing-order";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { processingOrders } from "@/services/db/schema";
import { todaySql } from "@/services/core/business-time";

export const p = alias(processingOrders, "p");

/** Unfinished: something left to produce and not rejected (the unfinished order list, overdue days). */
export const unfinished = sql`${p.completedQty} < ${p.outboundQty} and ${p.receiveStatus} <> 'rejected'`;
/** Days past the completion date while unfinished, against the caller's business day (`bd.today`), never current_date. */
export const overdueDays = sql`case when ${unfinished} and ${p.completionDate} < bd.today then bd.today - ${p.completionDate} else 0 end`;

/** Tenant scope and the list filters on processing_orders `p`. */
export function processingOrderWhere(scope: Scope, f: ProcessingOrderFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${p.companyId}`, sql`${p.supplierId}`),
    between(sql`${p.outboundDate}`, f.outboundDateFrom, f.outboundDateTo),
    inPreset(sql`${p.outboundDate}`, f.outboundDateRange, scope),
    f.supplierId !== undefined && sql`${p.supplierId} = ${f.supplierId}`,
    f.outNo && startsWith(sql`${p.outNo}`, f.outNo),
    f.projectNo && startsWith(sql`${p.projectNo}`, f.projectNo),
    f.receiveStatus && sql`${p.receiveStatus} = ${f.receiveStatus}`,
    f.progress === "open" && unfinished,
    f.progress === "completed" && sql`${p.completedQty} >= ${p.outboundQty}`,
    f.overdue && sql`${unfinished} and ${p.completionDate} < ${todaySql(scope)}`,
  ]);
}
