import { sql, type SQL } from "drizzle-orm";
import type { DatePreset } from "@/lib/contracts/common";
import { todaySql, type BusinessDay } from "../business-time";

/** docs/requirements.md §9 date ranges around the caller's business day (month steps clamp like presetRange()). */
const presets: Record<DatePreset, (d: SQL) => SQL> = {
  nextHalfMonth: (d) => sql`${d} and ${d} + 15`,
  nextMonth: (d) => sql`${d} and (${d} + interval '1 month')::date`,
  nextThreeMonths: (d) => sql`${d} and (${d} + interval '3 months')::date`,
  lastHalfMonth: (d) => sql`${d} - 15 and ${d}`,
  lastMonth: (d) => sql`(${d} - interval '1 month')::date and ${d}`,
  lastThreeMonths: (d) => sql`(${d} - interval '3 months')::date and ${d}`,
};

export function inPreset(column: SQL, preset: DatePreset | undefined, day: BusinessDay): SQL | undefined {
  return preset ? sql`${column} between ${presets[preset](todaySql(day))}` : undefined;
}
