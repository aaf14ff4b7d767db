import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { companies, users } from "./org";

/** The delivery-plan location a user works from in a company; ensured after a company switch. */
export const sendplanLocations = pgTable(
  "sendplan_locations",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    locationCode: text("location_code").notNull(),
    ...tracked,
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
