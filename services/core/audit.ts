import type { Db } from "@/services/db/client";
import { auditLog } from "@/services/db/schema";

export interface AuditEntry {
  actor: { userId: number; userNo: string };
  companyId?: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/** Every business action writes one row here, inside the same transaction as the change. */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: e.actor.userId,
    actorUserNo: e.actor.userNo,
    companyId: e.companyId ?? null,
    entity: e.entity,
    entityId: String(e.entityId),
    action: e.action,
    fromState: e.from ?? null,
    toState: e.to ?? null,
    reason: e.reason ?? null,
    detail: e.detail ?? null,
  });
}
