"use client";

import { processingOrderOps, processingRejectInput } from "@/lib/contracts/erp-production/processing-order";
import { receiveParts } from "@/components/common/receive-parts";
import { useReceiveActions, type ReceiveOptions } from "@/components/common/use-receive-actions";

const options: ReceiveOptions = {
  namespace: "processingOrder",
  labelVar: "outNo",
  load: async () => receiveParts(processingRejectInput, processingOrderOps),
};

/** Receive and reject outsourced processing orders, single or batch, with confirmation and outcomes. */
export const useProcessingActions = (onDone: () => void) => useReceiveActions(options, onDone);
