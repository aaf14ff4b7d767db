import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { tracked } from "./columns";

/** The service desk's channels: one row (id 1), absent until an admin first saves them. */
export const helpChannels = pgTable(
  "help_channels",
  {
    id: integer("id").primaryKey().default(1),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    ...tracked,
  },
  (t) => [check("help_channels_single_ck", sql`${t.id} = 1`)],
);
