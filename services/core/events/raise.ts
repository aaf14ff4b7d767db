import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { events } from "@/services/db/schema";
import type { AuditEntry } from "@/services/core/audit";
import { typesForAudit } from "./catalog";

/** The LISTEN/NOTIFY channel the dispatchers of every instance wait on. */
export const eventsChannel = "portal_events";

/**
 * The outbox rows of one audit row, in its transaction: each declared type of its (entity, action) whose
 * `when` agrees. The notification reaches listeners only when the transaction commits (PostgreSQL holds it).
 */
export async function raiseEvents(tx: Db, e: AuditEntry, auditId: number): Promise<void> {
  const candidates = typesForAudit(e.entity, e.action);
  if (!candidates.length) return;
  const raised: Array<(typeof candidates)[number]["type"]> = [];
  for (const t of candidates) if (!t.when || (await t.when(e, tx))) raised.push(t.type);
  if (!raised.length) return;
  await tx.insert(events).values(raised.map((type) => ({
    type, auditId, companyId: e.companyId ?? null, actorUserId: e.actor.userId, entity: e.entity, entityId: String(e.entityId),
  })));
  await tx.execute(sql`select pg_notify(${eventsChannel}, '')`);
}
