import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { enterQuantity } from "./quantity-entry";
import { reverseEntry } from "./quantity-reverse";
import { quantityLogOf } from "./quantity-log";

export const getQuantityLog = defineRoute(processingOrderOps.quantityLog, {
  rights: [rights.processingOrder.view],
  handler: ({ db, scope, params }) => quantityLogOf(db, scope, params.id),
});

export const postQuantity = defineRoute(processingOrderOps.enterQuantity, {
  rights: [rights.processingOrder.quantity],
  handler: ({ db, scope, params, body }) => enterQuantity(db, scope, params.id, body.qty),
});

export const postReverseEntry = defineRoute(processingOrderOps.reverseEntry, {
  rights: [rights.processingOrder.quantity],
  handler: ({ db, scope, params }) => reverseEntry(db, scope, params.id, params.entryId),
});
