import { sql } from "drizzle-orm";
import { webhookDeliveryList, webhookList } from "@/lib/contracts/base-data/webhook";
import { rights } from "@/lib/rights/codes";
import { and, contains } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { wd, we } from "@/services/core/events/webhook/tables";
import { owned, ownerOf } from "./where";

/** The caller's endpoints on the list kit: a sub-account is refused (ownerOf), another owner's never listed. */
export const webhookListRoutes = listRoutes(webhookList, {
  from: sql`${webhookEndpoints} ${we}`,
  id: sql`${we.id}`,
  rights: { view: rights.webhook.view, export: rights.webhook.view },
  sessionOnly: true,
  where: (_scope, f, _db, p) => and([
    owned(ownerOf(p)),
    f.q && contains(sql`${we.url}`, f.q),
    f.enabled === undefined ? undefined : sql`${we.enabled} = ${f.enabled}`,
  ]),
  select: {
    url: sql`${we.url}`,
    enabled: sql`${we.enabled}`,
    typeCount: sql`jsonb_array_length(${we.eventTypes})`,
    failedDeliveries: sql`(select count(*)::int from ${webhookDeliveries} ${wd} where ${wd.endpointId} = ${we.id} and ${wd.status} = 'failed')`,
    consecutiveFailures: sql`${we.consecutiveFailures}`,
    createdAt: sql`${we.createdAt}`,
    disabledAt: sql`${we.disabledAt}`,
    eventTypes: sql`(select coalesce(string_agg(t, ',' order by t), '') from jsonb_array_elements_text(${we.eventTypes}) as t)`,
  },
});

/** The deliveries to the caller's endpoints, one endpoint's with `endpointId` (another owner's lists nothing). */
export const webhookDeliveryListRoutes = listRoutes(webhookDeliveryList, {
  from: sql`${webhookDeliveries} ${wd} join ${webhookEndpoints} ${we} on ${we.id} = ${wd.endpointId}`,
  id: sql`${wd.id}`,
  rights: { view: rights.webhook.view, export: rights.webhook.view },
  sessionOnly: true,
  where: (_scope, f, _db, p) => and([
    owned(ownerOf(p)),
    f.endpointId === undefined ? undefined : sql`${wd.endpointId} = ${f.endpointId}`,
    f.status && sql`${wd.status} = ${f.status}`,
    f.type && sql`${wd.type} = ${f.type}`,
  ]),
  select: {
    createdAt: sql`${wd.createdAt}`,
    type: sql`${wd.type}`,
    status: sql`${wd.status}`,
    responseCode: sql`${wd.responseCode}`,
    latencyMs: sql`${wd.latencyMs}`,
    attempts: sql`${wd.attempts}`,
    lastAttemptAt: sql`${wd.lastAttemptAt}`,
    nextAttemptAt: sql`case when ${wd.status} = 'pending' then ${wd.nextAttemptAt} end`,
    endpointUrl: sql`${we.url}`,
    error: sql`${wd.error}`,
    responseBody: sql`${wd.responseBody}`,
  },
});
