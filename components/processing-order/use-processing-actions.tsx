"use client";

import { processingOrderOps, processingRejectInput } from "@/lib/contracts/erp-production/processing-order";
import { callOp } from "@/lib/client/request";
import { useReceiveActions, type ReceiveOptions } from "@/components/common/use-receive-actions";

const options: ReceiveOptions = {
  namespace: "processingOrder",
  labelVar: "outNo",
  load: async () => ({
    rejectSchema: processingRejectInput,
    calls: {
      receive: (id) => callOp(processingOrderOps.receive, { params: { id } }),
      reject: (id, reason) => callOp(processingOrderOps.reject, { params: { id }, body: { reason } }),
      batchReceive: (ids) => callOp(processingOrderOps.batchReceive, { body: { ids } }),
      batchReject: (ids, reason) => callOp(processingOrderOps.batchReject, { body: { ids, reason } }),
    },
  }),
};

/** Receive and reject outsourced processing orders, single or batch, with confirmation and outcomes. */
export const useProcessingActions = (onDone: () => void) => useReceiveActions(options, onDone);
