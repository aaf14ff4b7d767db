import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StatementStatus } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { runTransition } from "@/services/core/transition";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { bare } from "@/services/core/sql";
import { reconciliationStatementLines, reconciliationStatements } from "@/services/db/schema";
import { reconciliationStatementAuditEntity } from "./events";

/** The statement row a step updates; `set` and `guard` name its columns through it. */
export const s = alias(reconciliationStatements, "s");
const rs = reconciliationStatements;
const rl = reconciliationStatementLines;

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

const openDispute = (id: number) => sql`exists (select 1 from ${rl} where ${rl.statementId} = ${id} and ${rl.dispute} = 'open')`;
export const noOpenDispute = (id: number) => sql`not ${openDispute(id)}`;

/**
 * One step of the statement workflow: a conditional UPDATE from the allowed states, the audit row in the same
 * transaction. Nothing changed → 404 (missing or another tenant's) or 409 with the state it is in.
 */
export async function stepStatement(db: Db, scope: Scope, id: number, step: StatementStep) {
  const own = inScope(scope, sql`${rs.companyId}`, sql`${rs.supplierId}`);
  const from = sql.join(step.from.map((status) => sql`${status}`), sql`, `);
  return runTransition(db, {
    change: async (tx) => (await rows<{ id: number; status: StatementStatus; version: number; prev: StatementStatus; statementNo: string }>(tx, sql`
      with prev as (select ${rs.id} as id, ${rs.status} as status from ${rs} where ${rs.id} = ${id} and ${own} for update)
      update ${rs} ${s} set ${bare(s.status)} = ${step.to}, ${bare(s.modifiedBy)} = ${scope.userId}, ${bare(s.modifiedAt)} = now() ${step.set ? sql`, ${step.set}` : sql``}
      from prev where ${s.id} = prev.id and prev.status in (${from}) ${step.guard ? sql`and ${step.guard}` : sql``}
      returning ${s.id} as id, ${s.status} as status, ${s.version} as version, prev.status as prev, ${s.statementNo} as "statementNo"`))[0],
    whyNot: async (tx) => {
      const [cur] = await rows<{ status: string }>(tx, sql`select ${rs.status} as status from ${rs} where ${rs.id} = ${id} and ${own}`);
      if (!cur) return notFound();
      if (step.from.includes(cur.status as StatementStatus) && step.refusal) return new AppError("CONFLICT", step.refusal);
      return new AppError("CONFLICT", "errors.statement.illegalTransition", { status: cur.status, action: step.action });
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: id, action: `statement${step.action[0]!.toUpperCase()}${step.action.slice(1)}`,
      from: row.prev, to: row.status, reason: step.reason ?? null, detail: { statementNo: row.statementNo, version: row.version },
    }),
  }).then((row) => ({ id: Number(row.id), status: row.status, version: Number(row.version) }));
}
