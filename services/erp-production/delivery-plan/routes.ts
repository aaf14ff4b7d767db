import type { AnyRoute } from "@/services/core/route";
import { getPlanDetails } from "./details";
import { deliveryPlanListRoutes } from "./list";
import { lookupPlan } from "./lookup";
import { confirmDeliveryPlan, releaseDeliveryPlan } from "./release";
import { getPlanWarnings } from "./warnings";

/** The delivery plan module's routes, fixed paths before `/:id` ones. */
export const deliveryPlanRoutes: AnyRoute[] = [
  deliveryPlanListRoutes.list, deliveryPlanListRoutes.export, getPlanDetails, getPlanWarnings, lookupPlan, releaseDeliveryPlan, confirmDeliveryPlan,
];
