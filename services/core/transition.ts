import type { Db } from "@/services/db/client";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit, type AuditEntry } from "@/services/core/audit";

/**
 * One state change as a conditional UPDATE (`… where state = from returning …`) plus its audit row, in
 * one transaction. `change` answers the changed row or nothing; when nothing changed, `whyNot` says why
 * (404 for a missing or foreign record, 409 for a state conflict). A double click or twenty parallel
 * requests change the record once; the others get `whyNot`'s answer.
 */
export interface ConditionalTransition<R> {
  change: (tx: Db) => Promise<R | undefined>;
  whyNot: (tx: Db) => Promise<AppError>;
  audit: (row: R) => AuditEntry;
}

export function runTransition<R>(db: Db, t: ConditionalTransition<R>): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await t.change(tx);
    if (row === undefined) throw await t.whyNot(tx);
    await writeAudit(tx, t.audit(row));
    return row;
  });
}

/**
 * Receiving state (docs/requirements.md §4), shared by purchase and processing orders: why a
 * not_received → received | rejected update found nothing to change, from the record's current state
 * (undefined: missing or another tenant's).
 */
export function receiveRefusal(current: { receive_status: string } | undefined): AppError {
  if (!current) return notFound();
  if (current.receive_status !== "not_received") return new AppError("CONFLICT", "errors.orderAlreadyReceived");
  return new AppError("CONFLICT", "errors.priceReviewIncomplete");
}
