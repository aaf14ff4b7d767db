import { idParam } from "@/lib/contracts/common";
import { purchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { loadOrderDetail } from "./load";

export const getPurchaseOrder = defineLegacyRoute({
  method: "get",
  path: "/purchase-order/:id",
  summary: "One purchase order with its lines and the supplier's confirmations",
  auth: "user",
  rights: ["21_view"],
  params: idParam,
  response: purchaseOrderDetail,
  handler: ({ db, principal, params }) => loadOrderDetail(db, scopeOf(principal), params.id),
});
