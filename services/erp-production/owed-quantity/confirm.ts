import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { batchOutcomes } from "@/services/core/batch";
import { answerOwed } from "./transition";

export const confirmOwed = defineRoute(owedQuantityOps.confirm, {
  rights: [rights.owedQuantity.confirm],
  audience: "supplier",
  handler: ({ db, scope, params }) => answerOwed(db, scope, params.id, { kind: "confirm" }),
});

export const batchConfirmOwed = defineRoute(owedQuantityOps.batchConfirm, {
  rights: [rights.owedQuantity.confirm],
  audience: "supplier",
  handler: ({ db, scope, body, t, locale }) => batchOutcomes(body.ids, { t, locale }, (id) => answerOwed(db, scope, id, { kind: "confirm" })),
});
