import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { receiveRefusal, runTransition } from "@/services/core/transition";
import { inScope, type Scope } from "@/services/core/list";
import type { TransitionResult } from "@/lib/contracts/erp-purchase/purchase-order";
import { isoText } from "@/services/core/sql";
import { purchaseOrderAuditEntity } from "./audit";

export type OrderAction = { kind: "receive" } | { kind: "reject"; reason: string };

/**
 * not_received → received | rejected (docs/requirements.md §4) as ONE conditional UPDATE of the header (its lines
 * follow in the same statement), plus the audit row (services/core/transition.ts). Accepting without line
 * decisions records an `accept` confirmation for every line (ordered quantity, delivery date).
 */
export async function transitionOrder(db: Db, scope: Scope, id: number, action: OrderAction): Promise<TransitionResult> {
  const to = action.kind === "receive" ? "received" : "rejected";
  const reason = action.kind === "reject" ? action.reason : null;
  const priceCheck = action.kind === "receive" ? sql`and price_review_status = 'done'` : sql``;
  const own = inScope(scope, sql`company_id`, sql`supplier_id`);
  const done = await runTransition(db, {
    change: async (tx) => (await rows<{ id: number; pono: string; received_at: string | null }>(tx, sql`
      with changed as (
        update purchase_orders set receive_status = ${to}, reject_reason = ${reason},
          received_by = ${action.kind === "receive" ? scope.userId : null},
          received_at = ${action.kind === "receive" ? sql`now()` : sql`null`},
          modified_by = ${scope.userId}, modified_at = now()
        where id = ${id} and ${own} and receive_status = 'not_received' ${priceCheck}
        returning id, pono, received_at
      ), lines as (
        update purchase_order_lines set receive_status = ${to}, modified_by = ${scope.userId}, modified_at = now()
        where order_id in (select id from changed)
      )${action.kind === "receive" ? acceptAll(scope) : sql``}
      select id, pono, ${isoText(sql`received_at`)} as received_at from changed`))[0],
    whyNot: async (tx) =>
      receiveRefusal((await rows<{ receive_status: string }>(tx, sql`select receive_status from purchase_orders where id = ${id} and ${own}`))[0]),
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
  return { id, receiveStatus: to, receivedAt: done.received_at };
}

/** The `accept` confirmation of every line of the order just accepted (the `changed` CTE). */
const acceptAll = (scope: Scope) => sql`, accepted as (
  insert into purchase_order_confirmations
    (line_id, order_id, decision, promised_date, promised_qty, confirmed_by, confirmed_at, created_by, modified_by)
  select l.id, l.order_id, 'accept', l.deldate, l.payqty, ${scope.userId}, now(), ${scope.userId}, ${scope.userId}
  from purchase_order_lines l where l.order_id in (select id from changed)
  on conflict (line_id) do nothing
)`;
