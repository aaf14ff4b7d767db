import { sql } from "drizzle-orm";
import { reconciliationStatementOps as ops } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { lineMoney } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import type { SettlementLine } from "@/services/core/settlement/source";
import { rows } from "@/services/db/rows";
import { loadStatement, recalcStatement, statementAuditEntity } from "./load";
import { settlementSources } from "./sources";

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
    const [supplier] = await rows<{ id: number }>(db, sql`select id from suppliers where ven_no = ${body.venno}`);
    if (!supplier) throw new AppError("VALIDATION", "errors.validation", {}, { venno: [t("validation.statement.supplier")] });
    const supplierId = Number(supplier.id);
    const period = { companyId: scope.companyId, supplierId, from: body.periodFrom, to: body.periodTo };
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const takenRows = await rows<{ source_type: string; source_id: string }>(tx, sql`
          select source_type, source_id from reconciliation_statement_lines where live and source_id is not null`);
        const lines: SettlementLine[] = [];
        for (const source of settlementSources) {
          const taken = new Set(takenRows.filter((r) => r.source_type === source.type).map((r) => r.source_id));
          lines.push(...(await source.lines(tx, period, taken)));
        }
        if (!lines.length) throw new AppError("CONFLICT", "errors.statement.nothingToSettle");
        const [head] = await rows<{ id: number }>(tx, sql`
          insert into reconciliation_statements (company_id, supplier_id, statement_no, statement_date, period_from, period_to, bank,
            currency, tax_rate, discount_rate, remark, finance_user_id, created_by, modified_by)
          values (${scope.companyId}, ${supplierId}, 'RS' || to_char(${body.statementDate}::date, 'YYYYMM') || lpad(nextval('reconciliation_statement_no_seq')::text, 6, '0'),
            ${body.statementDate}, ${body.periodFrom}, ${body.periodTo}, ${body.bank}, ${body.currency}, ${body.taxRate}, ${body.discountRate},
            ${body.remark}, ${scope.userId}, ${scope.userId}, ${scope.userId})
          returning id`);
        const sid = Number(head!.id);
        const values = lines.map((l, i) => {
          const m = lineMoney(l.amount, body.taxRate, body.discountRate);
          return sql`(${sid}, ${i + 1}, 'source', ${l.sourceType}, ${l.sourceId}, ${l.sourceNumber}, ${l.sourcePath}, ${l.sourceDate}::date,
            ${l.materialCode}, ${l.description}, ${l.quantity}::numeric, ${l.unitPrice}::numeric, ${m.amount}, ${m.discount}, ${m.payable},
            ${m.tax}, ${m.net}, ${scope.userId}, ${scope.userId})`;
        });
        for (let i = 0; i < values.length; i += 500) {
          await tx.execute(sql`insert into reconciliation_statement_lines (statement_id, seqno, kind, source_type, source_id, source_number,
            source_path, source_date, material_code, description, quantity, unit_price, amount, discount, payable, tax, net, created_by, modified_by)
            values ${sql.join(values.slice(i, i + 500), sql`, `)}`);
        }
        await recalcStatement(tx, sid, scope.userId);
        await writeAudit(tx, {
          actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: sid, action: "statementGenerate", to: "draft",
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
