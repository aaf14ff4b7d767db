import { sql } from "drizzle-orm";
import type { WebhookDelivery } from "@/lib/contracts/base-data/webhook";
import { isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { wd, we } from "@/services/core/events/webhook/tables";
import { owned, type Owner } from "./where";

interface DeliveryRow extends Record<string, unknown> {
  id: number; event_id: number; type: WebhookDelivery["type"]; status: WebhookDelivery["status"]; attempts: number;
  next_attempt_at: string | null; last_attempt_at: string | null; response_code: number | null; latency_ms: number | null;
  response_body: string | null; error: string | null; created_at: string;
}

const present = (r: DeliveryRow): WebhookDelivery => ({
  id: Number(r.id), eventId: Number(r.event_id), type: r.type, status: r.status, attempts: Number(r.attempts),
  nextAttemptAt: r.status === "pending" ? r.next_attempt_at : null, lastAttemptAt: r.last_attempt_at,
  responseCode: r.response_code === null ? null : Number(r.response_code), latencyMs: r.latency_ms === null ? null : Number(r.latency_ms),
  responseBody: r.response_body, error: r.error, createdAt: r.created_at,
});

/** The owner's deliveries: of one endpoint (newest first, the latest 100), or the one named (the resend's answer). */
export async function deliveriesOf(db: Db, o: Owner, where: { endpointId?: number; id?: number }): Promise<WebhookDelivery[]> {
  const found = await rows<DeliveryRow>(db, sql`
    select ${wd.id} as id, ${wd.eventId} as event_id, ${wd.type} as type, ${wd.status} as status, ${wd.attempts} as attempts,
      ${isoText(sql`${wd.nextAttemptAt}`)} as next_attempt_at, ${isoText(sql`${wd.lastAttemptAt}`)} as last_attempt_at,
      ${wd.responseCode} as response_code, ${wd.latencyMs} as latency_ms, ${wd.responseBody} as response_body, ${wd.error} as error,
      ${isoText(sql`${wd.createdAt}`)} as created_at
    from ${webhookDeliveries} ${wd} join ${webhookEndpoints} ${we} on ${we.id} = ${wd.endpointId}
    where ${owned(o)} ${where.endpointId === undefined ? sql`` : sql`and ${wd.endpointId} = ${where.endpointId}`}
      ${where.id === undefined ? sql`` : sql`and ${wd.id} = ${where.id}`}
    order by ${wd.id} desc limit 100`);
  return found.map(present);
}
