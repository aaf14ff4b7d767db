import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { deductionBills } from "@/services/db/schema";

const bill: DocumentTable = { table: deductionBills, no: deductionBills.billNo };
const entity = "deduction_bill";

/** Issued (or maintained or adjusted after a dispute) → the supplier; confirmed or disputed → the staff who answer. */
export const deductionBillEvents: EventType[] = [
  { type: "deduction_issued", entity, actions: ["issueDeduction", "answerMaintain", "answerAdjust"], deliver: toSupplier(bill, [rights.deductionBill.view]) },
  { type: "deduction_confirmed", entity, actions: ["confirmDeduction"], deliver: toStaff(bill, [rights.deductionBill.answer]) },
  { type: "deduction_disputed", entity, actions: ["disputeDeduction"], deliver: toStaff(bill, [rights.deductionBill.answer]) },
];
