import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";
import type { DeductionDecision, DeductionStatus } from "@/lib/contracts/erp-production/deduction-bill";
import { deductionAuditEntity, ownBill } from "./where";

export type DeductionMove =
  | { kind: "confirm" }
  | { kind: "dispute"; reason: string }
  | { kind: "answer"; decision: DeductionDecision; answer: string; amount?: string };

interface Step { from: DeductionStatus; to: DeductionStatus; set: SQL; refusal: string; reason: string | null }

function stepOf(scope: Scope, m: DeductionMove): Step {
  if (m.kind === "confirm") {
    return { from: "issued", to: "confirmed", set: sql`confirmed_by = ${scope.userId}, confirmed_at = now()`, refusal: "errors.deductionNotIssued", reason: null };
  }
  if (m.kind === "dispute") {
    return { from: "issued", to: "disputed", set: sql`dispute_reason = ${m.reason}`, refusal: "errors.deductionNotIssued", reason: m.reason };
  }
  const amount = m.decision === "adjust" && m.amount ? sql`, amount = ${m.amount}::numeric` : sql``;
  return {
    from: "disputed", to: m.decision === "withdraw" ? "withdrawn" : "issued",
    set: sql`answer = ${m.answer}${amount}`, refusal: "errors.deductionNotDisputed", reason: m.answer,
  };
}

const answerActions = { maintain: "answerMaintain", adjust: "answerAdjust", withdraw: "answerWithdraw" } as const;
const actionOf = (m: DeductionMove) => (m.kind === "answer" ? answerActions[m.decision] : m.kind === "confirm" ? "confirmDeduction" : "disputeDeduction");

/**
 * issued → confirmed | disputed (supplier); disputed → issued (maintained or adjusted) | withdrawn (buyer).
 * One conditional UPDATE on the current status plus its audit row; a second answer finds nothing (409).
 */
export async function moveBill(db: Db, scope: Scope, id: number, m: DeductionMove): Promise<void> {
  const step = stepOf(scope, m);
  await runTransition(db, {
    change: async (tx) => (await rows<{ bill_no: string; amount: string; old_amount: string }>(tx, sql`
      update deduction_bills b set status = ${step.to}, ${step.set}, modified_by = ${scope.userId}, modified_at = now()
      from (select id, amount as old_amount from deduction_bills where id = ${id}) o
      where b.id = o.id and b.status = ${step.from} and ${inScope(scope, sql`b.company_id`, sql`b.supplier_id`)}
      returning b.bill_no, b.amount::text as amount, o.old_amount::text as old_amount`))[0],
    whyNot: async (tx) => {
      const [b] = await rows<{ status: string }>(tx, sql`select status from deduction_bills where id = ${id} and ${ownBill(scope)}`);
      return b ? new AppError("CONFLICT", step.refusal) : notFound();
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: deductionAuditEntity, entityId: id,
      action: actionOf(m), from: step.from, to: step.to, reason: step.reason,
      detail: { billNo: row.bill_no, amount: row.amount, ...(row.amount !== row.old_amount ? { previousAmount: row.old_amount } : {}) },
    }),
  });
}

