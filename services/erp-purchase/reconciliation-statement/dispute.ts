import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { loadStatement, statementAuditEntity } from "./load";

/**
 * The supplier disputes one source line of a sent statement (reason, the amount it should be, evidence it
 * uploaded). The statement cannot be confirmed while a dispute is open; the supplier returns it to finance.
 */
export const disputeStatementLine = defineRoute(ops.dispute, {
  rights: [rights.reconciliationStatement.confirm],
  audience: "supplier",
  handler: async ({ db, scope, params, body, t }) => {
    await db.transaction(async (tx) => {
      const [head] = await rows<{ status: string; statement_no: string }>(tx, sql`
        select status, statement_no from reconciliation_statements where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
      if (!head) throw notFound();
      if (head.status !== "sent") throw new AppError("CONFLICT", "errors.statement.illegalTransition", { status: head.status, action: "dispute" });
      if (body.evidenceId) {
        const [f] = await rows<{ ok: number }>(tx, sql`select 1 as ok from reconciliation_files where file_id = ${body.evidenceId}
          and company_id = ${scope.companyId} and supplier_id = ${scope.supplierId ?? 0}`);
        if (!f) throw new AppError("VALIDATION", "errors.validation", {}, { evidenceId: [t("validation.statement.invoiceFile")] });
      }
      const [line] = await rows<{ seqno: number }>(tx, sql`
        update reconciliation_statement_lines set dispute = 'open', dispute_reason = ${body.reason}, dispute_amount = ${body.expectedAmount ?? null},
          dispute_evidence_id = ${body.evidenceId ?? null}, dispute_reply = null, modified_by = ${scope.userId}, modified_at = now()
        where id = ${params.lineId} and statement_id = ${params.id} and kind = 'source' and dispute in ('none', 'rejected')
        returning seqno`);
      if (!line) {
        const [l] = await rows<{ dispute: string }>(tx, sql`select dispute from reconciliation_statement_lines where id = ${params.lineId} and statement_id = ${params.id}`);
        if (!l) throw notFound();
        throw new AppError("CONFLICT", "errors.statement.lineNotDisputable");
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: params.id, action: "lineDispute", reason: body.reason,
        detail: { statementNo: head.statement_no, lineId: params.lineId, seqno: line.seqno, expectedAmount: body.expectedAmount ?? null, evidenceId: body.evidenceId ?? null },
      });
    });
    return loadStatement(db, scope, params.id);
  },
});
