import { wallTime } from "@/lib/business-time";

/** Excel's day 0 (its serial numbers count days from 1899-12-30, the 1900 leap-year bug included). */
const epoch = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

/** A yyyy-mm-dd day as Excel's serial day number; null when the text is no such day. */
export function dateSerial(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  // Date.UTC rolls 2026-13-01 over into 2027: only a day that reads back the same is one.
  return new Date(ms).toISOString().slice(0, 10) === day ? (ms - epoch) / dayMs : null;
}

/**
 * An instant as Excel's serial date-time of its wall clock in a zone, to the second (a spreadsheet has
 * no zones: the sheet shows the company's time, as the portal does). Null when the text is no instant.
 */
export function dateTimeSerial(iso: string, timeZone: string): number | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const w = wallTime(d, timeZone);
  const days = (Date.UTC(w.year, w.month - 1, w.day) - epoch) / dayMs;
  const seconds = w.hour * 3600 + w.minute * 60 + w.second;
  return Math.round((days + seconds / 86_400) * 1e8) / 1e8;
}
