import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { transitionProcessingOrder } from "./transition";

export const receiveProcessingOrder = defineRoute(processingOrderOps.receive, {
  rights: [rights.processingOrder.receive],
  handler: ({ db, scope, params }) => transitionProcessingOrder(db, scope, params.id, { kind: "receive" }),
});
