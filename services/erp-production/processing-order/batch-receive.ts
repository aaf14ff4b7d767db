import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { batchOutcomes } from "@/services/core/batch";
import { transitionProcessingOrder } from "./transition";

export const batchReceiveProcessingOrders = defineRoute(processingOrderOps.batchReceive, {
  rights: [rights.processingOrder.receive],
  handler: ({ db, scope, body, t, locale }) => batchOutcomes(body.ids, { t, locale }, (id) => transitionProcessingOrder(db, scope, id, { kind: "receive" })),
});
