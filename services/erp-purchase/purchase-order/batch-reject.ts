import { batchResult } from "@/lib/contracts/common";
import { batchRejectInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { batchTransition } from "./batch";

export const batchRejectPurchaseOrders = defineLegacyRoute({
  method: "post",
  path: "/purchase-order/batch/reject",
  summary: "Reject several orders with one reason; each order's outcome is reported",
  auth: "user",
  rights: ["21_reject"],
  body: batchRejectInput,
  response: batchResult,
  handler: ({ db, principal, body, t }) =>
    batchTransition(db, scopeOf(principal), body.ids, { kind: "reject", reason: body.reason }, t),
});
