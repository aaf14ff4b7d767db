import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import type { OwedStatus } from "@/lib/contracts/erp-production/owed-quantity";
import { owedAuditEntity, ownOwed } from "./where";

export type OwedAction = { kind: "confirm" } | { kind: "dispute"; reason: string };

/** pending → confirmed | disputed (with its reason): one conditional UPDATE plus audit; answered once. */
export async function answerOwed(db: Db, scope: Scope, id: number, action: OwedAction) {
  const to: OwedStatus = action.kind === "confirm" ? "confirmed" : "disputed";
  const reason = action.kind === "dispute" ? action.reason : null;
  const done = await runTransition(db, {
    change: async (tx) => (await rows<{ owed_no: string; answered_at: string }>(tx, sql`
      update owed_quantity_orders set status = ${to}, dispute_reason = ${reason}, answered_by = ${scope.userId}, answered_at = now(),
        modified_by = ${scope.userId}, modified_at = now()
      where id = ${id} and ${ownOwed(scope)} and status = 'pending'
      returning owed_no, ${isoText(sql`answered_at`)} as answered_at`))[0],
    whyNot: async (tx) => {
      const [o] = await rows<{ status: string }>(tx, sql`select status from owed_quantity_orders where id = ${id} and ${ownOwed(scope)}`);
      return o ? new AppError("CONFLICT", "errors.owedAlreadyAnswered") : notFound();
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: owedAuditEntity, entityId: id, action: action.kind === "confirm" ? "confirmShortfall" : "disputeShortfall",
      from: "pending", to, reason, detail: { owedNo: row.owed_no },
    }),
  });
  return { id, status: to, answeredAt: done.answered_at };
}
