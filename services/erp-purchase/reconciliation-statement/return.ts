import { sql } from "drizzle-orm";
import { bare } from "@/services/core/sql";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { s, stepStatement } from "./workflow";

/** The supplier returns a sent statement to finance with a reason (its disputed lines travel with it). */
export const returnStatement = defineRoute(ops.return, {
  rights: [rights.reconciliationStatement.confirm],
  audience: "supplier",
  handler: ({ db, scope, params, body }) =>
    stepStatement(db, scope, params.id, { action: "return", from: ["sent"], to: "returned", reason: body.reason, set: sql`${bare(s.returnReason)} = ${body.reason}` }),
});
