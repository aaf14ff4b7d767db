import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { loadStatement } from "./load";
import { reconciliationFiles, reconciliationStatementLines, reconciliationStatements } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { reconciliationStatementAuditEntity } from "./events";

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
        select ${reconciliationStatements.status}, ${reconciliationStatements.statementNo} from ${reconciliationStatements} where ${reconciliationStatements.id} = ${params.id} and ${inScope(scope, sql`${reconciliationStatements.companyId}`, sql`${reconciliationStatements.supplierId}`)} for update`);
      if (!head) throw notFound();
      if (head.status !== "sent") throw new AppError("CONFLICT", "errors.statement.illegalTransition", { status: head.status, action: "dispute" });
      if (body.evidenceId) {
        const [f] = await rows<{ ok: number }>(tx, sql`select 1 as ok from ${reconciliationFiles} where ${reconciliationFiles.fileId} = ${body.evidenceId}
          and ${reconciliationFiles.companyId} = ${scope.companyId} and ${reconciliationFiles.supplierId} = ${scope.supplierId ?? 0}`);
        if (!f) throw new AppError("VALIDATION", "errors.validation", {}, { evidenceId: [t("validation.statement.invoiceFile")] });
      }
      const [line] = await rows<{ seqno: number }>(tx, sql`
        update ${reconciliationStatementLines} set ${bare(reconciliationStatementLines.dispute)} = 'open', ${bare(reconciliationStatementLines.disputeReason)} = ${body.reason}, ${bare(reconciliationStatementLines.disputeAmount)} = ${body.expectedAmount ?? null},
          ${bare(reconciliationStatementLines.disputeEvidenceId)} = ${body.evidenceId ?? null}, ${bare(reconciliationStatementLines.disputeReply)} = null, ${bare(reconciliationStatementLines.modifiedBy)} = ${scope.userId}, ${bare(reconciliationStatementLines.modifiedAt)} = now()
        where ${reconciliationStatementLines.id} = ${params.lineId} and ${reconciliationStatementLines.statementId} = ${params.id} and ${reconciliationStatementLines.kind} = 'source' and ${reconciliationStatementLines.dispute} in ('none', 'rejected')
        returning ${reconciliationStatementLines.seqno}`);
      if (!line) {
        const [l] = await rows<{ dispute: string }>(tx, sql`select ${reconciliationStatementLines.dispute} from ${reconciliationStatementLines} where ${reconciliationStatementLines.id} = ${params.lineId} and ${reconciliationStatementLines.statementId} = ${params.id}`);
        if (!l) throw notFound();
        throw new AppError("CONFLICT", "errors.statement.lineNotDisputable");
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: params.id, action: "lineDispute", reason: body.reason,
        detail: { statementNo: head.statement_no, lineId: params.lineId, seqno: line.seqno, expectedAmount: body.expectedAmount ?? null, evidenceId: body.evidenceId ?? null },
      });
    });
    return loadStatement(db, scope, params.id);
  },
});
