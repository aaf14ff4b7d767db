import { and, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import { defaultScoreThresholds, defaultScoreWeights, type ScoreThresholds, type ScoreWeights } from "@/lib/contracts/erp-purchase/supplier-score-values";
import { businessDate } from "@/services/core/business-time";
import type { Db } from "@/services/db/client";
import { companies, purchaseOrders as o, scoreSettings, scoreSnapshots } from "@/services/db/schema";
import { gradeOf, scoreOf, share } from "./grade";
import { addMonths, openMonths } from "./months";
import { confirmationLines, deductionLines, dueLines, pricedLines, receiptLines, scoreWindow, statementLines } from "./sources";

export { addMonths, monthOf, openMonths } from "./months";

export interface ScoreSettingsValue {
  weights: ScoreWeights;
  thresholds: ScoreThresholds;
}

export async function readScoreSettings(db: Db, companyId: number): Promise<ScoreSettingsValue> {
  const [row] = await db.select().from(scoreSettings).where(eq(scoreSettings.companyId, companyId));
  if (!row) return { weights: defaultScoreWeights, thresholds: defaultScoreThresholds };
  return { weights: row.weights, thresholds: { a: Number(row.thresholdA), b: Number(row.thresholdB), c: Number(row.thresholdC) } };
}

export async function timeZoneOf(db: Db, companyId: number): Promise<string> {
  const [c] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  if (!c) throw new Error(`no company ${companyId}`);
  return c.timeZone;
}

const int = (v: unknown) => sql<number>`(${v})::int`;
const dec = (v: unknown) => sql<string>`(${v})::text`;
type Snapshot = typeof scoreSnapshots.$inferInsert;

/**
 * Recomputes every supplier's snapshot of one month of a company from the raw rows, idempotently (the same rows
 * give the same snapshots), inside the caller's transaction and under a transaction advisory lock of (company,
 * month), so of two instances one computes the month at a time and the other then finds the same answer.
 * `now` bounds the in-full measure: a line is judged once its due day has passed. Answers the snapshots written.
 */
export function computeMonth(tx: Db, companyId: number, month: string, now: Date): Promise<number> {
  return computeMonths(tx, companyId, month, 1, now);
}

/**
 * computeMonth for `count` months from `first` on, each measure read once over the span and grouped by supplier and
 * month: the same snapshots as month by month, without reading the span's rows once per month.
 */
export async function computeMonths(tx: Db, companyId: number, first: string, count: number, now: Date): Promise<number> {
  const months = Array.from({ length: count }, (_, i) => addMonths(first, i));
  // One lock per month, taken in month order by every caller, so spans that overlap never wait on each other in a circle.
  for (const month of months) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`score_snapshots:${companyId}:${month}`}))`);
  const timeZone = await timeZoneOf(tx, companyId);
  const { weights, thresholds } = await readScoreSettings(tx, companyId);
  const w = scoreWindow(companyId, first, timeZone, businessDate(now, timeZone), count);
  const recQ = receiptLines(tx, w).as("rl");
  const receipts = await tx
    .select({
      supplierId: recQ.supplierId,
      month: recQ.month,
      lines: int(sql`count(*)`),
      onTime: int(sql`count(*) filter (where ${recQ.onTime})`),
      lateDays: int(sql`sum(${recQ.daysLate})`),
      received: dec(sql`sum(${recQ.recqty})`),
      rejected: dec(sql`sum(${recQ.rejectqty})`),
      asnExact: int(sql`count(*) filter (where ${recQ.asnExact})`),
    })
    .from(recQ).groupBy(recQ.supplierId, recQ.month);
  const dueQ = dueLines(tx, w).as("dl");
  const inFull = await tx.select({ supplierId: dueQ.supplierId, month: dueQ.month, lines: int(sql`count(*)`), full: int(sql`count(*) filter (where ${dueQ.full})`) })
    .from(dueQ).groupBy(dueQ.supplierId, dueQ.month);
  const dedQ = deductionLines(tx, w).as("dd");
  const deductions = await tx.select({ supplierId: dedQ.supplierId, month: dedQ.month, count: int(sql`count(*)`), amount: dec(sql`sum(${dedQ.amount})`) })
    .from(dedQ).groupBy(dedQ.supplierId, dedQ.month);
  const cfQ = confirmationLines(tx, w).as("cl");
  const confirmations = await tx
    .select({
      supplierId: cfQ.supplierId,
      month: cfQ.month,
      count: int(sql`count(*)`),
      within: int(sql`count(*) filter (where ${cfQ.within})`),
      median: dec(sql`round((percentile_cont(0.5) within group (order by ${cfQ.hours}))::numeric, 2)`),
    })
    .from(cfQ).groupBy(cfQ.supplierId, cfQ.month);
  const prQ = pricedLines(tx, w).as("pl");
  const prices = await tx
    .select({ supplierId: prQ.supplierId, month: prQ.month, total: dec(sql`sum(${prQ.amount})`), above: dec(sql`coalesce(sum(${prQ.amount}) filter (where ${prQ.above}), 0)`) })
    .from(prQ).groupBy(prQ.supplierId, prQ.month);
  const stQ = statementLines(tx, w).as("sl");
  const statements = await tx.select({ supplierId: stQ.supplierId, month: stQ.month, count: int(sql`count(*)`), clean: int(sql`count(*) filter (where not ${stQ.disputed})`) })
    .from(stQ).groupBy(stQ.supplierId, stQ.month);

  // A supplier has a card from its first order's month on, and in any month it was active.
  const firstOrders = await tx.select({ supplierId: o.supplierId, month: sql<string>`to_char(min(${o.podate}), 'YYYY-MM-01')` }).from(o)
    .where(and(eq(o.companyId, companyId), lt(o.podate, w.next))).groupBy(o.supplierId);
  const key = (supplierId: number, month: string) => `${month}|${supplierId}`;
  const keys = new Set<string>();
  for (const f of firstOrders) for (const month of months) if (month >= f.month) keys.add(key(f.supplierId, month));
  for (const set of [receipts, inFull, deductions, confirmations, prices, statements]) for (const x of set) keys.add(key(x.supplierId, x.month));
  const index = <T extends { supplierId: number; month: string }>(xs: T[]) => new Map(xs.map((x) => [key(x.supplierId, x.month), x]));
  const [rc, inf, dd, cn, pc, sm] = [index(receipts), index(inFull), index(deductions), index(confirmations), index(prices), index(statements)];

  const computedAt = now;
  const snapshots: Snapshot[] = [...keys].map((k) => {
    const [month, supplierId] = [k.slice(0, 10), Number(k.slice(11))];
    const a = rc.get(k);
    const f = inf.get(k);
    const d = dd.get(k);
    const c = cn.get(k);
    const p = pc.get(k);
    const s = sm.get(k);
    const received = a && Number(a.received) > 0 ? a : undefined;
    const priced = p && Number(p.total) > 0 ? p : undefined;
    const snap = {
      companyId, supplierId, month,
      onTimeNum: a?.onTime ?? null, onTimeDen: a?.lines ?? null, lateDays: a?.lateDays ?? null,
      inFullNum: f?.full ?? null, inFullDen: f?.lines ?? null,
      rejectedQty: received?.rejected ?? null, receivedQty: received?.received ?? null,
      deductionCount: d?.count ?? 0, deductionAmount: d?.amount ?? "0",
      asnNum: a?.asnExact ?? null, asnDen: a?.lines ?? null,
      confirmNum: c?.within ?? null, confirmDen: c?.count ?? null, confirmMedianHours: c?.median ?? null,
      priceAboveAmount: priced?.above ?? null, priceTotalAmount: priced?.total ?? null,
      invoiceNum: s?.clean ?? null, invoiceDen: s?.count ?? null,
      weights, thresholds, computedAt,
    };
    const score = scoreOf(sharesOf(snap), weights);
    return { ...snap, score: score === null ? null : score.toFixed(2), grade: gradeOf(score, thresholds) };
  });
  if (!snapshots.length) return 0;
  snapshots.sort((x, y) => x.month.localeCompare(y.month) || x.supplierId - y.supplierId);
  // One JSON parameter per batch, unpacked by the server into the table's own column types: bound one value at a
  // time, the 24 months of 2,000 suppliers spent longer building the statements than computing the figures.
  const columns = Object.entries(getTableColumns(scoreSnapshots));
  const names = sql.join(columns.map(([, col]) => sql.identifier(col.name)), sql`, `);
  const shape = sql.raw(columns.map(([, col]) => `"${col.name}" ${col.getSQLType()}`).join(", "));
  const updates = sql.join(columns.filter(([key]) => !["companyId", "supplierId", "month"].includes(key))
    .map(([, col]) => sql`${sql.identifier(col.name)} = excluded.${sql.identifier(col.name)}`), sql`, `);
  const batch = 5_000;
  for (let i = 0; i < snapshots.length; i += batch) {
    const json = JSON.stringify(snapshots.slice(i, i + batch).map((x) => Object.fromEntries(columns.map(([key, col]) => [col.name, x[key as keyof Snapshot] ?? null]))));
    await tx.execute(sql`insert into ${scoreSnapshots} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${shape})
      on conflict (${sql.identifier(scoreSnapshots.companyId.name)}, ${sql.identifier(scoreSnapshots.supplierId.name)}, ${sql.identifier(scoreSnapshots.month.name)})
      do update set ${updates}`);
  }
  return snapshots.length;
}

/** The shares a snapshot is graded on (each the share of good outcomes), null where it has no data. */
export function sharesOf(s: Pick<Snapshot, "onTimeNum" | "onTimeDen" | "inFullNum" | "inFullDen" | "rejectedQty" | "receivedQty" | "asnNum" | "asnDen"
  | "confirmNum" | "confirmDen" | "priceAboveAmount" | "priceTotalAmount" | "invoiceNum" | "invoiceDen">) {
  const bad = (num: string | null | undefined, den: string | null | undefined) => {
    const x = share(num ?? null, den ?? null);
    return x === null ? null : 1 - x;
  };
  return {
    onTime: share(s.onTimeNum ?? null, s.onTimeDen ?? null),
    inFull: share(s.inFullNum ?? null, s.inFullDen ?? null),
    quality: bad(s.rejectedQty, s.receivedQty),
    asn: share(s.asnNum ?? null, s.asnDen ?? null),
    responsiveness: share(s.confirmNum ?? null, s.confirmDen ?? null),
    price: bad(s.priceAboveAmount, s.priceTotalAmount),
    invoice: share(s.invoiceNum ?? null, s.invoiceDen ?? null),
  };
}

/** Recomputes the previous and open month of every company (each company in a transaction of its own). */
export async function recomputeOpenMonths(db: Db, now: Date, companyIds?: number[]): Promise<number> {
  const list = await db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies)
    .where(companyIds ? inArray(companies.id, companyIds) : undefined);
  let written = 0;
  for (const c of list) {
    const [, previous] = openMonths(c.timeZone, now);
    written += await db.transaction((tx) => computeMonths(tx, c.id, previous, 2, now));
  }
  return written;
}
