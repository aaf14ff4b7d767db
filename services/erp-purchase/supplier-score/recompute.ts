import { supplierScoreOps } from "@/lib/contracts/erp-purchase/supplier-score";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { recomputeMonthByHand } from "./actions";

export const recomputeScoreMonth = defineRoute(supplierScoreOps.recompute, {
  rights: [rights.supplierScore.recompute],
  audience: "internal",
  handler: async ({ db, scope, body, now }) => ({ snapshots: await recomputeMonthByHand(db, scope, scope.companyId, `${body.month}-01`, now) }),
});
