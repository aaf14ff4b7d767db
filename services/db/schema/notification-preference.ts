import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { notificationTypes, type NotificationType } from "@/lib/contracts/base-data/notification";
import { emailDeliveryStatuses, notificationModes, type NotificationMode } from "@/lib/contracts/base-data/notification-preference";
import { oneOf } from "./checks";
import { companies, users } from "./org";
import { events } from "./notification";

/** A user's chosen mode of one event type; no row is the default (in-app). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    mode: text("mode").$type<NotificationMode>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check("notification_preferences_type_ck", oneOf(t.type, notificationTypes)),
    check("notification_preferences_mode_ck", oneOf(t.mode, notificationModes)),
  ],
);

/**
 * The e-mail channel's queue: one row per (event, recipient) for a mail sent at once, or per (recipient,
 * business day) for a daily digest. The sender claims pending rows and marks them `sending` in a committed
 * claim before it talks to the SMTP server, so a row is never sent twice; an SMTP refusal puts it back
 * `pending` with a later `next_at`, and after the last try (or a claim that never finished) it is `failed`.
 */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint("event_id", { mode: "number" }).references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The event's type; null for a digest. */
    type: text("type").$type<NotificationType>(),
    companyId: integer("company_id").references(() => companies.id),
    entity: text("entity"),
    entityId: text("entity_id"),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    /** The business day a digest covers (the 24 hours before 08:00 of that day). */
    digestDay: date("digest_day", { mode: "string" }),
    /** The digest's window, fixed when it became due. */
    windowStart: timestamp("window_start", { withTimezone: true }),
    windowEnd: timestamp("window_end", { withTimezone: true }),
    status: text("status").$type<(typeof emailDeliveryStatuses)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_deliveries_event_uq").on(t.eventId, t.userId),
    uniqueIndex("email_deliveries_digest_uq").on(t.userId, t.digestDay),
    check("email_deliveries_status_ck", oneOf(t.status, emailDeliveryStatuses)),
    check("email_deliveries_kind_ck", sql`(${t.eventId} is null) <> (${t.digestDay} is null)`),
    index("email_deliveries_due_idx").on(t.nextAt).where(sql`${t.status} = 'pending'`),
    index("email_deliveries_sending_idx").on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index("email_deliveries_failed_idx").on(t.updatedAt).where(sql`${t.status} = 'failed'`),
  ],
);
