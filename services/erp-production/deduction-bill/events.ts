import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { deductionBills } from "@/services/db/schema";

export const deductionBillAuditEntity = "deduction_bill" as const;

const bill: DocumentTable = { table: deductionBills, no: deductionBills.billNo };

/** Issued (or maintained or adjusted after a dispute) → the supplier; confirmed or disputed → the staff who answer. */
export const deductionBillEvents: EventType[] = [
  { type: "deduction_issued", entity: deductionBillAuditEntity, actions: ["issueDeduction", "answerMaintain", "answerAdjust"], deliver: toSupplier(bill, [rights.deductionBill.view]) },
  { type: "deduction_confirmed", entity: deductionBillAuditEntity, actions: ["confirmDeduction"], deliver: toStaff(bill, [rights.deductionBill.answer]) },
  { type: "deduction_disputed", entity: deductionBillAuditEntity, actions: ["disputeDeduction"], deliver: toStaff(bill, [rights.deductionBill.answer]) },
];
