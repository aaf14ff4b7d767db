import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import { transitionPlan } from "./transition";

export const releaseDeliveryPlan = defineRoute(deliveryPlanOps.release, {
  rights: [rights.noticeRelease.add],
  audience: "internal",
  handler: ({ db, scope, params }) => transitionPlan(db, scope, params.id, "release"),
});

export const confirmDeliveryPlan = defineRoute(deliveryPlanOps.confirm, {
  rights: [rights.noticeRelease.confirm],
  audience: "internal",
  handler: ({ db, scope, params }) => transitionPlan(db, scope, params.id, "confirm"),
});
