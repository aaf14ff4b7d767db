/**
 * B12 supplier scorecards (issue 37), on PostgreSQL:
 *  (a) computeMonths for the 24 months up to the open one of company 1 (all its suppliers, in one transaction),
 *  (b) the plain SQL aggregation of the same rows to the same per-supplier per-month figures, one grouped query per
 *      measure over the 24 months, one after another as (a) sends its own; the figures of (a) must equal those of
 *      (b). Target a ÷ b ≤ 1.5.
 *  (c) the scorecard page's data (loadCard, 24 months) of the largest supplier, p95 over 50 calls. Target ≤ 50 ms.
 * Its own database (default "bench_score"), seeded once with the demo data, BENCH_SCORE_LINES (default 1,000,000)
 * scale PO lines over 2,000 suppliers, and their confirmations, notices and receipts (seed/supplier-score-scale.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { responsiveHours } from "@/lib/contracts/erp-purchase/supplier-score-values";
import { businessDay } from "@/services/core/business-time";
import type { Scope } from "@/services/core/list";
import { rows } from "@/services/db/rows";
import { seedPurchaseScale } from "@/services/db/seed/purchase-scale";
import { seedScoreScale } from "@/services/db/seed/supplier-score-scale";
import {
  deductionBills as b, deliveryNoticeLines as nl, goodsReceiptLines as rl, goodsReceipts as r, priceRecords as pr,
  purchaseOrderConfirmations as cf, purchaseOrderLines as l, purchaseOrderScheduleLines as sc, purchaseOrders as o, reconciliationStatementLines as stl,
  reconciliationStatements as st, scoreSnapshots as s, suppliers,
} from "@/services/db/schema";
import { loadCard } from "@/services/erp-purchase/supplier-score/card";
import { computeMonths, timeZoneOf } from "@/services/erp-purchase/supplier-score/compute";
import { addMonths, monthOf } from "@/services/erp-purchase/supplier-score/months";
import { openBenchDatabase } from "./purchase-setup";
import { ms, pct, verdict } from "./purchase-stats";

const url = process.env.BENCH_SCORE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_score";
const lines = Number(process.env.BENCH_SCORE_LINES ?? 1_000_000);
const calls = 50;
const companyId = 1;

const t0 = performance.now();
const { handle } = await openBenchDatabase(url, 4);
const db = handle.db;
await seedPurchaseScale(db, lines);
await seedScoreScale(db);
if (performance.now() - t0 > 1000) {
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const [size] = await rows<{ lines: number; receipts: number; confirmations: number; suppliers: number }>(db, sql`select
  (select count(*)::int from ${l} where ${l.companyId} = ${companyId}) as lines,
  (select count(*)::int from ${rl} join ${r} on ${r.id} = ${rl.receiptId} where ${r.companyId} = ${companyId}) as receipts,
  (select count(*)::int from ${cf} join ${o} on ${o.id} = ${cf.orderId} where ${o.companyId} = ${companyId}) as confirmations,
  (select count(distinct ${o.supplierId})::int from ${o} where ${o.companyId} = ${companyId}) as suppliers`);
console.log(`  company ${companyId}: ${size!.lines.toLocaleString("en")} PO lines, ${size!.receipts.toLocaleString("en")} receipt lines, `
  + `${size!.confirmations.toLocaleString("en")} confirmations, ${size!.suppliers.toLocaleString("en")} suppliers (scale seed ${lines.toLocaleString("en")} lines)`);

const now = new Date();
const timeZone = await timeZoneOf(db, companyId);
const scopeDay = businessDay(timeZone, now);
const open = monthOf(scopeDay.today);
const first = addMonths(open, -23);
const months = Array.from({ length: 24 }, (_, i) => addMonths(first, i));

// (a) the recompute, month by month as the service does it.
const ta = performance.now();
let snapshots = 0;
snapshots += await db.transaction((tx) => computeMonths(tx, companyId, first, months.length, now));
const computeMs = performance.now() - ta;

// (b) the same figures by plain grouped queries over the 24 months.
const key = (supplierId: unknown, month: unknown) => `${String(supplierId)}|${String(month).slice(0, 10)}`;
const mon = (d: unknown) => sql`to_char(date_trunc('month', ${d}), 'YYYY-MM-DD')`;
const zoned = (t: unknown) => sql`(${t} at time zone ${timeZone})`;
const next = addMonths(open, 1);
const due = sql`coalesce(${cf.promisedDate}, ${l.deldate})`;
// A receipt of a scheduled line is due by the schedule line it fills, in date order (its last date beyond the schedule).
const [sl, upTo, rlB, rB] = [alias(sc, "sl"), alias(sc, "up_to"), alias(rl, "rl_b"), alias(r, "r_b")];
const dueR = sql`coalesce((select ${sl.promisedDate} from ${sc} ${sl} where ${sl.lineId} = ${rl.poLineId}
    and (select sum(${upTo.qty}) from ${sc} ${upTo} where ${upTo.lineId} = ${sl.lineId} and (${upTo.promisedDate}, ${upTo.seq}) <= (${sl.promisedDate}, ${sl.seq}))
      > coalesce((select sum(${rlB.recqty}) from ${rl} ${rlB} join ${r} ${rB} on ${rB.id} = ${rlB.receiptId}
        where ${rlB.poLineId} = ${rl.poLineId} and (${rB.recdate}, ${rlB.id}) < (${r.recdate}, ${rl.id})), 0)
    order by ${sl.promisedDate}, ${sl.seq} limit 1),
  (select max(${sl.promisedDate}) from ${sc} ${sl} where ${sl.lineId} = ${rl.poLineId}), ${due})`;
const tb = performance.now();
/** One statement after another on one connection, as computeMonths sends them. */
async function inSeries<T extends Array<() => Promise<unknown>>>(fns: [...T]) {
  const out: unknown[] = [];
  for (const fn of fns) out.push(await fn());
  return out as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
const [receipts, inFull, confirms, priced, deductions, statements] = await inSeries([
  () => rows<{ supplier_id: number; month: string; n: number; on_time: number; asn: number; late: number }>(db, sql`
    select ${r.supplierId} as supplier_id, ${mon(r.recdate)} as month, count(*)::int as n,
      (count(*) filter (where ${r.recdate} <= ${dueR}))::int as on_time, (count(*) filter (where ${rl.recqty} = ${nl.thisQty}))::int as asn,
      sum(greatest(${r.recdate} - ${dueR}, 0))::int as late, sum(${rl.recqty}) as rec, sum(${rl.rejectqty}) as rej
    from ${rl} join ${r} on ${r.id} = ${rl.receiptId} join ${l} on ${l.id} = ${rl.poLineId} join ${nl} on ${nl.id} = ${rl.noticeLineId}
      left join ${cf} on ${cf.lineId} = ${rl.poLineId}
    where ${r.companyId} = ${companyId} and ${r.recdate} >= ${first} and ${r.recdate} < ${next}
    group by 1, 2`),
  () => rows<{ supplier_id: number; month: string; n: number; full: number }>(db, sql`
    select ${l.supplierId} as supplier_id, ${mon(due)} as month, count(*)::int as n, (count(*) filter (where coalesce(g.got, 0) >= ${l.payqty}))::int as full
    from ${l} left join ${cf} on ${cf.lineId} = ${l.id}
      left join lateral (select sum(${rl.recqty}) as got from ${rl} join ${r} on ${r.id} = ${rl.receiptId}
        where ${rl.poLineId} = ${l.id} and ${r.recdate} <= ${due}) g on true
    where ${l.companyId} = ${companyId} and ${l.receiveStatus} <> 'rejected' and ${due} >= ${first}::date and ${due} < ${next}::date
      and ${due} < ${scopeDay.today}::date
    group by 1, 2`),
  () => rows<{ supplier_id: number; month: string; n: number; within: number }>(db, sql`
    select ${o.supplierId} as supplier_id, ${mon(zoned(cf.confirmedAt))} as month, count(*)::int as n,
      (count(*) filter (where extract(epoch from (${cf.confirmedAt} - ${o.createdAt})) / 3600 <= ${responsiveHours}))::int as within,
      percentile_cont(0.5) within group (order by extract(epoch from (${cf.confirmedAt} - ${o.createdAt})) / 3600) as median
    from ${cf} join ${o} on ${o.id} = ${cf.orderId}
    where ${o.companyId} = ${companyId} and ${zoned(cf.confirmedAt)} >= ${first}::timestamp and ${zoned(cf.confirmedAt)} < ${next}::timestamp
    group by 1, 2`),
  () => rows<{ supplier_id: number; month: string; total: string }>(db, sql`
    select ${l.supplierId} as supplier_id, ${mon(l.podate)} as month, sum(${l.amount})::text as total,
      coalesce(sum(${l.amount}) filter (where ${l.dj} > p.price), 0) as above
    from ${l} join ${o} on ${o.id} = ${l.orderId}
      left join lateral (select ${pr.unitPrice} as price from ${pr} where ${pr.companyId} = ${l.companyId} and ${pr.supplierId} = ${l.supplierId}
        and ${pr.itemno} = ${l.itemno} and ${pr.currency} = ${o.currency} and ${l.podate} between ${pr.validFrom} and ${pr.validTo}
        order by ${pr.unitPrice} = ${l.dj} desc, ${pr.validFrom} desc, ${pr.id} desc limit 1) p on true
    where ${l.companyId} = ${companyId} and ${l.podate} >= ${first} and ${l.podate} < ${next}
    group by 1, 2`),
  () => rows(db, sql`select ${b.supplierId}, ${mon(b.billDate)}, count(*), sum(${b.amount}) from ${b}
    where ${b.companyId} = ${companyId} and ${b.status} <> 'withdrawn' and ${b.billDate} >= ${first} and ${b.billDate} < ${next} group by 1, 2`),
  () => rows(db, sql`select ${st.supplierId}, ${mon(zoned(st.confirmedAt))}, count(*),
      count(*) filter (where not exists (select 1 from ${stl} where ${stl.statementId} = ${st.id} and ${stl.dispute} <> 'none'))
    from ${st} where ${st.companyId} = ${companyId} and ${st.status} = 'confirmed'
      and ${zoned(st.confirmedAt)} >= ${first}::timestamp and ${zoned(st.confirmedAt)} < ${next}::timestamp group by 1, 2`),
]);
const plainMs = performance.now() - tb;
void deductions;
void statements;

// The two must agree, or the ratio compares different work.
const snaps = new Map((await db.select().from(s).where(and(eq(s.companyId, companyId), sql`${s.month} >= ${first} and ${s.month} < ${next}`)))
  .map((x) => [key(x.supplierId, x.month), x]));
const diffs: string[] = [];
const expect = (k: string, what: string, got: unknown, want: unknown) => {
  if (Number(got ?? 0) !== Number(want ?? 0)) diffs.push(`${k} ${what}: snapshot ${String(got)}, plain ${String(want)}`);
};
for (const x of receipts) {
  const k = key(x.supplier_id, x.month);
  expect(k, "received", snaps.get(k)?.onTimeDen, x.n);
  expect(k, "on time", snaps.get(k)?.onTimeNum, x.on_time);
  expect(k, "asn", snaps.get(k)?.asnNum, x.asn);
  expect(k, "late days", snaps.get(k)?.lateDays, x.late);
}
for (const x of inFull) {
  const k = key(x.supplier_id, x.month);
  expect(k, "in full", snaps.get(k)?.inFullNum, x.full);
  expect(k, "due", snaps.get(k)?.inFullDen, x.n);
}
for (const x of confirms) {
  const k = key(x.supplier_id, x.month);
  expect(k, "confirmed", snaps.get(k)?.confirmDen, x.n);
  expect(k, "within", snaps.get(k)?.confirmNum, x.within);
}
for (const x of priced) expect(key(x.supplier_id, x.month), "priced", snaps.get(key(x.supplier_id, x.month))?.priceTotalAmount ?? 0, x.total);
const planned = receipts.length + inFull.length + confirms.length + priced.length;
if (diffs.length) console.log(`  ${diffs.length} figures differ, e.g.\n    ${diffs.slice(0, 5).join("\n    ")}`);

// (c) the scorecard page's data of the largest supplier.
const [big] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.venNo, "1001"));
const scope: Scope = { companyId, supplierId: null, userId: 0, userNo: "bench", isSupplier: false, ...scopeDay };
const asked = addMonths(open, -1);
const times: number[] = [];
for (let i = 0; i < 10 + calls; i++) {
  const t = performance.now();
  const card = await loadCard(db, scope, big!.id, asked);
  if (i >= 10) times.push(performance.now() - t);
  if (card.months.length !== 24) throw new Error("a card of 24 months");
}
const p95 = pct(times, 95);

const ratio = computeMs / plainMs;
console.log(`  (a) computeMonths, 24 months: ${ms(computeMs)}, ${snapshots.toLocaleString("en")} snapshots`);
console.log(`  (b) plain grouped SQL, same rows: ${ms(plainMs)} (${planned.toLocaleString("en")} supplier-months compared, ${diffs.length} differ)`);
console.log(`  ratio a ÷ b ${ratio.toFixed(2)}  (target ≤ 1.5: ${verdict(ratio <= 1.5)})`);
console.log(`  (c) scorecard data (24 months, supplier 1001) over ${calls} calls: p50 ${ms(pct(times, 50))}, p95 ${ms(p95)}  (target ≤ 50 ms: ${verdict(p95 <= 50)})`);
await handle.close();
process.exit(ratio <= 1.5 && p95 <= 50 && !diffs.length ? 0 : 1);
