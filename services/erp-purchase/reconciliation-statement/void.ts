import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { s, stepStatement } from "./workflow";
import { reconciliationStatementLines } from "@/services/db/schema";
import { bare } from "@/services/core/sql";

/** Void before confirmation, with a reason; the same UPDATE releases its source lines for a new statement. */
export const voidStatement = defineRoute(ops.void, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params, body }) =>
    db.transaction(async (tx) => {
      const done = await stepStatement(tx, scope, params.id, {
        action: "void", from: ["draft", "sent", "returned", "revised"], to: "voided", reason: body.reason, set: sql`${bare(s.voidReason)} = ${body.reason}`,
      });
      await tx.execute(sql`update ${reconciliationStatementLines} set ${bare(reconciliationStatementLines.live)} = false, ${bare(reconciliationStatementLines.modifiedBy)} = ${scope.userId}, ${bare(reconciliationStatementLines.modifiedAt)} = now() where ${reconciliationStatementLines.statementId} = ${params.id}`);
      return done;
    }),
});
