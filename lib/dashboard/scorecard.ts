import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { supplierScoreOps, type OwnOnTimeTrend, type ScoreFalls } from "@/lib/contracts/erp-purchase/supplier-score";
import type { DashboardContext } from "./context";

/**
 * Dashboard seam — supplier scorecards (issue 37): staff see the company's suppliers whose grade fell this month,
 * a supplier its own on-time trend. `hidden` without the scorecard right; `null` data when the service failed.
 */
export type ScorecardNotice =
  | { kind: "hidden" }
  | { kind: "falls"; data: ScoreFalls | null }
  | { kind: "trend"; data: OwnOnTimeTrend | null };

/** Whether the dashboard has a scorecard section for the user: known before anything loads, so its place is held. */
export const showsScorecard = (ctx: DashboardContext) => hasRights(ctx.user, [rights.supplierScore.view]);

export async function getScorecardNotice(ctx: DashboardContext): Promise<ScorecardNotice> {
  if (!showsScorecard(ctx)) return { kind: "hidden" };
  const call = { token: ctx.erpToken, locale: ctx.locale };
  if (ctx.user.userType === "supplier") {
    const res = await callOpJson(supplierScoreOps.ownTrend, { ...call, query: {} });
    return { kind: "trend", data: res.returnCode === 200 && res.data ? res.data : null };
  }
  const res = await callOpJson(supplierScoreOps.falls, { ...call, query: {} });
  return { kind: "falls", data: res.returnCode === 200 && res.data ? res.data : null };
}
