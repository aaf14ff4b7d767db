import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { loadOrderDetail } from "./load";

export const getPurchaseOrder = defineRoute(purchaseOrderOps.detail, {
  rights: [rights.purchaseOrder.view],
  handler: ({ db, scope, params, locale }) => loadOrderDetail(db, scope, params.id, locale),
});
