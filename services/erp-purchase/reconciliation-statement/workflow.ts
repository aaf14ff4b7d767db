import { sql, type SQL } from "drizzle-orm";
import type { StatementStatus } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { runTransition } from "@/services/core/transition";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { statementAuditEntity } from "./load";

export interface StatementStep {
  action: "send" | "withdraw" | "confirm" | "return" | "revise" | "void";
  from: readonly StatementStatus[];
  to: StatementStatus;
  reason?: string | null;
  /** More columns to set in the same UPDATE. */
  set?: SQL;
  /** More conditions; when they alone fail, `refusal` says why. */
  guard?: SQL;
  refusal?: string;
}

const openDispute = (id: number) => sql`exists (select 1 from reconciliation_statement_lines where statement_id = ${id} and dispute = 'open')`;
export const noOpenDispute = (id: number) => sql`not ${openDispute(id)}`;

/**
 * One step of the statement workflow: a conditional UPDATE from the allowed states, the audit row in the same
 * transaction. Nothing changed → 404 (missing or another tenant's) or 409 with the state it is in.
 */
export async function stepStatement(db: Db, scope: Scope, id: number, step: StatementStep) {
  const own = inScope(scope, sql`company_id`, sql`supplier_id`);
  const from = sql.join(step.from.map((s) => sql`${s}`), sql`, `);
  return runTransition(db, {
    change: async (tx) => (await rows<{ id: number; status: StatementStatus; version: number; prev: StatementStatus; statement_no: string }>(tx, sql`
      with prev as (select id, status from reconciliation_statements where id = ${id} and ${own} for update)
      update reconciliation_statements s set status = ${step.to}, modified_by = ${scope.userId}, modified_at = now() ${step.set ? sql`, ${step.set}` : sql``}
      from prev where s.id = prev.id and prev.status in (${from}) ${step.guard ? sql`and ${step.guard}` : sql``}
      returning s.id, s.status, s.version, prev.status as prev, s.statement_no`))[0],
    whyNot: async (tx) => {
      const [cur] = await rows<{ status: string }>(tx, sql`select status from reconciliation_statements where id = ${id} and ${own}`);
      if (!cur) return notFound();
      if (step.from.includes(cur.status as StatementStatus) && step.refusal) return new AppError("CONFLICT", step.refusal);
      return new AppError("CONFLICT", "errors.statement.illegalTransition", { status: cur.status, action: step.action });
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: id, action: `statement${step.action[0]!.toUpperCase()}${step.action.slice(1)}`,
      from: row.prev, to: row.status, reason: step.reason ?? null, detail: { statementNo: row.statement_no, version: row.version },
    }),
  }).then((row) => ({ id: Number(row.id), status: row.status, version: Number(row.version) }));
}
