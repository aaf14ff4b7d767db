import { scoreMeasures, type ScoreGrade, type ScoreMeasure, type ScoreThresholds, type ScoreWeights } from "@/lib/contracts/erp-purchase/supplier-score-values";

/** A measure's figure for grading: the share of good outcomes (0–1), null without data that month. */
export type MeasureShares = Record<ScoreMeasure, number | null>;

/** num/den as a share; no denominator (no activity) is no data, never 0 or 1. */
export function share(num: number | string | null, den: number | string | null): number | null {
  if (num === null || den === null || Number(den) === 0) return null;
  return Number(num) / Number(den);
}

/**
 * The score (%, 2 decimals): the weighted mean of the measures that have data, their weights rescaled to
 * them, so a month without receipts is graded on what did happen. Null when no weighted measure has data.
 */
export function scoreOf(shares: MeasureShares, weights: ScoreWeights): number | null {
  let sum = 0;
  let weight = 0;
  for (const m of scoreMeasures) {
    const s = shares[m];
    if (s === null || weights[m] <= 0) continue;
    sum += weights[m] * s;
    weight += weights[m];
  }
  return weight === 0 ? null : Math.round((sum / weight) * 10_000) / 100;
}

export function gradeOf(score: number | null, t: ScoreThresholds): ScoreGrade | null {
  if (score === null) return null;
  return score >= t.a ? "a" : score >= t.b ? "b" : score >= t.c ? "c" : "d";
}
