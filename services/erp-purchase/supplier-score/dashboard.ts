import { and, asc, eq, gt, gte, isNotNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ScoreFalls, OwnOnTimeTrend } from "@/lib/contracts/erp-purchase/supplier-score";
import { inScope, type Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { scoreSnapshots as s, suppliers } from "@/services/db/schema";
import { addMonths } from "./months";

const before = alias(s, "before");

/**
 * The company's suppliers whose grade of `month` is worse than their grade of the month before (grades "a"–"d" sort
 * best first), worst grade first. Both months need a grade: a supplier without one either month has not fallen.
 */
export async function gradeFalls(db: Db, scope: Scope, month: string): Promise<ScoreFalls> {
  const previous = addMonths(month, -1);
  const found = await db
    .select({
      id: suppliers.id, venNo: suppliers.venNo, shortName: suppliers.shortName,
      grade: sql<"a" | "b" | "c" | "d">`${s.grade}`, score: s.score,
      previousGrade: sql<"a" | "b" | "c" | "d">`${before.grade}`, previousScore: before.score,
    })
    .from(s)
    .innerJoin(before, and(eq(before.companyId, s.companyId), eq(before.supplierId, s.supplierId), eq(before.month, previous)))
    .innerJoin(suppliers, eq(suppliers.id, s.supplierId))
    .where(and(inScope(scope, sql`${s.companyId}`, sql`${s.supplierId}`), eq(s.month, month), isNotNull(s.grade), isNotNull(before.grade), gt(s.grade, before.grade)))
    .orderBy(sql`${s.grade} desc`, asc(s.score), asc(suppliers.venNo));
  return { month, previous, suppliers: found };
}

/**
 * The caller's own on-time counts of the 12 months ending at `month`, oldest first; a month without a snapshot or
 * without received lines has nulls ("no data"). A supplier reads only its own supplier's rows, staff have none.
 */
export async function ownOnTimeTrend(db: Db, scope: Scope, month: string): Promise<OwnOnTimeTrend> {
  const first = addMonths(month, -11);
  const found = scope.supplierId === null ? [] : await db
    .select({ month: s.month, onTimeNum: s.onTimeNum, onTimeDen: s.onTimeDen })
    .from(s)
    .where(and(eq(s.companyId, scope.companyId), eq(s.supplierId, scope.supplierId), gte(s.month, first), lte(s.month, month)));
  const byMonth = new Map(found.map((r) => [r.month, r]));
  return {
    months: Array.from({ length: 12 }, (_, i) => addMonths(first, i)).map((m) => ({
      month: m, onTimeNum: byMonth.get(m)?.onTimeNum ?? null, onTimeDen: byMonth.get(m)?.onTimeDen ?? null,
    })),
  };
}
