"use client";

import { useReceiveActions, type ReceiveOptions } from "@/components/common/use-receive-actions";

const options: ReceiveOptions = {
  namespace: "processingOrder",
  labelVar: "outNo",
  load: async () => (await import("./order-calls")).orderCalls,
};

/** Receive and reject outsourced processing orders, single or batch, with confirmation and outcomes. */
export const useProcessingActions = (onDone: () => void) => useReceiveActions(options, onDone);
