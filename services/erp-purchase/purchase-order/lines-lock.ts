import { and, asc, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { purchaseOrderLines } from "@/services/db/schema";
import { inScope, type Scope } from "@/services/core/list";

export interface LockedPoLine {
  supplierId: number;
  remain: string;
  /** Its order received and the line still open: quantities may be put on a notice. */
  available: boolean;
}

const l = alias(purchaseOrderLines, "l");

/**
 * Locks the caller's PO lines in id order — the one lock order of every notice and receipt operation
 * (notice row first, then its PO lines by id), so two saves touching the same lines queue instead of
 * deadlocking. Lines out of scope are simply absent from the answer.
 */
export async function lockPoLines(tx: Db, scope: Scope, ids: number[]): Promise<Map<number, LockedPoLine>> {
  if (!ids.length) return new Map();
  const found = await tx
    .select({ id: l.id, supplierId: l.supplierId, remain: l.remainQty, receiveStatus: l.receiveStatus, completeStatus: l.completeStatus })
    .from(l)
    .where(and(inArray(l.id, [...new Set(ids)]), inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`)))
    .orderBy(asc(l.id))
    .for("update");
  return new Map(
    found.map((r) => [r.id, { supplierId: r.supplierId, remain: r.remain, available: r.receiveStatus === "received" && r.completeStatus === "open" }]),
  );
}
