import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { transitionProcessingOrder } from "./transition";

export const rejectProcessingOrder = defineRoute(processingOrderOps.reject, {
  rights: [rights.processingOrder.reject],
  handler: ({ db, scope, params, body }) => transitionProcessingOrder(db, scope, params.id, { kind: "reject", reason: body.reason }),
});
