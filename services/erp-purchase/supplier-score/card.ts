import { and, asc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { ScoreCard, ScoreSnapshot } from "@/lib/contracts/erp-purchase/supplier-score";
import { notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { scoreSnapshots as s, suppliers } from "@/services/db/schema";
import { addMonths, monthOf } from "./months";

/** "yyyy-mm" asked, or the last full month of the caller's company zone (the open month is still filling), as "yyyy-mm-01". */
export const askedMonth = (scope: Scope, month: string | undefined) => (month ? `${month}-01` : addMonths(monthOf(scope.today), -1));

type Row = typeof s.$inferSelect;
const snapshotOf = (r: Row): ScoreSnapshot => ({
  month: r.month, onTimeNum: r.onTimeNum, onTimeDen: r.onTimeDen, lateDays: r.lateDays, inFullNum: r.inFullNum, inFullDen: r.inFullDen,
  rejectedQty: r.rejectedQty, receivedQty: r.receivedQty, deductionCount: r.deductionCount, deductionAmount: r.deductionAmount,
  asnNum: r.asnNum, asnDen: r.asnDen, confirmNum: r.confirmNum, confirmDen: r.confirmDen, confirmMedianHours: r.confirmMedianHours,
  priceAboveAmount: r.priceAboveAmount, priceTotalAmount: r.priceTotalAmount, invoiceNum: r.invoiceNum, invoiceDen: r.invoiceDen,
  score: r.score, grade: r.grade, weights: r.weights, thresholds: r.thresholds, computedAt: r.computedAt.toISOString(),
});

/**
 * The supplier a caller may read the card of: a supplier its own only, staff any supplier with a snapshot in their
 * company. Anything else answers like a missing card.
 */
export async function cardSupplier(db: Db, scope: Scope, supplierId: number) {
  if (scope.supplierId !== null && scope.supplierId !== supplierId) throw notFound();
  const [found] = await db
    .select({ id: suppliers.id, venNo: suppliers.venNo, shortName: suppliers.shortName, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId),
      sql`exists (${db.select({ one: sql`1` }).from(s).where(and(eq(s.companyId, scope.companyId), eq(s.supplierId, suppliers.id)))})`));
  if (!found) throw notFound();
  return found;
}

/** 24 months ending at `month`, oldest first, each with its snapshot or null (no snapshot: not computed, or before the supplier's first order). */
export async function loadCard(db: Db, scope: Scope, supplierId: number, month: string): Promise<ScoreCard> {
  const supplier = await cardSupplier(db, scope, supplierId);
  const first = addMonths(month, -23);
  const found = await db.select().from(s)
    .where(and(eq(s.companyId, scope.companyId), eq(s.supplierId, supplierId), gte(s.month, first), lte(s.month, month)))
    .orderBy(asc(s.month));
  const byMonth = new Map(found.map((r) => [r.month, snapshotOf(r)]));
  const months = Array.from({ length: 24 }, (_, i) => addMonths(first, i)).map((m) => ({ month: m, snapshot: byMonth.get(m) ?? null }));
  return { supplier, months };
}

/**
 * Where a supplier's score of the month stands among the company's graded suppliers that month: the share (%) of
 * them scoring at or below it. Only the count is read, never another supplier's row.
 */
export async function percentileOf(db: Db, scope: Scope, supplierId: number, month: string): Promise<number | null> {
  const [own] = await db.select({ score: s.score }).from(s).where(and(eq(s.companyId, scope.companyId), eq(s.supplierId, supplierId), eq(s.month, month)));
  if (!own?.score) return null;
  const [r] = await db
    .select({ total: sql<number>`count(*)::int`, below: sql<number>`(count(*) filter (where ${s.score} <= ${own.score}))::int` })
    .from(s)
    .where(and(eq(s.companyId, scope.companyId), eq(s.month, month), isNotNull(s.score)));
  return Math.round((r!.below * 10_000) / r!.total) / 100;
}
