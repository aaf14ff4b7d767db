/** The §9 date ranges: plain code that forms and lists read without the contracts' schemas; common.ts re-exports them. */

/** docs/requirements.md §9 date filter ranges; resolved on the server against the database's current date. */
export const datePresets = ["nextHalfMonth", "nextMonth", "nextThreeMonths", "lastHalfMonth", "lastMonth", "lastThreeMonths"] as const;
export type DatePreset = (typeof datePresets)[number];

/** The same ranges as from/to dates for showing them in a form: `today` is `YYYY-MM-DD`. */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  // Month steps clamp to the month's last day, as PostgreSQL's `date ± interval 'n month'` does.
  const shift = (days: number, months: number) => {
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + months;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const x = new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last) + days));
    return x.toISOString().slice(0, 10);
  };
  const ranges: Record<DatePreset, [string, string]> = {
    nextHalfMonth: [today, shift(15, 0)],
    nextMonth: [today, shift(0, 1)],
    nextThreeMonths: [today, shift(0, 3)],
    lastHalfMonth: [shift(-15, 0), today],
    lastMonth: [shift(0, -1), today],
    lastThreeMonths: [shift(0, -3), today],
  };
  const [from, to] = ranges[preset];
  return { from, to };
}
