import { sql, type SQL } from "drizzle-orm";

/**
 * A company's business day in SQL, as the services compute it (services/core/business-time.ts): the
 * database's current_date is in the server's zone, which is another day between 16:00 and 24:00 UTC.
 */
export const businessToday = (companyId: number | SQL): SQL =>
  sql`(now() at time zone (select time_zone from companies where id = ${companyId}))::date`;
