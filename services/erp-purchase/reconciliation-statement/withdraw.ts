import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { stepStatement } from "./workflow";

/** Finance takes a sent statement back before the supplier confirms it. */
export const withdrawStatement = defineRoute(ops.withdraw, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params }) => stepStatement(db, scope, params.id, { action: "withdraw", from: ["sent"], to: "draft" }),
});
