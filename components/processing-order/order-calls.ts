import { processingOrderOps, processingRejectInput } from "@/lib/contracts/erp-production/processing-order";
import { receiveParts } from "@/components/common/receive-parts";

/** The receive/reject calls, loaded with their contract when a confirmation first opens. */
export const orderCalls = receiveParts(processingRejectInput, processingOrderOps);
