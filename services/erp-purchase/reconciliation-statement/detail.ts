import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { defineRoute } from "@/services/core/route";
import { loadStatement } from "./load";
import { reconciliationStatementAuditEntity } from "./events";

export const getStatement = defineRoute(ops.detail, {
  rights: [rights.reconciliationStatement.view],
  handler: ({ db, scope, params }) => loadStatement(db, scope, params.id),
});

export const getStatementAudit = defineRoute(ops.audit, {
  rights: [rights.reconciliationStatement.view],
  handler: async ({ db, scope, params }) => {
    await loadStatement(db, scope, params.id);
    return auditHistory(db, reconciliationStatementAuditEntity, params.id);
  },
});
