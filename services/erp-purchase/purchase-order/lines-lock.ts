import { and, asc, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { purchaseOrderLines } from "@/services/db/schema";
import { decCmp } from "@/lib/contracts/decimal";
import { inScope, type Scope } from "@/services/core/list";
import { sendableQty } from "./sendable-line";

export interface LockedPoLine {
  supplierId: number;
  remain: string;
  /** Its order received and the line still open: quantities may be put on a notice. */
  available: boolean;
  /**
   * What notices may still take: the remaining quantity, or less when the supplier confirmed less than
   * ordered (a partial acceptance: its promised quantity minus what was already sent).
   */
  sendable: string;
  /** The supplier's confirmation is what limits `sendable`. */
  limitedByConfirmation: boolean;
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
    .select({
      id: l.id, supplierId: l.supplierId, remain: l.remainQty, receiveStatus: l.receiveStatus, completeStatus: l.completeStatus,
      sendable: sql<string>`${sendableQty(l)}`,
    })
    .from(l)
    .where(and(inArray(l.id, [...new Set(ids)]), inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`)))
    .orderBy(asc(l.id))
    .for("update");
  return new Map(
    found.map((r) => {
      const sendable = String(r.sendable);
      return [r.id, {
        supplierId: r.supplierId, remain: r.remain, available: r.receiveStatus === "received" && r.completeStatus === "open",
        sendable, limitedByConfirmation: decCmp(sendable, r.remain) < 0,
      }];
    }),
  );
}
