import { sql } from "drizzle-orm";
import { bare } from "@/services/core/sql";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { noOpenDispute, s, stepStatement } from "./workflow";

/** The supplier confirms a sent statement with no open dispute; its invoice is then to upload. */
export const confirmStatement = defineRoute(ops.confirm, {
  rights: [rights.reconciliationStatement.confirm],
  audience: "supplier",
  handler: ({ db, scope, params }) =>
    stepStatement(db, scope, params.id, {
      action: "confirm", from: ["sent"], to: "confirmed",
      set: sql`${bare(s.invoiceState)} = 'to_upload', ${bare(s.confirmedAt)} = now(), ${bare(s.confirmedBy)} = ${scope.userId}`,
      guard: noOpenDispute(params.id),
      refusal: "errors.statement.disputeOpen",
    }),
});
