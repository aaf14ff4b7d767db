import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { transitionOrder } from "./transition";

export const receivePurchaseOrder = defineRoute(purchaseOrderOps.receive, {
  rights: [rights.purchaseOrder.receive],
  handler: ({ db, scope, params }) => transitionOrder(db, scope, params.id, { kind: "receive" }),
});
