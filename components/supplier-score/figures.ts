import type { ScoreMeasure, ScoreSnapshot } from "@/lib/contracts/erp-purchase/supplier-score";
import { decAdd, decSub } from "@/lib/contracts/decimal";

/**
 * One measure of one month as shown: the share (%) of good outcomes, what it is made of (good of total, counts
 * or quantities or amounts) and whether those are counts of lines (so a reader can recount them in the drill-down).
 * No activity is null, shown as "no data".
 */
export interface Figure {
  share: number | null;
  good: string;
  total: string;
  counted: boolean;
}

/** A share of counted lines; no lines is null ("no data"). */
export const ofCounts = (num: number | null, den: number | null): Figure | null =>
  num === null || den === null || den === 0 ? null : { share: (num * 100) / den, good: String(num), total: String(den), counted: true };
const ofAmounts = (bad: string | null, all: string | null, decimals: number): Figure | null => {
  if (bad === null || all === null || Number(all) === 0) return null;
  const good = decSub(all, bad, decimals);
  return { share: (Number(good) * 100) / Number(all), good, total: all, counted: false };
};

export function figureOf(s: ScoreSnapshot | null, m: ScoreMeasure): Figure | null {
  if (!s) return null;
  switch (m) {
    case "onTime": return ofCounts(s.onTimeNum, s.onTimeDen);
    case "inFull": return ofCounts(s.inFullNum, s.inFullDen);
    case "quality": return ofAmounts(s.rejectedQty, s.receivedQty, 4);
    case "asn": return ofCounts(s.asnNum, s.asnDen);
    case "responsiveness": return ofCounts(s.confirmNum, s.confirmDen);
    case "price": return ofAmounts(s.priceAboveAmount, s.priceTotalAmount, 2);
    case "invoice": return ofCounts(s.invoiceNum, s.invoiceDen);
  }
}

/** A share with one decimal and a percent sign, in the reader's language. */
export const percentText = (share: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share)} %`;

/** A calendar month ("yyyy-mm-01") in the reader's language, long or short. */
export const monthText = (month: string, locale: string, style: "short" | "long" = "long") =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: style === "short" ? "2-digit" : "long", timeZone: "UTC" }).format(new Date(`${month}T00:00:00Z`));

/** A measure over several months: their good outcomes and totals summed (months without data add nothing), as one figure. */
export function periodFigure(snapshots: Array<ScoreSnapshot | null>, m: ScoreMeasure): Figure | null {
  const figures = snapshots.map((s) => figureOf(s, m)).filter((f): f is Figure => f !== null);
  if (!figures.length) return null;
  const counted = figures[0]!.counted;
  const places = counted ? 0 : 4;
  const good = figures.reduce((a, f) => decAdd(a, f.good, places), "0");
  const total = figures.reduce((a, f) => decAdd(a, f.total, places), "0");
  return Number(total) === 0 ? null : { share: (Number(good) * 100) / Number(total), good, total, counted };
}
