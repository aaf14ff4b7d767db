import { sql, type SQL } from "drizzle-orm";
import { businessDate, compactDate, defaultTimeZone } from "@/lib/business-time";
import { companies } from "@/services/db/schema/org";

export { businessDate, defaultTimeZone };

/** Where a request reads the time: the system clock, or one a test passes in (see serviceEnv). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The bindings a service app is fetched with: `app.fetch(request, { clock, waitUntil })`. Tests freeze the
 * clock this way; the database keeps its own time, so nothing else of the request is faked.
 */
export interface ServiceEnv {
  clock?: Clock;
  /** The host's hold on work that outlives the answer (services/core/background.ts). */
  waitUntil?: (work: Promise<unknown>) => void;
}

export function clockOf(env: unknown): Clock {
  const clock = (env as ServiceEnv | undefined)?.clock;
  return typeof clock === "function" ? clock : systemClock;
}

/** The business day of a caller: its company's zone at the request's instant. */
export interface BusinessDay {
  /** IANA zone of the session's company. */
  timeZone: string;
  /** yyyy-mm-dd in that zone. */
  today: string;
}

export function businessDay(timeZone: string, now: Date): BusinessDay {
  return { timeZone, today: businessDate(now, timeZone) };
}

/** The caller's business day as an SQL date (never the database's current_date, which is in its own zone). */
export const todaySql = (day: BusinessDay): SQL => sql`${day.today}::date`;
/** The caller's business day as a one-row relation `bd(today)`, joined into a list's FROM for day counts. */
export const businessDayJoin = (day: BusinessDay): SQL => sql`cross join (select ${todaySql(day)} as today) bd`;

/** A document number: prefix, yyyymmdd of the business day, then the sequence's next value in 6 digits. */
export function documentNo(prefix: string, day: BusinessDay, sequence: { seqName?: string }): SQL {
  return sql`${prefix + compactDate(day.today)} || lpad(nextval(${sequence.seqName}::regclass)::text, 6, '0')`;
}

/**
 * The business day of a stored instant (timestamptz) in its company's zone, as an SQL date: a list's date column
 * read off a time. Never `instant::date`, which is the database session's day (UTC), a day early in the morning.
 */
export const companyDateOf = (instant: SQL, companyId: SQL): SQL =>
  sql`(${instant} at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}))::date`;
