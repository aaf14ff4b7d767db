import { purchaseOrderOps, rejectInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { callOp } from "@/lib/client/request";
import type { ReceiveParts } from "@/components/common/use-receive-actions";

/** Accepting and declining orders through the contract; loaded with the dialogs (use-order-actions.tsx). */
export const orderCalls: ReceiveParts = {
  rejectSchema: rejectInput,
  calls: {
    receive: (id) => callOp(purchaseOrderOps.receive, { params: { id } }),
    reject: (id, reason) => callOp(purchaseOrderOps.reject, { params: { id }, body: { reason } }),
    batchReceive: (ids) => callOp(purchaseOrderOps.batchReceive, { body: { ids } }),
    batchReject: (ids, reason) => callOp(purchaseOrderOps.batchReject, { body: { ids, reason } }),
  },
};
