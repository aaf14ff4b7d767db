import { idParam } from "@/lib/contracts/common";
import { rejectInput, transitionResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { transitionOrder } from "./transition";

export const rejectPurchaseOrder = defineLegacyRoute({
  method: "post",
  path: "/purchase-order/:id/reject",
  summary: "Reject an order with a reason (not received → rejected); 409 when already received or rejected",
  auth: "user",
  rights: ["21_reject"],
  params: idParam,
  body: rejectInput,
  response: transitionResult,
  handler: ({ db, principal, params, body }) =>
    transitionOrder(db, scopeOf(principal), params.id, { kind: "reject", reason: body.reason }),
});
