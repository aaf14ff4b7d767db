import { integer, timestamp } from "drizzle-orm/pg-core";

/** created/modified by/at, carried by every business table. */
export const tracked = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
  modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: integer("modified_by"),
};
