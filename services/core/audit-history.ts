import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { AuditEntry } from "@/lib/contracts/common";
import { isoText } from "./sql";

/** The history of one record, oldest first. The caller has already checked the record is in scope. */
export async function auditHistory(db: Db, entity: string, entityId: number): Promise<AuditEntry[]> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select a.id, ${isoText(sql`a.at`)} as at, a.actor_user_no, u.name as actor_name, a.action,
      a.from_state, a.to_state, a.reason, a.detail
    from audit_log a left join users u on u.id = a.actor_user_id
    where a.entity = ${entity} and a.entity_id = ${String(entityId)}
    order by a.at, a.id`);
  return found.map((r) => ({
    id: Number(r.id),
    at: String(r.at),
    actorUserNo: (r.actor_user_no as string | null) ?? null,
    actorName: (r.actor_name as string | null) ?? null,
    action: String(r.action),
    from: (r.from_state as string | null) ?? null,
    to: (r.to_state as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    detail: (r.detail as Record<string, unknown> | null) ?? null,
  }));
}
