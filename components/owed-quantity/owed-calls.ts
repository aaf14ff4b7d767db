import { owedDisputeInput, owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { receiveParts } from "@/components/common/receive-parts";

/** Confirm is the hook's "receive", dispute its "reject"; loaded with their contract when a confirmation first opens. */
export const owedCalls = receiveParts(owedDisputeInput, {
  receive: owedQuantityOps.confirm,
  reject: owedQuantityOps.dispute,
  batchReceive: owedQuantityOps.batchConfirm,
  batchReject: owedQuantityOps.batchDispute,
});
