import { purchaseOrderOps, rejectInput } from "@/lib/contracts/erp-purchase/purchase-order";
import { receiveParts } from "@/components/common/receive-parts";

/** Accepting and declining orders through the contract; loaded with the dialogs (use-order-actions.tsx). */
export const orderCalls = receiveParts(rejectInput, purchaseOrderOps);
