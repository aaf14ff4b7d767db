import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { scoreGrades, type ScoreGrade, type ScoreThresholds, type ScoreWeights } from "@/lib/contracts/erp-purchase/supplier-score-values";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const pct = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** A company's scorecard weights (per measure, 0–100) and grade thresholds (score %, A ≥ B ≥ C); set by an admin. */
export const scoreSettings = pgTable(
  "score_settings",
  {
    companyId: integer("company_id").primaryKey().references(() => companies.id),
    weights: jsonb("weights").$type<ScoreWeights>().notNull(),
    thresholdA: pct("threshold_a").notNull(),
    thresholdB: pct("threshold_b").notNull(),
    thresholdC: pct("threshold_c").notNull(),
    ...tracked,
  },
  (t) => [check("score_settings_thresholds_ck", sql`${t.thresholdA} >= ${t.thresholdB} and ${t.thresholdB} >= ${t.thresholdC} and ${t.thresholdC} >= 0 and ${t.thresholdA} <= 100`)],
);

/**
 * One supplier's scorecard for one calendar month of its company's business zone, recomputed from the raw rows.
 * A measure without activity that month has a null numerator and denominator ("no data"), never 0/0 read as
 * 0 % or 100 %. The weights and thresholds it was graded with are kept beside the grade.
 */
export const scoreSnapshots = pgTable(
  "score_snapshots",
  {
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    /** The first day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    /** Received lines on or before their promised (else required) date / received lines. */
    onTimeNum: integer("on_time_num"),
    onTimeDen: integer("on_time_den"),
    /** Days late summed over the late received lines (the average is this over den − num). */
    lateDays: integer("late_days"),
    /** Lines due this month received in full by their due date / lines due this month (up to the day computed). */
    inFullNum: integer("in_full_num"),
    inFullDen: integer("in_full_den"),
    /** Rejected / received quantity of the month's receipt lines. */
    rejectedQty: qty("rejected_qty"),
    receivedQty: qty("received_qty"),
    deductionCount: integer("deduction_count").notNull().default(0),
    deductionAmount: money("deduction_amount").notNull().default("0"),
    /** Received ASN lines whose received quantity equals the sent one / received ASN lines. */
    asnNum: integer("asn_num"),
    asnDen: integer("asn_den"),
    /** Confirmations within 48 h of the order's issue / confirmations made this month; their median hours. */
    confirmNum: integer("confirm_num"),
    confirmDen: integer("confirm_den"),
    confirmMedianHours: numeric("confirm_median_hours", { precision: 12, scale: 2 }),
    /** Order amount at prices above the valid price record / order amount of the month's orders. */
    priceAboveAmount: money("price_above_amount"),
    priceTotalAmount: money("price_total_amount"),
    /** Statements confirmed this month without a disputed line / statements confirmed this month. */
    invoiceNum: integer("invoice_num"),
    invoiceDen: integer("invoice_den"),
    score: pct("score"),
    grade: text("grade").$type<ScoreGrade>(),
    weights: jsonb("weights").$type<ScoreWeights>().notNull(),
    thresholds: jsonb("thresholds").$type<ScoreThresholds>().notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.supplierId, t.month] }),
    index("score_snapshots_month_idx").on(t.companyId, t.month),
    check("score_snapshots_grade_ck", oneOf(t.grade, scoreGrades)),
  ],
);
