/**
 * B6 delivery note (issue 9): saving one note with 200 picks (10 details × 20 stock lines) in one transaction
 * through the service's real create route, against the very statements it sent (token lookup, locks, rules'
 * reads, 200 allocations, inserts, notice updates, audit, BEGIN/COMMIT) replayed through node-postgres itself.
 * PostgreSQL (the production driver), its own database (default "bench_delivery"), seeded with the demo data
 * once. Target: route ÷ raw ≤ 1.2 at the median.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import { migrateDb, openDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { seedDemo } from "@/services/db/seed";
import { services } from "@/services/registry";
import { ensureDatabase, serveFrom } from "./purchase-setup";
import { pgTxRecorder } from "./pg-tx-recorder";
import { ms, pct, sample, verdict } from "./purchase-stats";

const url = process.env.BENCH_DELIVERY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_delivery";
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const details = 10;
const picksPerDetail = 20;
const owner = "华印包装（深圳）有限公司";
// Ids of rows a save creates start here, far above any id a save reads, so the replay can tell them apart.
const noteIdFloor = 100_000_000;

await ensureDatabase(url);
const handle = await openDb({ url, poolSize: 10 });
await migrateDb(handle);
const db = handle.db;
if (!(await rows(db, sql`select 1 from companies`)).length) {
  const t0 = performance.now();
  await seedDemo(db);
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded the demo data in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
// Each table that a save writes its own band of ids, so that a note's id never equals one of its lines' ids.
for (const [i, table] of ["delivery_notes", "delivery_note_lines", "delivery_note_picks", "outbound_receipts", "audit_log"].entries()) {
  const floor = noteIdFloor * (i + 1);
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(${floor}, (select coalesce(max(id), 0) from ${sql.raw(table)})))`);
}

/** A confirmed notice of its own with 10 lines, and 20 stock lines per line's product, all plentiful. */
async function setup() {
  const tag = `B6${Date.now().toString(36).toUpperCase()}`;
  const [c] = await rows<{ id: number }>(db, sql`select id from customers where company_id = 1 and customer_no = 'KH001'`);
  const [p] = await rows<{ id: number }>(db, sql`
    insert into delivery_plans (company_id, notice_no, send_date, status) values (1, ${tag}, current_date + 3, 'confirmed') returning id`);
  const lines: Array<{ planLineId: number; stock: number[] }> = [];
  for (let i = 0; i < details; i++) {
    const code = `${tag}-${i}`;
    const [l] = await rows<{ id: number }>(db, sql`
      insert into delivery_plan_lines (plan_id, line_no, customer_id, order_no, product_code, product_name, order_qty, unsent_qty, needed_qty,
        returns_qty, spare_qty, spare_unsent_qty, per_pack_qty)
      values (${p!.id}, ${i + 1}, ${c!.id}, ${`SO${tag}${i}`}, ${code}, '测试产品', 1000000000, 1000000000, 1000000000, 0, 0, 0, 10) returning id`);
    const stock = await rows<{ id: number }>(db, sql`
      insert into stock_items (company_id, product_code, product_name, batch_no, location, stock_area, owner_legal_person, project_no, on_hand)
      select 1, ${code}, '测试产品', 'LOT' || g, 'A-01-' || g, '成品一区', ${owner}, 'PJT', 1000000000 from generate_series(1, ${picksPerDetail}) g
      returning id`);
    lines.push({ planLineId: Number(l!.id), stock: stock.map((s) => Number(s.id)) });
  }
  return {
    noticeNo: tag, trackingNo: "SF1234567890", plateNo: "粤B12345", customerId: Number(c!.id), customerName: "深圳市星辰电子有限公司",
    category: "normal", deliveryDate: "2026-11-25", address: "深圳市南山区科技园", deliveryUnit: "深圳市星辰电子有限公司",
    settlementLegalPerson: owner, ownerLegalPerson: owner,
    lines: lines.map((l) => ({
      planLineId: l.planLineId, perPackQty: "10", packs: 2, looseQty: "0", valuationQty: "20", spareQty: "0", totalQty: "20",
      picks: l.stock.map((stockItemId) => ({ stockItemId, qty: "1" })),
    })),
  };
}

serveFrom(handle);
const login = await services["base-data"].app.fetch(new Request("http://bench/user/auth/userLogin", {
  method: "POST", headers: { "content-type": "application/json", "x-client-ip": "bench-b6" },
  body: JSON.stringify({ userName: "factory01", password: "Demo@2026", companyId: 1, companyName: "" }),
}));
const token = ((await login.json()) as { data: { token: string } }).data.token;
const body = JSON.stringify(await setup());

const save = async () => {
  const res = await services["erp-production"].app.fetch(new Request("http://bench/delivery-note", {
    method: "POST", headers: { "x-token": token, "x-locale": "en", "content-type": "application/json" }, body,
  }));
  const text = await res.text();
  if (res.status !== 200) throw new Error(`save: ${res.status} ${text.slice(0, 300)}`);
};

const pool = (db as unknown as { $client: pg.Pool }).$client;
const recorder = pgTxRecorder(pool, (v) => (typeof v === "number" && v > noteIdFloor) || (typeof v === "string" && /^(SH|CK)\d{14}$/.test(v)));
const recorded = await recorder.record(save);
const connections = new Set(recorded.map((st) => st.slot)).size;
const s = await sample({ route: save, raw: () => recorder.replay(recorded) }, rounds, 5);
recorder.restore();

const [r50, b50, r90, b90] = [pct(s.route!, 50), pct(s.raw!, 50), pct(s.route!, 90), pct(s.raw!, 90)];
const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from delivery_note_picks p join delivery_notes d on d.id = p.note_id
  where d.notice_no = ${JSON.parse(body).noticeNo as string}`);
console.log(`B6 PostgreSQL: save one note of ${details} details × ${picksPerDetail} picks = ${details * picksPerDetail} picks, one transaction (${rounds} rounds)`);
console.log(`    route p50 ${ms(r50)}  p90 ${ms(r90)} | raw driver, the same ${recorded.length} statements over ${connections} connection(s) p50 ${ms(b50)}  p90 ${ms(b90)}`);
console.log(`    ${n.toLocaleString("en")} picks saved (route and replay each a note of their own) | ratio route/raw p50 ${(r50 / b50).toFixed(2)}× (target ≤ 1.2: ${verdict(r50 / b50 <= 1.2)})`);
await handle.close();
process.exit(0);
