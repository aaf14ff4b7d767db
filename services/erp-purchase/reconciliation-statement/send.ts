import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { sql } from "drizzle-orm";
import { bare } from "@/services/core/sql";
import { noOpenDispute, s, stepStatement } from "./workflow";

/** Finance sends a draft or a revision to the supplier; a revision counts as a new version. */
export const sendStatement = defineRoute(ops.send, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params }) =>
    stepStatement(db, scope, params.id, {
      action: "send", from: ["draft", "revised"], to: "sent",
      set: sql`${bare(s.sentAt)} = now(), ${bare(s.financeUserId)} = ${scope.userId}, ${bare(s.version)} = ${s.version} + (case when prev.status = 'revised' then 1 else 0 end)`,
      guard: sql`${s.lineCount} > 0 and ${noOpenDispute(params.id)}`,
      refusal: "errors.statement.disputeOpenOrEmpty",
    }),
});
