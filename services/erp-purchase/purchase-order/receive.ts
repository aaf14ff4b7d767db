import { idParam } from "@/lib/contracts/common";
import { transitionResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { transitionOrder } from "./transition";

export const receivePurchaseOrder = defineLegacyRoute({
  method: "post",
  path: "/purchase-order/:id/receive",
  summary: "Receive an order (not received → received); 409 when already received or rejected, or price review pending",
  auth: "user",
  rights: ["21_receive"],
  params: idParam,
  response: transitionResult,
  handler: ({ db, principal, params }) => transitionOrder(db, scopeOf(principal), params.id, { kind: "receive" }),
});
