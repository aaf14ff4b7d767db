import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deductionBillOps } from "@/lib/contracts/erp-production/deduction-bill";
import { batchOutcomes } from "@/services/core/batch";
import { loadBill } from "./load";
import { moveBill } from "./transition";

/** The supplier confirms an issued bill: from then on it is settled on the reconciliation statement. */
export const confirmDeduction = defineRoute(deductionBillOps.confirm, {
  rights: [rights.deductionBill.confirm],
  audience: "supplier",
  handler: async ({ db, scope, params }) => {
    await moveBill(db, scope, params.id, { kind: "confirm" });
    return loadBill(db, scope, params.id);
  },
});

export const disputeDeduction = defineRoute(deductionBillOps.dispute, {
  rights: [rights.deductionBill.dispute],
  audience: "supplier",
  handler: async ({ db, scope, params, body }) => {
    await moveBill(db, scope, params.id, { kind: "dispute", reason: body.reason });
    return loadBill(db, scope, params.id);
  },
});

export const answerDeduction = defineRoute(deductionBillOps.answer, {
  rights: [rights.deductionBill.answer],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    await moveBill(db, scope, params.id, { kind: "answer", decision: body.decision, answer: body.answer, amount: body.amount });
    return loadBill(db, scope, params.id);
  },
});

export const batchConfirmDeduction = defineRoute(deductionBillOps.batchConfirm, {
  rights: [rights.deductionBill.confirm],
  audience: "supplier",
  handler: ({ db, scope, body, t, locale }) => batchOutcomes(body.ids, { t, locale }, (id) => moveBill(db, scope, id, { kind: "confirm" })),
});

export const batchDisputeDeduction = defineRoute(deductionBillOps.batchDispute, {
  rights: [rights.deductionBill.dispute],
  audience: "supplier",
  handler: ({ db, scope, body, t, locale }) => batchOutcomes(body.ids, { t, locale }, (id) => moveBill(db, scope, id, { kind: "dispute", reason: body.reason })),
});
