import type { AnyRoute } from "@/services/core/route";
import { getDeduction, getDeductionAudit, getDeductionTodo } from "./detail";
import { getDeductionFile, uploadDeductionEvidence } from "./evidence";
import { issueDeduction } from "./issue";
import { deductionBillListRoutes } from "./list";
import { answerDeduction, batchConfirmDeduction, batchDisputeDeduction, confirmDeduction, disputeDeduction } from "./moves";
import { getDeductionOrders } from "./orders";

/** The deduction bill module's routes, fixed paths before `/:id` ones. */
export const deductionBillRoutes: AnyRoute[] = [
  deductionBillListRoutes.list, deductionBillListRoutes.export, getDeductionTodo, uploadDeductionEvidence, getDeductionFile, getDeductionOrders,
  issueDeduction, batchConfirmDeduction, batchDisputeDeduction, getDeduction, confirmDeduction, disputeDeduction, answerDeduction, getDeductionAudit,
];
