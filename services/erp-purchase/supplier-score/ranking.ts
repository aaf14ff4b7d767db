import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { supplierScoreRanking, type ScorePeriod } from "@/lib/contracts/erp-purchase/supplier-score";
import { rights } from "@/lib/rights/codes";
import { and, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import type { Scope } from "@/services/core/list";
import { scoreSnapshots as s, suppliers } from "@/services/db/schema";
import { askedMonth } from "./card";
import { addMonths } from "./months";

/** The first and last month ("yyyy-mm-01") of a period ending with `month`. */
export function periodMonths(period: ScorePeriod, month: string): [string, string] {
  if (period === "month") return [month, month];
  if (period === "rolling12") return [addMonths(month, -11), month];
  const first = addMonths(month, -((Number(month.slice(5, 7)) - 1) % 3));
  return [first, addMonths(first, 2)];
}

const sp = alias(suppliers, "sp");
const agg = sql.identifier("agg");
const a = (name: string) => sql`${agg}.${sql.identifier(name)}`;
/** good / all as a percentage with two places; no activity in the whole period is null, never 0 or 100. */
const pct = (good: SQL, all: SQL) => sql`round(100.0 * ${good} / nullif(${all}, 0), 2)`;
const goodOf = (bad: SQL, all: SQL) => sql`round(100.0 - 100.0 * ${bad} / nullif(${all}, 0), 2)`;
const grade = sql`case when ${a("score")} is null then null when ${a("score")} >= (${a("thresholds")}->>'a')::numeric then 'a'
  when ${a("score")} >= (${a("thresholds")}->>'b')::numeric then 'b' when ${a("score")} >= (${a("thresholds")}->>'c')::numeric then 'c' else 'd' end`;

/**
 * The company's snapshots of the period summed per supplier, so each share is the period's own (all good lines over
 * all lines), not a mean of monthly shares; a supplier without a score in the whole period is not ranked. The score is the mean of the months with one and is graded with the
 * thresholds of the period's latest graded month: for one month, exactly that month's grade.
 */
function periodSnapshots(scope: Scope, period: ScorePeriod, month: string): SQL {
  const [first, last] = periodMonths(period, month);
  return sql`(select ${s.supplierId} as supplier_id,
      count(${s.score})::int as months, round(avg(${s.score}), 2) as score,
      (array_agg(${s.thresholds} order by ${s.month} desc) filter (where ${s.score} is not null))[1] as thresholds,
      sum(${s.onTimeNum}) as on_time_num, sum(${s.onTimeDen}) as on_time_den, sum(${s.lateDays}) as late_days,
      sum(${s.inFullNum}) as in_full_num, sum(${s.inFullDen}) as in_full_den,
      sum(${s.rejectedQty}) as rejected_qty, sum(${s.receivedQty}) as received_qty,
      sum(${s.deductionCount})::int as deduction_count, sum(${s.deductionAmount}) as deduction_amount,
      sum(${s.asnNum}) as asn_num, sum(${s.asnDen}) as asn_den, sum(${s.confirmNum}) as confirm_num, sum(${s.confirmDen}) as confirm_den,
      sum(${s.priceAboveAmount}) as price_above, sum(${s.priceTotalAmount}) as price_total,
      sum(${s.invoiceNum}) as invoice_num, sum(${s.invoiceDen}) as invoice_den
    from ${s}
    where ${s.companyId} = ${scope.companyId} and ${s.month} between ${first}::date and ${last}::date
    group by ${s.supplierId}
    having count(${s.score}) > 0) ${agg}
    inner join ${suppliers} ${sp} on ${sp.id} = ${a("supplier_id")}`;
}

export const supplierScoreRankingRoutes = listRoutes(supplierScoreRanking, {
  from: (scope, f) => periodSnapshots(scope, f.period ?? "month", askedMonth(scope, f.month)),
  id: sql`${sp.id}`,
  rights: { view: rights.supplierScore.view, export: rights.supplierScore.export },
  audience: "internal",
  where: (_scope, f) => and([
    f.supplier && sql`(${startsWith(sql`${sp.venNo}`, f.supplier)} or ${startsWith(sql`${sp.shortName}`, f.supplier)})`,
    f.grade && sql`${grade} = ${f.grade}`,
  ]),
  select: {
    venNo: sql`${sp.venNo}`,
    shortName: sql`${sp.shortName}`,
    grade,
    score: a("score"),
    onTime: pct(a("on_time_num"), a("on_time_den")),
    lateDays: sql`round(${a("late_days")}::numeric / nullif(${a("on_time_den")} - ${a("on_time_num")}, 0), 2)`,
    inFull: pct(a("in_full_num"), a("in_full_den")),
    quality: goodOf(a("rejected_qty"), a("received_qty")),
    deductionCount: a("deduction_count"),
    deductionAmount: a("deduction_amount"),
    asn: pct(a("asn_num"), a("asn_den")),
    responsiveness: pct(a("confirm_num"), a("confirm_den")),
    price: goodOf(a("price_above"), a("price_total")),
    invoice: pct(a("invoice_num"), a("invoice_den")),
    months: a("months"),
  },
});
