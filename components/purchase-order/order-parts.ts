import { orderFileSpec, purchaseOrderList, purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { viewOf } from "@/lib/contracts/kit/list";
import { addressOf } from "@/lib/contracts/kit/operation";

/**
 * What an order's detail reads of its contract, as plain data: the list's view (captions, value lists) and
 * the addresses of its calls. The order page builds it on the server; the list's drawer with its own code.
 */
export const orderDetailParts = () => ({
  view: viewOf(purchaseOrderList),
  ops: {
    detail: addressOf(purchaseOrderOps.detail),
    audit: addressOf(purchaseOrderOps.audit),
    answer: addressOf(purchaseOrderOps.answer),
    priceReview: addressOf(purchaseOrderOps.priceReview),
    files: addressOf(purchaseOrderOps.files),
    upload: addressOf(purchaseOrderOps.upload),
  },
  fileSpec: { accept: [...orderFileSpec.accept], maxBytes: orderFileSpec.maxBytes },
});
export type OrderDetailParts = ReturnType<typeof orderDetailParts>;
