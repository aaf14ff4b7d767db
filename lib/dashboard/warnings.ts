import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import type { DashboardContext } from "./context";

/** Deliveries needing attention; the hrefs open the purchase order list filtered to them. */
export interface DeliveryWarnings {
  /** Deliveries due within the next two weeks (docs/requirements.md §9 warning horizon). */
  dueSoon: number;
  /** Deliveries past their due date and not complete. */
  overdue: number;
  dueSoonHref: string;
  overdueHref: string;
}

/** docs/requirements.md §9: the dashboard warns about deliveries due within two weeks. */
export const warningHorizonDays = 14;

/**
 * Dashboard seam — warning information (docs/requirements.md §1): open PO lines of the user's scope due within two weeks, and
 * overdue ones, counted by erp-purchase. `null` means "not available" (no right to see purchase orders, or the
 * service failed): the dashboard then shows an empty state instead of numbers.
 */
export async function getDeliveryWarnings(ctx: DashboardContext): Promise<DeliveryWarnings | null> {
  if (ctx.user.userType !== "supplier" && hasRights(ctx.user, [rights.deliveryPlan.view])) return planWarnings(ctx);
  if (!hasRights(ctx.user, [rights.purchaseOrder.view])) return null;
  const res = await callOpJson(purchaseOrderOps.warnings, {
    token: ctx.erpToken,
    locale: ctx.locale,
  });
  if (res.returnCode !== 200 || !res.data) return null;
  return {
    dueSoon: res.data.dueSoon,
    overdue: res.data.overdue,
    dueSoonHref: "/purchase/order?due=soon",
    overdueHref: "/purchase/order?due=overdue",
  };
}

/** Internal staff: customer delivery plans (notice lines with something unsent) due within two weeks, and overdue ones. */
async function planWarnings(ctx: DashboardContext): Promise<DeliveryWarnings | null> {
  const res = await callOpJson(deliveryPlanOps.warnings, { token: ctx.erpToken, locale: ctx.locale });
  if (res.returnCode !== 200 || !res.data) return null;
  return { dueSoon: res.data.dueSoon, overdue: res.data.overdue, dueSoonHref: "/delivery/plan?due=soon", overdueHref: "/delivery/plan?due=overdue" };
}
