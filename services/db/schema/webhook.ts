import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import { webhookDeliveryStatuses, type WebhookDeliveryStatus } from "@/lib/contracts/base-data/webhook";
import { oneOf } from "./checks";
import { events } from "./notification";
import { companies, suppliers, users } from "./org";

/**
 * Endpoints integrators register (services/base-data/webhook): a supplier's (`supplier_id`) or the company's own
 * (`supplier_id` null). The secret is kept so deliveries can be signed; it is shown only in the create answer.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").references(() => suppliers.id),
    url: text("url").notNull(),
    eventTypes: jsonb("event_types").$type<NotificationType[]>().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdBy: integer("created_by").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: integer("modified_by").references(() => users.id),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_owner_idx").on(t.companyId, t.supplierId)],
);

/**
 * One delivery per (endpoint, event), written by the webhook channel in the dispatch transaction; the sender
 * claims due rows, and a claim it never finished (a killed instance) is taken again when its lease runs out.
 * The last try's answer is kept: status code, latency and the first 1 KB of the body.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id").notNull().references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: bigint("event_id", { mode: "number" }).notNull().references(() => events.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseCode: integer("response_code"),
    latencyMs: integer("latency_ms"),
    responseBody: text("response_body"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_uq").on(t.endpointId, t.eventId),
    check("webhook_deliveries_status_ck", oneOf(t.status, webhookDeliveryStatuses)),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
  ],
);
