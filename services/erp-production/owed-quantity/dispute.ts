import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { batchOutcomes } from "@/services/core/batch";
import { answerOwed } from "./transition";

export const disputeOwed = defineRoute(owedQuantityOps.dispute, {
  rights: [rights.owedQuantity.dispute],
  audience: "supplier",
  handler: ({ db, scope, params, body }) => answerOwed(db, scope, params.id, { kind: "dispute", reason: body.reason }),
});

export const batchDisputeOwed = defineRoute(owedQuantityOps.batchDispute, {
  rights: [rights.owedQuantity.dispute],
  audience: "supplier",
  handler: ({ db, scope, body, t, locale }) => batchOutcomes(body.ids, { t, locale }, (id) => answerOwed(db, scope, id, { kind: "dispute", reason: body.reason })),
});
