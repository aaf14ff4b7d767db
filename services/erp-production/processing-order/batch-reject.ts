import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { batchOutcomes } from "@/services/core/batch";
import { transitionProcessingOrder } from "./transition";

export const batchRejectProcessingOrders = defineRoute(processingOrderOps.batchReject, {
  rights: [rights.processingOrder.reject],
  handler: ({ db, scope, body, t, locale }) =>
    batchOutcomes(body.ids, { t, locale }, (id) => transitionProcessingOrder(db, scope, id, { kind: "reject", reason: body.reason })),
});
