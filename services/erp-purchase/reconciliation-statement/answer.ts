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
import { loadStatement, recalcStatement, statementAuditEntity } from "./load";

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
        select status, statement_no, tax_rate::text, discount_rate::text from reconciliation_statements
        where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
      if (!head) throw notFound();
      if (!["returned", "revised", "draft"].includes(head.status)) {
        throw new AppError("CONFLICT", "errors.statement.illegalTransition", { status: head.status, action: "answer" });
      }
      const [line] = await rows<{ seqno: number; description: string; material_code: string | null }>(tx, sql`
        update reconciliation_statement_lines set dispute = ${body.decision}, dispute_reply = ${body.reply}, modified_by = ${scope.userId}, modified_at = now()
        where id = ${params.lineId} and statement_id = ${params.id} and dispute = 'open' returning seqno, description, material_code`);
      if (!line) {
        const [l] = await rows<{ id: number }>(tx, sql`select id from reconciliation_statement_lines where id = ${params.lineId} and statement_id = ${params.id}`);
        if (!l) throw notFound();
        throw new AppError("CONFLICT", "errors.statement.noOpenDispute");
      }
      if (body.decision === "accepted" && body.adjustment) {
        const m = lineMoney(body.adjustment, head.tax_rate, head.discount_rate);
        await tx.execute(sql`insert into reconciliation_statement_lines (statement_id, seqno, kind, material_code, description, amount, discount,
            payable, tax, net, adjusts_line_id, created_by, modified_by)
          select ${params.id}, coalesce(max(seqno), 0) + 1, ${decCmp(body.adjustment, "0") < 0 ? "credit" : "debit"}, ${line.material_code},
            ${body.reply}, ${m.amount}, ${m.discount}, ${m.payable}, ${m.tax}, ${m.net}, ${params.lineId}, ${scope.userId}, ${scope.userId}
          from reconciliation_statement_lines where statement_id = ${params.id}`);
        await recalcStatement(tx, params.id, scope.userId);
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: params.id, action: body.decision === "accepted" ? "disputeAccepted" : "disputeRejected", reason: body.reply,
        detail: { statementNo: head.statement_no, lineId: params.lineId, seqno: line.seqno, adjustment: body.adjustment ?? null },
      });
    });
    return loadStatement(db, scope, params.id);
  },
});
