import { dueHorizonDays } from "@/lib/contracts/erp-purchase/purchase-order";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { warningsQuery } from "./warnings-query";

export const getDashboardWarnings = defineRoute(purchaseOrderOps.warnings, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, scope }) => {
    const [r] = await rows<{ due_soon: number; overdue: number; today: string }>(db, warningsQuery(scope));
    return { dueSoon: r?.due_soon ?? 0, overdue: r?.overdue ?? 0, horizonDays: dueHorizonDays, today: r?.today ?? "" };
  },
});
