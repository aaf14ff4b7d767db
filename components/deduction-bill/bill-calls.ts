import { deductionBillOps, deductionDisputeInput } from "@/lib/contracts/erp-production/deduction-bill";
import { receiveParts } from "@/components/common/receive-parts";

/** Batch confirm is the hook's "receive", batch dispute its "reject"; loaded with their contract when a confirmation first opens. */
export const billCalls = receiveParts(deductionDisputeInput, {
  receive: deductionBillOps.confirm,
  reject: deductionBillOps.dispute,
  batchReceive: deductionBillOps.batchConfirm,
  batchReject: deductionBillOps.batchDispute,
});
