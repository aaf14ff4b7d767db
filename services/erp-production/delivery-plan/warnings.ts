import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import { rows } from "@/services/db/rows";
import { dueWhere, pl, planLinesFrom } from "./where";

/** Dashboard warnings: notice lines due within two weeks and overdue ones, counted as the plan list's `due` filter lists them. */
export const getPlanWarnings = defineRoute(deliveryPlanOps.warnings, {
  rights: [rights.deliveryPlan.view],
  audience: "internal",
  handler: async ({ db, scope }) => {
    const [r] = await rows<{ due_soon: number; overdue: number }>(db, sql`
      select count(*) filter (where ${dueWhere("soon", scope)})::int as due_soon, count(*) filter (where ${dueWhere("overdue", scope)})::int as overdue
      from ${planLinesFrom} where ${pl.companyId} = ${scope.companyId}`);
    return { dueSoon: Number(r?.due_soon ?? 0), overdue: Number(r?.overdue ?? 0) };
  },
});
