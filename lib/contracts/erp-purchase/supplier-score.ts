import { z } from "zod/mini";
import { decimal, filterText, idParam, nullableDecimal } from "../common";
import { serviceOps } from "../kit/operation";
import { col, defineList, type FiltersOf } from "../kit/list";
import { scoreGrades, scoreMeasures, scorePeriods, type ScoreMeasure } from "./supplier-score-values";

export * from "./supplier-score-values";

/**
 * Supplier scorecards (issue 37): monthly snapshots per supplier of on-time delivery, in full, quality, ASN accuracy,
 * responsiveness, price and invoice accuracy, graded with the company's weights and thresholds.
 */
const weight = z.number("validation.invalidType").check(z.int("validation.invalidType"), z.gte(0, "validation.tooSmall"), z.lte(100, "validation.tooBig"));
const threshold = z.number("validation.invalidType").check(z.gte(0, "validation.tooSmall"), z.lte(100, "validation.tooBig"),
  z.refine((v) => Number.isInteger(v * 100), "validation.invalidType"));

export const scoreSettingsInput = z.object({
  weights: z.object(Object.fromEntries(scoreMeasures.map((m) => [m, weight])) as Record<ScoreMeasure, typeof weight>)
    .check(z.refine((w) => Object.values(w).some((v) => v > 0), "validation.supplierScore.weightsZero")),
  thresholds: z.object({ a: threshold, b: threshold, c: threshold })
    .check(z.refine((t) => t.a >= t.b && t.b >= t.c, "validation.supplierScore.thresholdOrder")),
});
export type ScoreSettingsInput = z.infer<typeof scoreSettingsInput>;

/** A calendar month, "yyyy-mm". */
export const scoreMonth = z.string("validation.invalidType").check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "validation.supplierScore.month"));

/** The lines a figure is made of; `deductions` lists the month's deduction bills beside the quality share. */
export const drillMeasures = [...scoreMeasures, "deductions"] as const;
export type DrillMeasure = (typeof drillMeasures)[number];

const count = z.nullable(z.number().check(z.int()));
const figure = z.number();
const weightsView = z.object(Object.fromEntries(scoreMeasures.map((m) => [m, figure])) as Record<ScoreMeasure, typeof figure>);
export const scoreSnapshot = z.object({
  month: z.string(),
  onTimeNum: count, onTimeDen: count, lateDays: count,
  inFullNum: count, inFullDen: count,
  rejectedQty: nullableDecimal, receivedQty: nullableDecimal,
  deductionCount: z.number().check(z.int()), deductionAmount: decimal,
  asnNum: count, asnDen: count,
  confirmNum: count, confirmDen: count, confirmMedianHours: nullableDecimal,
  priceAboveAmount: nullableDecimal, priceTotalAmount: nullableDecimal,
  invoiceNum: count, invoiceDen: count,
  score: nullableDecimal,
  grade: z.nullable(z.enum(scoreGrades)),
  weights: weightsView,
  thresholds: z.object({ a: z.number(), b: z.number(), c: z.number() }),
  computedAt: z.string(),
});
export type ScoreSnapshot = z.infer<typeof scoreSnapshot>;

/** One supplier's 24 months ending at the asked month, oldest first; a month without a snapshot is null. */
export const scoreCard = z.object({
  supplier: z.object({ id: z.number().check(z.int()), venNo: z.string(), shortName: z.string(), name: z.string() }),
  months: z.array(z.object({ month: z.string(), snapshot: z.nullable(scoreSnapshot) })),
});
export type ScoreCard = z.infer<typeof scoreCard>;

/** The supplier's own card, with where its score of the month stands among the company's graded suppliers (0–100). */
export const ownScoreCard = z.object({ card: scoreCard, percentile: z.nullable(z.number()) });

/**
 * A line behind a figure: its document, whether it counts as good (the numerator), and the figure it adds
 * (`value`, e.g. days late, the rejected quantity, the hours to confirm) with what it is measured against (`against`).
 */
export const scoreLine = z.object({
  documentNo: z.string(),
  reference: z.string(),
  date: z.string(),
  good: z.boolean(),
  value: z.nullable(z.string()),
  against: z.nullable(z.string()),
});
export type ScoreLine = z.infer<typeof scoreLine>;

const share = col.decimal({ nullable: true });
/**
 * The buyers' ranking: per supplier, its grade and the share (%) of good outcomes of each measure over the period
 * (the month asked, its quarter, or the 12 months ending with it), summed from the monthly snapshots; a measure
 * with no activity in the whole period stays empty. The score is the mean of the months that have one.
 */
export const supplierScoreRanking = defineList({
  service: "erp-purchase",
  path: "/supplier-score",
  namespace: "supplierScore",
  summary: "Suppliers ranked by their scorecard over a month, a quarter or 12 months",
  defaultSort: "score",
  columns: {
    venNo: col.text(),
    shortName: col.text({ width: 20 }),
    grade: col.enum("scoreGrade", scoreGrades, { nullable: true, tones: { a: "success", b: "default", c: "warning", d: "destructive" } }),
    score: share,
    onTime: share,
    lateDays: col.decimal({ nullable: true, hidden: true }),
    inFull: share,
    quality: share,
    deductionCount: col.int({ hidden: true }),
    deductionAmount: col.money({ hidden: true }),
    asn: share,
    responsiveness: share,
    price: share,
    invoice: share,
    months: col.int(),
  },
  filters: {
    period: z.optional(z.enum(scorePeriods, "validation.invalidType")).check(z.describe("month (default), quarter or rolling12")),
    month: z.optional(scoreMonth).check(z.describe("the month the period ends with, yyyy-mm (default the last full month)")),
    supplier: filterText().check(z.describe("supplier number or short name prefix")),
    grade: z.optional(z.enum(scoreGrades, "validation.invalidType")),
  },
});
export type ScoreRankingRow = z.infer<typeof supplierScoreRanking.row>;
export type ScoreRankingFilters = FiltersOf<typeof supplierScoreRanking>;

/** The company's suppliers whose grade of `month` is worse than of the month before (the buyer's dashboard). */
export const scoreFalls = z.object({
  month: z.string(),
  previous: z.string(),
  suppliers: z.array(z.object({
    id: z.number().check(z.int()), venNo: z.string(), shortName: z.string(),
    grade: z.enum(scoreGrades), score: nullableDecimal, previousGrade: z.enum(scoreGrades), previousScore: nullableDecimal,
  })),
});
export type ScoreFalls = z.infer<typeof scoreFalls>;

/** The calling supplier's own on-time counts of the 12 months ending at `month`, oldest first (the supplier's dashboard). */
export const ownOnTimeTrend = z.object({ months: z.array(z.object({ month: z.string(), onTimeNum: count, onTimeDen: count })) });
export type OwnOnTimeTrend = z.infer<typeof ownOnTimeTrend>;

export const scoreSettingsView = z.object({ weights: weightsView, thresholds: z.object({ a: z.number(), b: z.number(), c: z.number() }) });

const monthQuery = z.object({ month: z.optional(scoreMonth) });
const ops = serviceOps("erp-purchase");
export const supplierScoreOps = {
  card: ops.get("/supplier-score/supplier/:id", {
    summary: "A supplier's scorecard: 24 monthly snapshots ending at `month` (default the last full month); a supplier reads only its own",
    params: idParam, query: monthQuery, response: scoreCard,
  }),
  lines: ops.get("/supplier-score/supplier/:id/lines", {
    summary: "The lines behind one measure of one month, each with its document number",
    params: idParam, query: z.object({ measure: z.enum(drillMeasures, "validation.invalidType"), month: scoreMonth }), response: z.object({ lines: z.array(scoreLine) }),
  }),
  own: ops.get("/supplier-score/own", {
    summary: "The calling supplier's own scorecard and its percentile among the company's suppliers (never another supplier's name or figures)",
    query: monthQuery, response: ownScoreCard,
  }),
  falls: ops.get("/supplier-score/falls", {
    summary: "The company's suppliers whose grade of `month` (default the open month) fell from the month before",
    query: monthQuery, response: scoreFalls,
  }),
  ownTrend: ops.get("/supplier-score/own/trend", {
    summary: "The calling supplier's own on-time delivery of the 12 months ending at `month` (default the last full month)",
    query: monthQuery, response: ownOnTimeTrend,
  }),
  settings: ops.get("/supplier-score/settings", { summary: "The company's weights and grade thresholds", response: scoreSettingsView }),
  saveSettings: ops.put("/supplier-score/settings", {
    summary: "Set the weights and grade thresholds; the open and previous month are regraded at once, older months keep theirs",
    body: scoreSettingsInput, response: scoreSettingsView,
  }),
  recompute: ops.post("/supplier-score/recompute", {
    summary: "Recompute one month by hand (a frozen one included); audited",
    body: z.object({ month: scoreMonth }), response: z.object({ snapshots: z.number().check(z.int()) }),
  }),
};
