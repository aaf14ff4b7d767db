import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { notificationChannels, notificationTypes, type NotificationChannel, type NotificationType } from "@/lib/contracts/base-data/notification";
import { oneOf } from "./checks";
import { companies, users } from "./org";

export const eventStatuses = ["pending", "done", "failed"] as const;

/**
 * The outbox: one row per event, written by writeAudit in the business action's own transaction
 * (services/core/events). The dispatcher claims pending rows and marks them done with their deliveries.
 */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").$type<NotificationType>().notNull(),
    auditId: bigint("audit_id", { mode: "number" }).notNull(),
    companyId: integer("company_id").references(() => companies.id),
    actorUserId: integer("actor_user_id"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    status: text("status").$type<(typeof eventStatuses)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    check("events_type_ck", oneOf(t.type, notificationTypes)),
    check("events_status_ck", oneOf(t.status, eventStatuses)),
    index("events_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Deliveries: one per (event, recipient, channel), so a retried or doubly claimed batch never delivers twice.
 * `params` are the placeholders of the type's message keys, rendered in the reader's language when read.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint("event_id", { mode: "number" }).notNull().references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    type: text("type").$type<NotificationType>().notNull(),
    companyId: integer("company_id").references(() => companies.id),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_delivery_uq").on(t.eventId, t.userId, t.channel),
    check("notifications_channel_ck", oneOf(t.channel, notificationChannels)),
    index("notifications_user_idx").on(t.userId, t.channel, t.createdAt, t.id),
    index("notifications_unread_idx").on(t.userId, t.channel).where(sql`${t.readAt} is null`),
  ],
);
