import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MaterialPrepFilters } from "@/lib/contracts/erp-purchase/material-prep";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { businessDayJoin, todaySql } from "@/services/core/business-time";
import { materialPrepTasks, suppliers, users } from "@/services/db/schema";

export const m = alias(materialPrepTasks, "m");
const s = alias(suppliers, "s");
const mu = alias(users, "mu");

/** Still being prepared: the statuses in which a task can be late. */
const active = sql`${m.status} in ('open', 'preparing')`;

export const prepFrom = (scope: Scope) => sql`${materialPrepTasks} ${m} left join ${suppliers} ${s} on ${s.id} = ${m.supplierId}
  left join ${users} ${mu} on ${mu.id} = ${m.modifiedBy} ${businessDayJoin(scope)}`;

export const prepSelect = {
  taskNo: sql`${m.taskNo}`,
  status: sql`${m.status}`,
  projectNo: sql`${m.projectNo}`,
  workOrder: sql`${m.workOrder}`,
  itemno: sql`${m.itemno}`,
  itemdesc: sql`${m.itemdesc}`,
  unit: sql`${m.unit}`,
  requiredQty: sql`${m.requiredQty}`,
  preparedQty: sql`${m.preparedQty}`,
  progressPct: sql`floor(${m.preparedQty} * 100 / ${m.requiredQty})::int`,
  readyBy: sql`${m.readyBy}`,
  overdueDays: sql`case when ${active} and ${m.readyBy} < bd.today then bd.today - ${m.readyBy} else 0 end`,
  venno: sql`${s.venNo}`,
  vensname: sql`${s.shortName}`,
  responsible: sql`${m.responsible}`,
  remark: sql`${m.remark}`,
  modifiedBy: sql`coalesce(${mu.name}, '')`,
  modifiedAt: sql`${m.modifiedAt}`,
};

/** Company scope (a supplier scope: only the tasks it is responsible for) and the list filters. */
export function materialPrepWhere(scope: Scope, f: MaterialPrepFilters): SQL {
  return and([
    inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`),
    f.taskNo && startsWith(sql`${m.taskNo}`, f.taskNo.toUpperCase()),
    f.projectNo && startsWith(sql`${m.projectNo}`, f.projectNo),
    f.itemno && startsWith(sql`${m.itemno}`, f.itemno),
    f.status && sql`${m.status} = ${f.status}`,
    f.overdue && sql`${active} and ${m.readyBy} < ${todaySql(scope)}`,
    between(sql`${m.readyBy}`, f.readyByFrom, f.readyByTo),
    inPreset(sql`${m.readyBy}`, f.readyByRange, scope),
  ]);
}
