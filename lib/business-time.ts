/**
 * Business time: every company works in one IANA time zone (companies.time_zone). Its calendar day is
 * the day of document numbers, "today" in warnings and date presets, and default dates; timestamps are
 * stored as timestamptz and shown in that zone. Client-safe (Intl only); the services' side is
 * services/core/business-time.ts.
 */

/** The zone of a company whose own zone is not known (the group's home). */
export const defaultTimeZone = "Asia/Shanghai";

const partsCache = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const p = Object.fromEntries(partsFormat(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  return { year: +p.year!, month: +p.month!, day: +p.day!, hour: +p.hour!, minute: +p.minute!, second: +p.second! };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

// Each zone's last answer with its second: every request asks for the day, and formatToParts took about a
// fiftieth of a list request's own CPU (bench B1). Zone offsets are whole seconds, so one second is one day.
const lastDay = new Map<string, { second: number; day: string }>();

/** The business day (yyyy-mm-dd) of an instant in a zone. */
export function businessDate(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDay.get(timeZone);
  if (last?.second === second) return last.day;
  const w = wallTime(instant, timeZone);
  const day = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  lastDay.set(timeZone, { second, day });
  return day;
}

/** The hour (0–23) of an instant in a zone, e.g. for a greeting. */
export function businessHour(instant: Date, timeZone: string): number {
  return wallTime(instant, timeZone).hour;
}

/** An instant as "yyyy-mm-dd hh:mm" in a zone; "" for nothing, the input itself when it is not a time. */
export function formatZoned(iso: string | Date | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  const w = wallTime(d, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The zone's short name at an instant, as the locale writes it ("GMT+8", "CST", "GMT+7"). */
export function zoneLabel(instant: Date, timeZone: string, locale = "en"): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "yyyy-mm-dd hh:mm GMT+8": a time with its zone named, where a reader could take it for another zone's. */
export function formatZonedNamed(iso: string | Date | null | undefined, timeZone: string, locale = "en"): string {
  const text = formatZoned(iso, timeZone);
  if (!text || !iso) return text;
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? text : `${text} ${zoneLabel(d, timeZone, locale)}`;
}

/** "yyyymmdd-hhmm" of an instant in a zone: the stamp of an export's file name, on the server and in the browser alike. */
export const fileStamp = (at: Date, timeZone: string) => formatZoned(at, timeZone).replace(/[-:]/g, "").replace(" ", "-");

/** The business day `days` after a day (yyyy-mm-dd; negative: before). */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as the zone's wall clock in an input's shape, "yyyy-mm-ddThh:mm"; "" for nothing or not a time. */
export function zonedInputValue(iso: string | Date | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : formatZoned(d, timeZone).replace(" ", "T");
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock reading "yyyy-mm-ddThh:mm[:ss]" names in a zone, as ISO; null when it is not one. A
 * reading a summer-time change skips is taken with the offset in force before it.
 */
export function instantOfZoned(wall: string, timeZone: string): string | null {
  const m = wallPattern.exec(wall.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const offsetAt = (t: number) => {
    const w = wallTime(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - t;
  };
  let t = asUtc - offsetAt(asUtc);
  t = asUtc - offsetAt(t);
  return new Date(t).toISOString();
}

/** Whether a text is a zone this runtime knows (IANA name). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** yyyymmdd of a business day, for document numbers. */
export const compactDate = (day: string) => day.replaceAll("-", "");
