"use client";

import { purchaseOrderOps, rejectInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { callOp } from "@/lib/client/request";
import { useReceiveActions, type ReceiveOptions, type ReceiveTarget } from "@/components/common/use-receive-actions";

export type OrderTarget = ReceiveTarget;

const options: ReceiveOptions = {
  namespace: "purchaseOrder",
  labelVar: "pono",
  rejectSchema: rejectInput,
  calls: {
    receive: (id) => callOp(purchaseOrderOps.receive, { params: { id } }),
    reject: (id, reason) => callOp(purchaseOrderOps.reject, { params: { id }, body: { reason } }),
    batchReceive: (ids) => callOp(purchaseOrderOps.batchReceive, { body: { ids } }),
    batchReject: (ids, reason) => callOp(purchaseOrderOps.batchReject, { body: { ids, reason } }),
  },
};

/** Receive and reject purchase orders (components/common/use-receive-actions.tsx). */
export const useOrderActions = (onDone: () => void) => useReceiveActions(options, onDone);
