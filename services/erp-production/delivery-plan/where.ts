import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DeliveryPlanFilters } from "@/lib/contracts/erp-production/delivery-plan";
import { and, between, inPreset, startsWith, type Scope } from "@/services/core/list";
import { todaySql, type BusinessDay } from "@/services/core/business-time";
import { customers, deliveryPlanLines, deliveryPlans, stockItems } from "@/services/db/schema";

export const pl = alias(deliveryPlans, "pl");
export const ln = alias(deliveryPlanLines, "ln");
export const cu = alias(customers, "cu");
const si = alias(stockItems, "si");

/** Notice lines with their notice and customer. */
export const planLinesFrom = sql`${deliveryPlanLines} ${ln} join ${deliveryPlans} ${pl} on ${pl.id} = ${ln.planId} join ${customers} ${cu} on ${cu.id} = ${ln.customerId}`;

/** Available stock of a line's product in its store area (any store area when the line names none). */
export const currentStock = sql`coalesce((select sum(${si.onHand} - ${si.allocated}) from ${stockItems} ${si}
  where ${si.companyId} = ${pl.companyId} and ${si.productCode} = ${ln.productCode}
    and (${ln.storeArea} = '' or ${si.stockArea} = ${ln.storeArea})), 0)`;

/** Dashboard warning horizon (docs/requirements.md §9): released or confirmed lines with something unsent, due within two weeks or overdue. */
export function dueWhere(due: "soon" | "overdue", day: BusinessDay): SQL {
  const today = todaySql(day);
  const when = due === "soon" ? sql`${pl.sendDate} between ${today} and ${today} + 14` : sql`${pl.sendDate} < ${today}`;
  return sql`${pl.status} <> 'draft' and ${ln.unsentQty} > 0 and ${when}`;
}

export function deliveryPlanWhere(scope: Scope, f: DeliveryPlanFilters): SQL {
  return and([
    sql`${pl.companyId} = ${scope.companyId}`,
    between(sql`${pl.sendDate}`, f.sendDateFrom, f.sendDateTo),
    inPreset(sql`${pl.sendDate}`, f.sendDateRange, scope),
    f.noticeNo && startsWith(sql`${pl.noticeNo}`, f.noticeNo),
    f.customerNo && sql`${cu.customerNo} = ${f.customerNo}`,
    f.productCode && startsWith(sql`${ln.productCode}`, f.productCode),
    f.status && sql`${pl.status} = ${f.status}`,
    f.due && dueWhere(f.due, scope),
  ]);
}
