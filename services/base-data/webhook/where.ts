import { sql, type SQL } from "drizzle-orm";
import type { WebhookEndpoint } from "@/lib/contracts/base-data/webhook";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import { forbidden, notFound } from "@/services/core/errors";
import type { Principal } from "@/services/core/principal";
import { isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { wd, we } from "@/services/core/events/webhook/tables";

/** Whose endpoints a caller manages: a supplier's main account its supplier's; internal staff (admins) the company's own. */
export interface Owner { companyId: number; supplierId: number | null }

/** A sub-account (or a supplier account without a supplier) manages none, whatever rights it was granted. */
export function ownerOf(p: Principal): Owner {
  if (p.userType !== "supplier") return { companyId: p.companyId, supplierId: null };
  if (p.mainUserNo || !p.supplierId) throw forbidden();
  return { companyId: p.companyId, supplierId: p.supplierId };
}

export const owned = (o: Owner): SQL =>
  sql`${we.companyId} = ${o.companyId} and ${o.supplierId === null ? sql`${we.supplierId} is null` : sql`${we.supplierId} = ${o.supplierId}`}`;

const endpointColumns = sql`${we.id} as id, ${we.url} as url, ${we.eventTypes} as event_types, ${we.supplierId} as supplier_id,
  ${we.enabled} as enabled, ${we.consecutiveFailures} as consecutive_failures, ${isoText(sql`${we.disabledAt}`)} as disabled_at,
  ${isoText(sql`${we.createdAt}`)} as created_at,
  (select count(*)::int from ${webhookDeliveries} ${wd} where ${wd.endpointId} = ${we.id} and ${wd.status} = 'failed') as failed`;

interface EndpointRow extends Record<string, unknown> {
  id: number; url: string; event_types: NotificationType[] | string; supplier_id: number | null; enabled: boolean;
  consecutive_failures: number; disabled_at: string | null; created_at: string; failed: number;
}

const present = (r: EndpointRow): WebhookEndpoint => ({
  id: Number(r.id), url: r.url, eventTypes: typeof r.event_types === "string" ? JSON.parse(r.event_types) : r.event_types,
  supplierId: r.supplier_id === null ? null : Number(r.supplier_id), enabled: r.enabled, consecutiveFailures: Number(r.consecutive_failures),
  disabledAt: r.disabled_at, createdAt: r.created_at, failedDeliveries: Number(r.failed),
});

export async function listEndpoints(db: Db, o: Owner, id?: number): Promise<WebhookEndpoint[]> {
  const found = await rows<EndpointRow>(db, sql`select ${endpointColumns} from ${webhookEndpoints} ${we}
    where ${owned(o)} ${id === undefined ? sql`` : sql`and ${we.id} = ${id}`} order by ${we.id} desc`);
  return found.map(present);
}

/** One of the owner's endpoints; another tenant's answers exactly like a missing one. */
export async function endpointOf(db: Db, o: Owner, id: number): Promise<WebhookEndpoint> {
  const [e] = await listEndpoints(db, o, id);
  if (!e) throw notFound();
  return e;
}

/** Locks one of the owner's endpoints for a change (404 otherwise). */
export async function lockEndpoint(tx: Db, o: Owner, id: number): Promise<{ id: number; url: string; enabled: boolean }> {
  const [r] = await rows<{ id: number; url: string; enabled: boolean }>(tx, sql`
    select ${we.id} as id, ${we.url} as url, ${we.enabled} as enabled from ${webhookEndpoints} ${we} where ${we.id} = ${id} and ${owned(o)} for update`);
  if (!r) throw notFound();
  return { id: Number(r.id), url: r.url, enabled: r.enabled };
}
