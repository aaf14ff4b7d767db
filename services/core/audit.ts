import type { Db } from "@/services/db/client";
import { auditLog } from "@/services/db/schema";
import { raiseEvents } from "./events/raise";

/** Who acted: a user, or the system itself (a scheduled tick) with neither. */
export type AuditActor = { userId: number; userNo: string } | { userId: null; userNo: null };
export const systemActor: AuditActor = { userId: null, userNo: null };

export interface AuditEntry {
  actor: AuditActor;
  companyId?: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Every business action writes one row here, inside the same transaction as the change. From/to are
 * kept only when the state changed, so the history never shows "Received → Received". The events the
 * row raises (services/core/events) go to the outbox in the same transaction: no commit without them.
 */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  const changed = (e.from ?? null) !== (e.to ?? null);
  const [row] = await db.insert(auditLog).values({
    actorUserId: e.actor.userId,
    actorUserNo: e.actor.userNo,
    companyId: e.companyId ?? null,
    entity: e.entity,
    entityId: String(e.entityId),
    action: e.action,
    fromState: changed ? (e.from ?? null) : null,
    toState: changed ? (e.to ?? null) : null,
    reason: e.reason ?? null,
    detail: e.detail ?? null,
  }).returning({ id: auditLog.id });
  await raiseEvents(db, e, row!.id);
}
