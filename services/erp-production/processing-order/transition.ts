import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { receiveRefusal, runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { findOrder, ownOrder, processingOrderAuditEntity } from "./load";

export type ProcessingAction = { kind: "receive" } | { kind: "reject"; reason: string };

/** not_received → received (price review done) | rejected: one conditional UPDATE plus audit (services/core/transition.ts). */
export async function transitionProcessingOrder(db: Db, scope: Scope, id: number, action: ProcessingAction) {
  const to = action.kind === "receive" ? "received" : "rejected";
  const reason = action.kind === "reject" ? action.reason : null;
  const receiving = action.kind === "receive";
  const done = await runTransition(db, {
    change: async (tx) => (await rows<{ out_no: string; received_at: string | null }>(tx, sql`
      update processing_orders set receive_status = ${to}, reject_reason = ${reason},
        received_by = ${receiving ? scope.userId : null}, received_at = ${receiving ? sql`now()` : sql`null`},
        modified_by = ${scope.userId}, modified_at = now()
      where id = ${id} and ${ownOrder(scope)} and receive_status = 'not_received'
        ${receiving ? sql`and price_review_status = 'done'` : sql``}
      returning out_no, ${isoText(sql`received_at`)} as received_at`))[0],
    whyNot: async (tx) => receiveRefusal(await findOrder(tx, scope, id)),
    audit: (row) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: processingOrderAuditEntity,
      entityId: id,
      action: action.kind,
      from: "not_received",
      to,
      reason,
      detail: { outNo: row.out_no },
    }),
  });
  return { id, receiveStatus: to, receivedAt: done.received_at } as const;
}
