import { dashboardWarnings } from "@/lib/contracts/erp-purchase/dashboard";
import { dueHorizonDays } from "@/lib/contracts/erp-purchase/purchase-order";
import { rows } from "@/services/db/rows";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { warningsQuery } from "./warnings-query";

export const getDashboardWarnings = defineLegacyRoute({
  method: "get",
  path: "/purchase-order/warnings",
  summary: "Open PO lines of the caller's scope due within 14 days, and overdue",
  auth: "user",
  rights: ["21_view"],
  response: dashboardWarnings,
  handler: async ({ db, principal }) => {
    const [r] = await rows<{ due_soon: number; overdue: number; today: string }>(db, warningsQuery(scopeOf(principal)));
    return { dueSoon: r?.due_soon ?? 0, overdue: r?.overdue ?? 0, horizonDays: dueHorizonDays, today: r?.today ?? "" };
  },
});
