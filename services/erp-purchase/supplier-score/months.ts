import { businessDate } from "@/services/core/business-time";

/** "yyyy-mm-01" of a day. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${String(yy).padStart(4, "0")}-${String(mm + 1).padStart(2, "0")}-01`;
}

/** The open month of a company's business zone at `now` and the one before it: the months still recomputed. */
export function openMonths(timeZone: string, now: Date): [string, string] {
  const open = monthOf(businessDate(now, timeZone));
  return [open, addMonths(open, -1)];
}
