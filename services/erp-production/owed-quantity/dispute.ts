import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { answerOwed } from "./transition";

export const disputeOwed = defineRoute(owedQuantityOps.dispute, {
  rights: [rights.owedQuantity.dispute],
  audience: "supplier",
  handler: ({ db, scope, params, body }) => answerOwed(db, scope, params.id, { kind: "dispute", reason: body.reason }),
});
