import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { receiveRefusal, runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoOf } from "@/services/core/sql";
import { processingOrders as po } from "@/services/db/schema";
import { findOrder, ownOrder } from "./load";
import { processingOrderAuditEntity } from "./events";

export type ProcessingAction = { kind: "receive" } | { kind: "reject"; reason: string };

/** not_received → received (price review done) | rejected: one conditional UPDATE plus audit (services/core/transition.ts). */
export async function transitionProcessingOrder(db: Db, scope: Scope, id: number, action: ProcessingAction) {
  const to = action.kind === "receive" ? "received" : "rejected";
  const reason = action.kind === "reject" ? action.reason : null;
  const receiving = action.kind === "receive";
  const done = await runTransition(db, {
    change: async (tx) => (await tx.update(po).set({
      receiveStatus: to, rejectReason: reason, receivedBy: receiving ? scope.userId : null, receivedAt: receiving ? sql`now()` : null,
      modifiedBy: scope.userId, modifiedAt: sql`now()`,
    }).where(and(eq(po.id, id), ownOrder(scope), eq(po.receiveStatus, "not_received"), receiving ? eq(po.priceReviewStatus, "done") : undefined))
      .returning({ outNo: po.outNo, receivedAt: isoOf(po.receivedAt) }))[0],
    whyNot: async (tx) => {
      const found = await findOrder(tx, scope, id);
      return receiveRefusal(found && { receive_status: found.receiveStatus });
    },
    audit: (row) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: id,
      action: action.kind,
      from: "not_received",
      to,
      reason,
      detail: { outNo: row.outNo },
    }),
  });
  return { id, receiveStatus: to, receivedAt: done.receivedAt } as const;
}
