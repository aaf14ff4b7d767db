import { sql } from "drizzle-orm";
import { bare } from "@/services/core/sql";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { s, stepStatement } from "./workflow";

/** Finance takes a returned statement into revision: it answers the disputes, then sends it again. */
export const reviseStatement = defineRoute(ops.revise, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: ({ db, scope, params }) =>
    stepStatement(db, scope, params.id, { action: "revise", from: ["returned"], to: "revised", set: sql`${bare(s.financeUserId)} = ${scope.userId}` }),
});
