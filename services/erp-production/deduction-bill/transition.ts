import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { bare } from "@/services/core/sql";
import { deductionBills } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";
import type { DeductionDecision, DeductionStatus } from "@/lib/contracts/erp-production/deduction-bill";
import { ownBill } from "./where";
import { deductionBillAuditEntity } from "./events";

export type DeductionMove =
  | { kind: "confirm" }
  | { kind: "dispute"; reason: string }
  | { kind: "answer"; decision: DeductionDecision; answer: string; amount?: string };

const b = alias(deductionBills, "b");

interface Step { from: DeductionStatus; to: DeductionStatus; set: SQL; refusal: string; reason: string | null }

function stepOf(scope: Scope, m: DeductionMove): Step {
  if (m.kind === "confirm") {
    return { from: "issued", to: "confirmed", set: sql`${bare(b.confirmedBy)} = ${scope.userId}, ${bare(b.confirmedAt)} = now()`, refusal: "errors.deductionNotIssued", reason: null };
  }
  if (m.kind === "dispute") {
    return { from: "issued", to: "disputed", set: sql`${bare(b.disputeReason)} = ${m.reason}`, refusal: "errors.deductionNotIssued", reason: m.reason };
  }
  const amount = m.decision === "adjust" && m.amount ? sql`, ${bare(b.amount)} = ${m.amount}::numeric` : sql``;
  return {
    from: "disputed", to: m.decision === "withdraw" ? "withdrawn" : "issued",
    set: sql`${bare(b.answer)} = ${m.answer}${amount}`, refusal: "errors.deductionNotDisputed", reason: m.answer,
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
    change: async (tx) => (await rows<{ billNo: string; amount: string; oldAmount: string }>(tx, sql`
      update ${deductionBills} ${b} set ${bare(b.status)} = ${step.to}, ${step.set}, ${bare(b.modifiedBy)} = ${scope.userId}, ${bare(b.modifiedAt)} = now()
      from (select ${deductionBills.id} as id, ${deductionBills.amount} as old_amount from ${deductionBills} where ${deductionBills.id} = ${id}) o
      where ${b.id} = o.id and ${b.status} = ${step.from} and ${inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`)}
      returning ${b.billNo} as "billNo", ${b.amount}::text as amount, o.old_amount::text as "oldAmount"`))[0],
    whyNot: async (tx) => {
      const [bill] = await tx.select({ status: deductionBills.status }).from(deductionBills).where(and(eq(deductionBills.id, id), ownBill(scope)));
      return bill ? new AppError("CONFLICT", step.refusal) : notFound();
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: deductionBillAuditEntity, entityId: id,
      action: actionOf(m), from: step.from, to: step.to, reason: step.reason,
      detail: { billNo: row.billNo, amount: row.amount, ...(row.amount !== row.oldAmount ? { previousAmount: row.oldAmount } : {}) },
    }),
  });
}

