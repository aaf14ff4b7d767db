import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { inScope, type Scope } from "@/services/core/list";
import { purchaseOrderLines as l } from "@/services/db/schema";

export interface LockedPoLine {
  supplierId: number;
  remain: string;
  /** On an accepted order and still open: a notice may take from it. */
  available: boolean;
}

/**
 * Locks PO lines in id order — the one lock order of every notice and receipt operation (notice row
 * first, then its PO lines by id), so two saves touching the same lines queue instead of deadlocking.
 * Lines outside the caller's scope are not locked and not answered.
 */
export async function lockPoLines(tx: Db, scope: Scope, ids: number[]): Promise<Map<number, LockedPoLine>> {
  if (!ids.length) return new Map();
  const found = await tx
    .select({ id: l.id, supplierId: l.supplierId, remain: l.remainQty, receiveStatus: l.receiveStatus, completeStatus: l.completeStatus })
    .from(l)
    .where(and(inArray(l.id, [...new Set(ids)].sort((a, b) => a - b)), inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`)))
    .orderBy(asc(l.id))
    .for("update");
  return new Map(
    found.map((r) => [r.id, { supplierId: r.supplierId, remain: r.remain, available: r.receiveStatus === "received" && r.completeStatus === "open" }]),
  );
}
