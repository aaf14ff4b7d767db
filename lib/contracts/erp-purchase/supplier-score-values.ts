/** The supplier scorecard's measures, grades and defaults, plain data apart from its contract. */
export const scoreMeasures = ["onTime", "inFull", "quality", "asn", "responsiveness", "price", "invoice"] as const;
export type ScoreMeasure = (typeof scoreMeasures)[number];
export const scoreGrades = ["a", "b", "c", "d"] as const;
export type ScoreGrade = (typeof scoreGrades)[number];

/** Each measure's weight, 0–100; a measure without data that month drops out and the others share its weight. */
export type ScoreWeights = Record<ScoreMeasure, number>;
/** The lowest score (%) of grades A, B and C; below C is D. */
export interface ScoreThresholds {
  a: number;
  b: number;
  c: number;
}

export const defaultScoreWeights: ScoreWeights = { onTime: 30, inFull: 20, quality: 20, asn: 10, responsiveness: 10, price: 5, invoice: 5 };
export const defaultScoreThresholds: ScoreThresholds = { a: 90, b: 80, c: 70 };

/** A confirmation within this many hours of the order's issue counts as responsive. */
export const responsiveHours = 48;

/** The ranking's periods: the month asked, the calendar quarter it falls in, or the 12 months ending with it. */
export const scorePeriods = ["month", "quarter", "rolling12"] as const;
export type ScorePeriod = (typeof scorePeriods)[number];
