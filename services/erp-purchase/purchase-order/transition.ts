import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { purchaseOrderConfirmations as pc, purchaseOrderLines as pl, purchaseOrders as po } from "@/services/db/schema";
import { receiveRefusal, runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";
import type { TransitionResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { bare, isoText } from "@/services/core/sql";
import { purchaseOrderAuditEntity } from "./events";

// The statement's `changed` step answers the order's id, number and receipt time under their own names.
const changed = alias(po, "changed");

export type OrderAction = { kind: "receive" } | { kind: "reject"; reason: string };

/**
 * not_received → received | rejected (docs/requirements.md §4) as ONE conditional UPDATE of the header (its lines
 * follow in the same statement), plus the audit row (services/core/transition.ts). Accepting without line
 * decisions records an `accept` confirmation for every line (ordered quantity, delivery date).
 */
export async function transitionOrder(db: Db, scope: Scope, id: number, action: OrderAction): Promise<TransitionResult> {
  const to = action.kind === "receive" ? "received" : "rejected";
  const reason = action.kind === "reject" ? action.reason : null;
  const priceCheck = action.kind === "receive" ? sql`and ${po.priceReviewStatus} = 'done'` : sql``;
  const own = inScope(scope, sql`${po.companyId}`, sql`${po.supplierId}`);
  const done = await runTransition(db, {
    change: async (tx) => (await rows<{ id: number; pono: string; receivedAt: string | null }>(tx, sql`
      with ${changed} as (
        update ${po} set ${bare(po.receiveStatus)} = ${to}, ${bare(po.rejectReason)} = ${reason},
          ${bare(po.receivedBy)} = ${action.kind === "receive" ? scope.userId : null},
          ${bare(po.receivedAt)} = ${action.kind === "receive" ? sql`now()` : sql`null`},
          ${bare(po.modifiedBy)} = ${scope.userId}, ${bare(po.modifiedAt)} = now()
        where ${po.id} = ${id} and ${own} and ${po.receiveStatus} = 'not_received' ${priceCheck}
        returning ${po.id}, ${po.pono}, ${po.receivedAt}
      ), lines as (
        update ${pl} set ${bare(pl.receiveStatus)} = ${to}, ${bare(pl.modifiedBy)} = ${scope.userId}, ${bare(pl.modifiedAt)} = now()
        where ${pl.orderId} in (select ${changed.id} from ${changed})
      )${action.kind === "receive" ? acceptAll(scope) : sql``}
      select ${changed.id} as id, ${changed.pono} as pono, ${isoText(sql`${changed.receivedAt}`)} as "receivedAt" from ${changed}`))[0],
    whyNot: async (tx) =>
      receiveRefusal((await tx.select({ receive_status: po.receiveStatus }).from(po).where(and(eq(po.id, id), own)))[0]),
    audit: (row) => ({
      actor: scope,
      companyId: scope.companyId,
      entity: purchaseOrderAuditEntity,
      entityId: id,
      action: action.kind,
      from: "not_received",
      to,
      reason,
      detail: { pono: row.pono },
    }),
  });
  return { id, receiveStatus: to, receivedAt: done.receivedAt };
}

/** The `accept` confirmation of every line of the order just accepted (the `changed` CTE). */
const acceptAll = (scope: Scope) => sql`, accepted as (
  insert into ${pc}
    (${bare(pc.lineId)}, ${bare(pc.orderId)}, ${bare(pc.decision)}, ${bare(pc.promisedDate)}, ${bare(pc.promisedQty)}, ${bare(pc.confirmedBy)},
     ${bare(pc.confirmedAt)}, ${bare(pc.createdBy)}, ${bare(pc.modifiedBy)})
  select ${pl.id}, ${pl.orderId}, 'accept', ${pl.deldate}, ${pl.payqty}, ${scope.userId}, now(), ${scope.userId}, ${scope.userId}
  from ${pl} where ${pl.orderId} in (select ${changed.id} from ${changed})
  on conflict (${bare(pc.lineId)}) do nothing
)`;
