import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { batchTransition } from "./batch";

export const batchReceivePurchaseOrders = defineRoute(purchaseOrderOps.batchReceive, {
  rights: [rights.purchaseOrder.receive],
  handler: ({ db, scope, body, t, locale }) => batchTransition(db, scope, body.ids, { kind: "receive" }, { t, locale }),
});
