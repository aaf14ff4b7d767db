import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { batchTransition } from "./batch";

export const batchRejectPurchaseOrders = defineRoute(purchaseOrderOps.batchReject, {
  rights: [rights.purchaseOrder.reject],
  handler: ({ db, scope, body, t, locale }) =>
    batchTransition(db, scope, body.ids, { kind: "reject", reason: body.reason }, { t, locale }),
});
