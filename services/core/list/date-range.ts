import { sql, type SQL } from "drizzle-orm";
import type { DatePreset } from "@/lib/contracts/common";

/** docs/requirements.md §9 date ranges against the database's current date (month steps clamp like presetRange()). */
const presets: Record<DatePreset, SQL> = {
  nextHalfMonth: sql`current_date and current_date + 15`,
  nextMonth: sql`current_date and (current_date + interval '1 month')::date`,
  nextThreeMonths: sql`current_date and (current_date + interval '3 months')::date`,
  lastHalfMonth: sql`current_date - 15 and current_date`,
  lastMonth: sql`(current_date - interval '1 month')::date and current_date`,
  lastThreeMonths: sql`(current_date - interval '3 months')::date and current_date`,
};

export function inPreset(column: SQL, preset: DatePreset | undefined): SQL | undefined {
  return preset ? sql`${column} between ${presets[preset]}` : undefined;
}
