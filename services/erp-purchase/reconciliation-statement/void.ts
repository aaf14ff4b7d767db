import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { stepStatement } from "./workflow";

/** Void before confirmation, with a reason; the same UPDATE releases its source lines for a new statement. */
export const voidStatement = defineRoute(ops.void, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params, body }) =>
    db.transaction(async (tx) => {
      const done = await stepStatement(tx, scope, params.id, {
        action: "void", from: ["draft", "sent", "returned", "revised"], to: "voided", reason: body.reason, set: sql`void_reason = ${body.reason}`,
      });
      await tx.execute(sql`update reconciliation_statement_lines set live = false, modified_by = ${scope.userId}, modified_at = now() where statement_id = ${params.id}`);
      return done;
    }),
});
