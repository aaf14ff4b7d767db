import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deductionBillOps } from "@/lib/contracts/erp-production/deduction-bill";
import { auditHistory } from "@/services/core/audit-history";
import { rows } from "@/services/db/rows";
import { deductionBills } from "@/services/db/schema";
import { loadBill } from "./load";
import { d, deductionWhere } from "./where";
import { deductionBillAuditEntity } from "./events";

export const getDeduction = defineRoute(deductionBillOps.detail, {
  rights: [rights.deductionBill.view],
  handler: ({ db, scope, params }) => loadBill(db, scope, params.id),
});

export const getDeductionAudit = defineRoute(deductionBillOps.audit, {
  rights: [rights.deductionBill.view],
  handler: async ({ db, scope, params }) => {
    await loadBill(db, scope, params.id);
    return auditHistory(db, deductionBillAuditEntity, params.id);
  },
});

/** The dashboard's "deduction order confirmation": a supplier's issued bills, or the disputed bills a buyer answers. */
export const getDeductionTodo = defineRoute(deductionBillOps.todo, {
  rights: [rights.deductionBill.view],
  handler: async ({ db, scope }) => {
    const status = scope.isSupplier ? ("issued" as const) : ("disputed" as const);
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${deductionBills} ${d} where ${deductionWhere(scope, { status })}`);
    return { count: Number(r?.n ?? 0), status };
  },
});
