import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies, users } from "./org";

/** Opaque tokens, stored as SHA-256 hashes. status: active | superseded | revoked. */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("user_tokens_user_status_idx").on(t.userId, t.status)],
);

/**
 * ID tokens already used for a company sign-in (SHA-256 hashes), kept until they expire: a token read from
 * a log or a browser history cannot sign in a second time.
 */
export const ssoTokenUses = pgTable(
  "sso_token_uses",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sso_token_uses_expires_idx").on(t.expiresAt)],
);

/**
 * Failed-login counters per key in a fixed window (services/base-data/user/throttle.ts): ip:<addr>,
 * account:<name>, and source:<name>|<addr or known device>; the last failure times the growing delay.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers a user has logged in with (a long-lived cookie holds the token; stored as its SHA-256 hash):
 * failures elsewhere on the account never slow a login from one of them (OWASP credential stuffing).
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
);
