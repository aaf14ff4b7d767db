import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";

export const processingOrderAuditEntity = "processing_order";
export const ownOrder = (scope: Scope) => inScope(scope, sql`company_id`, sql`supplier_id`);

export type OrderState = {
  id: number;
  out_no: string;
  receive_status: string;
  outbound_qty: string;
  completed_qty: string;
  unit_decimals: number;
};

/** The order's state if it is in the caller's scope; otherwise undefined (missing and foreign look alike). */
export async function findOrder(db: Db, scope: Scope, id: number): Promise<OrderState | undefined> {
  const [o] = await rows<OrderState>(db, sql`
    select id, out_no, receive_status, outbound_qty, completed_qty, unit_decimals
    from processing_orders where id = ${id} and ${ownOrder(scope)}`);
  return o ? { ...o, unit_decimals: Number(o.unit_decimals) } : undefined;
}

export async function requireOrder(db: Db, scope: Scope, id: number): Promise<OrderState> {
  const o = await findOrder(db, scope, id);
  if (!o) throw notFound();
  return o;
}
