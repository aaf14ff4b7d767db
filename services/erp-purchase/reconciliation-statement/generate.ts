import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { lineMoney } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import type { SettlementLine } from "./settlement";
import { rows } from "@/services/db/rows";
import { loadStatement, recalcStatement } from "./load";
import { settlementSources } from "./sources";
import { reconciliationStatementLines, reconciliationStatements, suppliers } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { reconciliationStatementAuditEntity } from "./events";

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
};

/**
 * A draft statement of the caller's company for one supplier and period: every source's lines that no live
 * statement holds. Two finance users generating the same period at once: the partial unique index on
 * (source_type, source_id) of live lines lets one statement have them, the other answers 409.
 */
export const generateStatement = defineRoute(ops.generate, {
  rights: [rights.reconciliationStatement.add],
  audience: "internal",
  handler: async ({ db, scope, body, t }) => {
    const [supplier] = await rows<{ id: number }>(db, sql`select ${suppliers.id} from ${suppliers} where ${suppliers.venNo} = ${body.venno}`);
    if (!supplier) throw new AppError("VALIDATION", "errors.validation", {}, { venno: [t("validation.statement.supplier")] });
    const supplierId = Number(supplier.id);
    const period = { companyId: scope.companyId, supplierId, from: body.periodFrom, to: body.periodTo };
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const takenRows = await rows<{ source_type: string; source_id: string }>(tx, sql`
          select ${reconciliationStatementLines.sourceType}, ${reconciliationStatementLines.sourceId} from ${reconciliationStatementLines} where ${reconciliationStatementLines.live} and ${reconciliationStatementLines.sourceId} is not null`);
        const lines: SettlementLine[] = [];
        for (const source of settlementSources) {
          const taken = new Set(takenRows.filter((r) => r.source_type === source.type).map((r) => r.source_id));
          lines.push(...(await source.lines(tx, period, taken)));
        }
        if (!lines.length) throw new AppError("CONFLICT", "errors.statement.nothingToSettle");
        const [head] = await rows<{ id: number }>(tx, sql`
          insert into ${reconciliationStatements} (${bare(reconciliationStatements.companyId)}, ${bare(reconciliationStatements.supplierId)}, ${bare(reconciliationStatements.statementNo)}, ${bare(reconciliationStatements.statementDate)}, ${bare(reconciliationStatements.periodFrom)}, ${bare(reconciliationStatements.periodTo)}, ${bare(reconciliationStatements.bank)}, ${bare(reconciliationStatements.currency)}, ${bare(reconciliationStatements.taxRate)}, ${bare(reconciliationStatements.discountRate)}, ${bare(reconciliationStatements.remark)}, ${bare(reconciliationStatements.financeUserId)}, ${bare(reconciliationStatements.createdBy)}, ${bare(reconciliationStatements.modifiedBy)})
          values (${scope.companyId}, ${supplierId}, 'RS' || to_char(${body.statementDate}::date, 'YYYYMM') || lpad(nextval('reconciliation_statement_no_seq')::text, 6, '0'),
            ${body.statementDate}, ${body.periodFrom}, ${body.periodTo}, ${body.bank}, ${body.currency}, ${body.taxRate}, ${body.discountRate},
            ${body.remark}, ${scope.userId}, ${scope.userId}, ${scope.userId})
          returning ${reconciliationStatements.id}`);
        const sid = Number(head!.id);
        const values = lines.map((l, i) => {
          const m = lineMoney(l.amount, body.taxRate, body.discountRate);
          return sql`(${sid}, ${i + 1}, 'source', ${l.sourceType}, ${l.sourceId}, ${l.sourceNumber}, ${l.sourcePath}, ${l.sourceDate}::date,
            ${l.materialCode}, ${l.description}, ${l.quantity}::numeric, ${l.unitPrice}::numeric, ${m.amount}, ${m.discount}, ${m.payable},
            ${m.tax}, ${m.net}, ${scope.userId}, ${scope.userId})`;
        });
        for (let i = 0; i < values.length; i += 500) {
          await tx.execute(sql`insert into ${reconciliationStatementLines} (${bare(reconciliationStatementLines.statementId)}, ${bare(reconciliationStatementLines.seqno)}, ${bare(reconciliationStatementLines.kind)}, ${bare(reconciliationStatementLines.sourceType)}, ${bare(reconciliationStatementLines.sourceId)}, ${bare(reconciliationStatementLines.sourceNumber)}, ${bare(reconciliationStatementLines.sourcePath)}, ${bare(reconciliationStatementLines.sourceDate)}, ${bare(reconciliationStatementLines.materialCode)}, ${bare(reconciliationStatementLines.description)}, ${bare(reconciliationStatementLines.quantity)}, ${bare(reconciliationStatementLines.unitPrice)}, ${bare(reconciliationStatementLines.amount)}, ${bare(reconciliationStatementLines.discount)}, ${bare(reconciliationStatementLines.payable)}, ${bare(reconciliationStatementLines.tax)}, ${bare(reconciliationStatementLines.net)}, ${bare(reconciliationStatementLines.createdBy)}, ${bare(reconciliationStatementLines.modifiedBy)})
            values ${sql.join(values.slice(i, i + 500), sql`, `)}`);
        }
        await recalcStatement(tx, sid, scope.userId);
        await writeAudit(tx, {
          actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: sid, action: "statementGenerate", to: "draft",
          detail: { supplierId, periodFrom: body.periodFrom, periodTo: body.periodTo, lines: lines.length },
        });
        return sid;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError("CONFLICT", "errors.statement.linesTaken");
      throw e;
    }
    return loadStatement(db, scope, id);
  },
});
