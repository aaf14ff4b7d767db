import { batchResult } from "@/lib/contracts/common";
import { batchReceiveInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { batchTransition } from "./batch";

export const batchReceivePurchaseOrders = defineLegacyRoute({
  method: "post",
  path: "/purchase-order/batch/receive",
  summary: "Receive several orders; each order's outcome is reported",
  auth: "user",
  rights: ["21_receive"],
  body: batchReceiveInput,
  response: batchResult,
  handler: ({ db, principal, body, t }) => batchTransition(db, scopeOf(principal), body.ids, { kind: "receive" }, t),
});
