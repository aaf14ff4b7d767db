import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { sql } from "drizzle-orm";
import { noOpenDispute, stepStatement } from "./workflow";

/** Finance sends a draft or a revision to the supplier; a revision counts as a new version. */
export const sendStatement = defineRoute(ops.send, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params }) =>
    stepStatement(db, scope, params.id, {
      action: "send", from: ["draft", "revised"], to: "sent",
      set: sql`sent_at = now(), finance_user_id = ${scope.userId}, version = s.version + (case when prev.status = 'revised' then 1 else 0 end)`,
      guard: sql`s.line_count > 0 and ${noOpenDispute(params.id)}`,
      refusal: "errors.statement.disputeOpenOrEmpty",
    }),
});
