import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { createLocation } from "./sendplan/location-create";
import { processingOrderListRoutes } from "./processing-order/list";
import { batchReceiveProcessingOrders } from "./processing-order/batch-receive";
import { batchRejectProcessingOrders } from "./processing-order/batch-reject";
import { receiveProcessingOrder } from "./processing-order/receive";
import { rejectProcessingOrder } from "./processing-order/reject";
import { getProcessingOrderAudit } from "./processing-order/audit";
import { getProcessingTodo } from "./processing-order/todo";
import { getQuantityLog, postQuantity, postReverseEntry } from "./processing-order/quantity";
import { owedQuantityListRoutes } from "./owed-quantity/list";
import { getOwedTodo } from "./owed-quantity/todo";
import { batchConfirmOwed, confirmOwed } from "./owed-quantity/confirm";
import { batchDisputeOwed, disputeOwed } from "./owed-quantity/dispute";
import { getOwedAudit } from "./owed-quantity/audit";
import { deductionBillListRoutes } from "./deduction-bill/list";
import { getDeduction, getDeductionAudit, getDeductionTodo } from "./deduction-bill/read";
import { getDeductionFile, uploadDeductionEvidence } from "./deduction-bill/evidence";
import { issueDeduction } from "./deduction-bill/issue";
import { answerDeduction, confirmDeduction, disputeDeduction } from "./deduction-bill/moves";

export const routes: AnyRoute[] = [
  createLocation,
  processingOrderListRoutes.list,
  processingOrderListRoutes.export,
  getProcessingTodo,
  batchReceiveProcessingOrders,
  batchRejectProcessingOrders,
  receiveProcessingOrder,
  rejectProcessingOrder,
  getProcessingOrderAudit,
  getQuantityLog,
  postQuantity,
  postReverseEntry,
  owedQuantityListRoutes.list,
  owedQuantityListRoutes.export,
  getOwedTodo,
  batchConfirmOwed,
  batchDisputeOwed,
  confirmOwed,
  disputeOwed,
  getOwedAudit,
  deductionBillListRoutes.list,
  deductionBillListRoutes.export,
  getDeductionTodo,
  uploadDeductionEvidence,
  getDeductionFile,
  issueDeduction,
  getDeduction,
  confirmDeduction,
  disputeDeduction,
  answerDeduction,
  getDeductionAudit,
];

export const app = createServiceApp("erp-production", routes);
