import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { transitionOrder } from "./transition";

export const rejectPurchaseOrder = defineRoute(purchaseOrderOps.reject, {
  rights: [rights.purchaseOrder.reject],
  handler: ({ db, scope, params, body }) =>
    transitionOrder(db, scope, params.id, { kind: "reject", reason: body.reason }),
});
