/** The deduction bill's statuses, reasons, answers and limits, plain data apart from its contract (which re-exports them). */
export const deductionStatuses = ["issued", "confirmed", "disputed", "withdrawn"] as const;
export type DeductionStatus = (typeof deductionStatuses)[number];
export const deductionReasons = ["quality_defect", "shortfall", "late_delivery", "damage", "other"] as const;
export type DeductionReason = (typeof deductionReasons)[number];
export const deductionDecisions = ["maintain", "adjust", "withdraw"] as const;
export type DeductionDecision = (typeof deductionDecisions)[number];
export const deductionLimits = { description: 1000, reason: 500, answer: 500, evidence: 10, evidenceBytes: 10 * 1024 * 1024 };
