import type { DrillMeasure } from "@/lib/contracts/erp-purchase/supplier-score";

/** The scorecard's address: its month, and the drill-down it opens (measure and month, "yyyy-mm"). */
export function cardHref(supplierId: number, o: { month?: string; drill?: DrillMeasure; drillMonth?: string } = {}): string {
  const q = new URLSearchParams();
  if (o.month) q.set("month", o.month);
  if (o.drill && o.drillMonth) {
    q.set("drill", o.drill);
    q.set("dm", o.drillMonth);
  }
  const s = q.toString();
  return `/purchase/scorecard/${supplierId}${s ? `?${s}` : ""}${o.drill ? "#drill" : ""}`;
}

/** The quarter ("yyyy-mm" of its first month) a month falls in. */
export const quarterOf = (month: string) => `${month.slice(0, 4)}-${String(Math.floor((Number(month.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, "0")}`;

/** The last quarter ("yyyy-mm" of its first month) that has ended by the end of `month`: the quarter of two months before. */
export function endedQuarterOf(month: string): string {
  const n = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - 2;
  return quarterOf(`${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`);
}

/** The months ("yyyy-mm") a month filter offers: the `count` months up to the open month of `today`, newest first. */
export function monthChoices(today: string, count = 36): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const n = y * 12 + m - i;
    return `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
}
