import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { processingOrders as po } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";

/** The caller's tenant on an unaliased processing order row. */
export const ownOrder = (scope: Scope) => inScope(scope, sql`${po.companyId}`, sql`${po.supplierId}`);

export type OrderState = {
  id: number;
  outNo: string;
  receiveStatus: string;
  outboundQty: string;
  completedQty: string;
  unitDecimals: number;
};

/** The order's state if it is in the caller's scope; otherwise undefined (missing and foreign look alike). */
export async function findOrder(db: Db, scope: Scope, id: number): Promise<OrderState | undefined> {
  const [o] = await db.select({ id: po.id, outNo: po.outNo, receiveStatus: po.receiveStatus, outboundQty: po.outboundQty, completedQty: po.completedQty,
    unitDecimals: po.unitDecimals }).from(po).where(and(eq(po.id, id), ownOrder(scope)));
  return o;
}

export async function requireOrder(db: Db, scope: Scope, id: number): Promise<OrderState> {
  const o = await findOrder(db, scope, id);
  if (!o) throw notFound();
  return o;
}
