import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoOf } from "@/services/core/sql";
import { owedQuantityOrders as o } from "@/services/db/schema";
import type { OwedStatus } from "@/lib/contracts/erp-production/owed-quantity";
import { ownOwed } from "./where";
import { owedQuantityAuditEntity } from "./events";

export type OwedAction = { kind: "confirm" } | { kind: "dispute"; reason: string };

/** pending → confirmed | disputed (with its reason): one conditional UPDATE plus audit; answered once. */
export async function answerOwed(db: Db, scope: Scope, id: number, action: OwedAction) {
  const to: OwedStatus = action.kind === "confirm" ? "confirmed" : "disputed";
  const reason = action.kind === "dispute" ? action.reason : null;
  const done = await runTransition(db, {
    change: async (tx) => (await tx.update(o).set({ status: to, disputeReason: reason, answeredBy: scope.userId, answeredAt: sql`now()`,
      modifiedBy: scope.userId, modifiedAt: sql`now()` })
      .where(and(eq(o.id, id), ownOwed(scope), eq(o.status, "pending")))
      .returning({ owedNo: o.owedNo, answeredAt: sql<string>`${isoOf(o.answeredAt)}` }))[0],
    whyNot: async (tx) => {
      const [found] = await tx.select({ status: o.status }).from(o).where(and(eq(o.id, id), ownOwed(scope)));
      return found ? new AppError("CONFLICT", "errors.owedAlreadyAnswered") : notFound();
    },
    audit: (row) => ({
      actor: scope, companyId: scope.companyId, entity: owedQuantityAuditEntity, entityId: id, action: action.kind === "confirm" ? "confirmShortfall" : "disputeShortfall",
      from: "pending", to, reason, detail: { owedNo: row.owedNo },
    }),
  });
  return { id, status: to, answeredAt: done.answeredAt };
}
