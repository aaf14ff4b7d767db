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
