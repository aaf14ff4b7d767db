import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { lineMoney } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { loadStatement, recalcStatement } from "./load";
import { reconciliationStatementLines, reconciliationStatements } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { reconciliationStatementAuditEntity } from "./events";

/**
 * Finance answers an open dispute of a returned or revised statement. Accepted: a credit (negative) or debit
 * (positive) line of the adjustment is added that references the disputed line; the original stays as it was.
 */
export const answerStatementDispute = defineRoute(ops.answer, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    await db.transaction(async (tx) => {
      const [head] = await rows<{ status: string; statement_no: string; tax_rate: string; discount_rate: string }>(tx, sql`
        select ${reconciliationStatements.status}, ${reconciliationStatements.statementNo}, ${reconciliationStatements.taxRate}::text, ${reconciliationStatements.discountRate}::text from ${reconciliationStatements}
        where ${reconciliationStatements.id} = ${params.id} and ${inScope(scope, sql`${reconciliationStatements.companyId}`, sql`${reconciliationStatements.supplierId}`)} for update`);
      if (!head) throw notFound();
      if (!["returned", "revised", "draft"].includes(head.status)) {
        throw new AppError("CONFLICT", "errors.statement.illegalTransition", { status: head.status, action: "answer" });
      }
      const [line] = await rows<{ seqno: number; description: string; material_code: string | null }>(tx, sql`
        update ${reconciliationStatementLines} set ${bare(reconciliationStatementLines.dispute)} = ${body.decision}, ${bare(reconciliationStatementLines.disputeReply)} = ${body.reply}, ${bare(reconciliationStatementLines.modifiedBy)} = ${scope.userId}, ${bare(reconciliationStatementLines.modifiedAt)} = now()
        where ${reconciliationStatementLines.id} = ${params.lineId} and ${reconciliationStatementLines.statementId} = ${params.id} and ${reconciliationStatementLines.dispute} = 'open' returning ${reconciliationStatementLines.seqno}, ${reconciliationStatementLines.description}, ${reconciliationStatementLines.materialCode}`);
      if (!line) {
        const [l] = await rows<{ id: number }>(tx, sql`select ${reconciliationStatementLines.id} from ${reconciliationStatementLines} where ${reconciliationStatementLines.id} = ${params.lineId} and ${reconciliationStatementLines.statementId} = ${params.id}`);
        if (!l) throw notFound();
        throw new AppError("CONFLICT", "errors.statement.noOpenDispute");
      }
      if (body.decision === "accepted" && body.adjustment) {
        const m = lineMoney(body.adjustment, head.tax_rate, head.discount_rate);
        await tx.execute(sql`insert into ${reconciliationStatementLines} (${bare(reconciliationStatementLines.statementId)}, ${bare(reconciliationStatementLines.seqno)}, ${bare(reconciliationStatementLines.kind)}, ${bare(reconciliationStatementLines.materialCode)}, ${bare(reconciliationStatementLines.description)}, ${bare(reconciliationStatementLines.amount)}, ${bare(reconciliationStatementLines.discount)}, ${bare(reconciliationStatementLines.payable)}, ${bare(reconciliationStatementLines.tax)}, ${bare(reconciliationStatementLines.net)}, ${bare(reconciliationStatementLines.adjustsLineId)}, ${bare(reconciliationStatementLines.createdBy)}, ${bare(reconciliationStatementLines.modifiedBy)})
          select ${params.id}, coalesce(max(${reconciliationStatementLines.seqno}), 0) + 1, ${decCmp(body.adjustment, "0") < 0 ? "credit" : "debit"}, ${line.material_code},
            ${body.reply}, ${m.amount}, ${m.discount}, ${m.payable}, ${m.tax}, ${m.net}, ${params.lineId}, ${scope.userId}, ${scope.userId}
          from ${reconciliationStatementLines} where ${reconciliationStatementLines.statementId} = ${params.id}`);
        await recalcStatement(tx, params.id, scope.userId);
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: params.id, action: body.decision === "accepted" ? "disputeAccepted" : "disputeRejected", reason: body.reply,
        detail: { statementNo: head.statement_no, lineId: params.lineId, seqno: line.seqno, adjustment: body.adjustment ?? null },
      });
    });
    return loadStatement(db, scope, params.id);
  },
});
