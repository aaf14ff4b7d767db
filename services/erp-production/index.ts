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
import { printProcessingOrders } from "./processing-order/print";
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
import { getDeductionOrders } from "./deduction-bill/orders";
import { answerDeduction, batchConfirmDeduction, batchDisputeDeduction, confirmDeduction, disputeDeduction } from "./deduction-bill/moves";

import { warehouseStockListRoutes } from "./warehouse-stock/list";
import { deliveryPlanListRoutes } from "./delivery-plan/list";
import { confirmDeliveryPlan, releaseDeliveryPlan } from "./delivery-plan/release";
import { getPlanDetails } from "./delivery-plan/details";
import { getPlanWarnings } from "./delivery-plan/warnings";
import { lookupPlan } from "./delivery-plan/lookup";
import { deliveryNoteListRoutes } from "./delivery-note/list";
import { createDeliveryNote } from "./delivery-note/create";
import { getDeliveryNote, getDeliveryNoteAudit, getPickableStock, printDeliveryNotes } from "./delivery-note/read";
import { approveDeliveryNote, unapproveDeliveryNote } from "./delivery-note/approve";
import { uploadDeliveryNote } from "./delivery-note/upload";
import { removeDeliveryNote } from "./delivery-note/remove";
import { recordReceipt } from "./delivery-note/receipt";

export const routes: AnyRoute[] = [
  createLocation,
  processingOrderListRoutes.list,
  processingOrderListRoutes.export,
  getProcessingTodo,
  printProcessingOrders,
  batchReceiveProcessingOrders,
  batchRejectProcessingOrders,
  receiveProcessingOrder,
  rejectProcessingOrder,
  getProcessingOrderAudit,
  getQuantityLog,
  postQuantity,
  postReverseEntry,
  warehouseStockListRoutes.list,
  warehouseStockListRoutes.export,
  deliveryPlanListRoutes.list,
  deliveryPlanListRoutes.export,
  getPlanDetails,
  getPlanWarnings,
  lookupPlan,
  releaseDeliveryPlan,
  confirmDeliveryPlan,
  deliveryNoteListRoutes.list,
  deliveryNoteListRoutes.export,
  createDeliveryNote,
  getPickableStock,
  printDeliveryNotes,
  getDeliveryNote,
  removeDeliveryNote,
  approveDeliveryNote,
  unapproveDeliveryNote,
  uploadDeliveryNote,
  recordReceipt,
  getDeliveryNoteAudit,
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
  getDeductionOrders,
  issueDeduction,
  batchConfirmDeduction,
  batchDisputeDeduction,
  getDeduction,
  confirmDeduction,
  disputeDeduction,
  answerDeduction,
  getDeductionAudit,
];

export const app = createServiceApp("erp-production", routes);
