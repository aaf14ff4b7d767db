import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { auditLog as a, users as u } from "@/services/db/schema";
import type { AuditEntry } from "@/lib/contracts/common";
import { isoOf } from "./sql";

/** The history of one record, oldest first. The caller has already checked the record is in scope. */
export async function auditHistory(db: Db, entity: string, entityId: number): Promise<AuditEntry[]> {
  const found = await db.select({
    id: a.id, at: isoOf(a.at), actorUserNo: a.actorUserNo, actorName: u.name, action: a.action,
    from: a.fromState, to: a.toState, reason: a.reason, detail: a.detail,
  }).from(a).leftJoin(u, eq(u.id, a.actorUserId))
    .where(and(eq(a.entity, entity), eq(a.entityId, String(entityId))))
    .orderBy(asc(a.at), asc(a.id));
  return found.map((r) => ({ ...r, detail: (r.detail as Record<string, unknown> | null) ?? null }));
}
