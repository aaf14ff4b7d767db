import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { encodeCursor } from "@/services/core/list";
import type { DbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { openPgBench, openPgliteBench, pgliteLines, sqlRecorder, serveFrom } from "./purchase-setup";
import { ms, pct, sample, verdict } from "./purchase-stats";

/**
 * (a) list route overhead over the same SQL through the raw driver, (b) keyset depth, (c) dashboard
 * counts for the largest supplier, (e) PGlite ÷ PostgreSQL on (a). Every figure beside its same-run baseline.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

async function login(userName: string, companyId: number) {
  const res = await services["base-data"].app.fetch(new Request("http://bench/user/auth/userLogin", {
    method: "POST", headers: { "content-type": "application/json", "x-client-ip": `bench-${userName}` },
    body: JSON.stringify({ userName, password: "Demo@2026", companyId, companyName: "" }),
  }));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The answer's bytes, as a server writes them to its socket: decoding them to a string is its client's work. */
const get = (token: string) => async (path: string) => {
  const res = await services["erp-purchase"].app.fetch(new Request(`http://bench${path}`, { headers: { "x-token": token, "x-locale": "en" } }));
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${new TextDecoder().decode(body).slice(0, 200)}`);
  return body;
};

/**
 * The same statements behind a Web Request, Hono and a JSON Response read back, with nothing else: no session,
 * validation, SQL building or envelope. What a route costs over the driver before it does any work of its own.
 */
function floorOf(replay: () => Promise<unknown[]>, path: string) {
  const app = new Hono().get(path.split("?")[0]!, async () => {
    const answers = (await replay()) as { rows: unknown[] }[];
    return new Response(Buffer.from(JSON.stringify({ returnCode: 200, message: "success", data: answers[0]?.rows ?? null })), {
      headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store" },
    });
  });
  return async () => (await app.fetch(new Request(`http://bench${path}`))).arrayBuffer();
}

/** Route vs. the very statements it sent, replayed through the driver with the same parallelism, and the floor if asked. */
async function routeVsRaw(handle: DbHandle, token: string, path: string, withFloor = false) {
  const recorder = sqlRecorder(handle);
  const call = () => get(token)(path);
  const recorded = await recorder.record(call);
  const raw = () => recorder.replay(recorded);
  const s = await sample({ route: call, raw, ...(withFloor ? { floor: floorOf(raw, path) } : {}) }, rounds);
  recorder.restore();
  return { s, statements: recorded.flat().length };
}

async function listOverhead(handle: DbHandle, label: string) {
  serveFrom(handle);
  const token = await login("buyer01", 1);
  const path = "/purchase-order?venno=1001&receiveStatus=received&podateRange=lastThreeMonths&limit=50";
  const { s, statements } = await routeVsRaw(handle, token, path, true);
  const [r50, r99, b50, b99] = [pct(s.route!, 50), pct(s.route!, 99), pct(s.raw!, 50), pct(s.raw!, 99)];
  console.log(`(a) ${label} list route, 50 rows, supplier 1001 + received + last three months, first page with capped count (${rounds} rounds)`);
  console.log(`    route p50 ${ms(r50)}  p99 ${ms(r99)} | raw driver, the same ${statements} statements incl. the token lookup (baseline) p50 ${ms(b50)}  p99 ${ms(b99)}`);
  console.log(`    overhead p50 ${ms(r50 - b50)} (target ≤ 1.5: ${verdict(r50 - b50 <= 1.5)})  p99 ${ms(r99 - b99)} (target ≤ 5: ${verdict(r99 - b99 <= 5)})  ratio route/raw p50 ${(r50 / b50).toFixed(2)} (target ≤ 1.15: ${verdict(r50 / b50 <= 1.15)})`);
  const f50 = pct(s.floor!, 50);
  console.log(`    floor, the same statements behind Request → Hono → Response and nothing else: p50 ${ms(f50)}, floor/raw ${(f50 / b50).toFixed(2)}, route/floor ${(r50 / f50).toFixed(2)}`);
  return { r50, b50, over50: r50 - b50 };
}

async function keysetDepth(handle: DbHandle, label: string, wanted: number) {
  serveFrom(handle);
  const token = await login("admin", 1);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from purchase_order_lines where company_id = 1`);
  const deep = Math.min(wanted, Math.floor(n / 50) - 1);
  const at = async (offset: number) => {
    const [r] = await rows<{ k: string; id: number }>(handle.db, sql`select to_char(podate, 'YYYY-MM-DD') as k, id from purchase_order_lines
      where company_id = 1 order by podate desc, id desc offset ${offset} limit 1`);
    return encodeCursor("-podate", r!.k, Number(r!.id));
  };
  const [c2, cDeep] = [await at(49), await at((deep - 1) * 50 - 1)];
  const g = get(token);
  const s = await sample({
    page1: () => g("/purchase-order?limit=50"),
    page2: () => g(`/purchase-order?limit=50&cursor=${c2}`),
    deep: () => g(`/purchase-order?limit=50&cursor=${cDeep}`),
  }, Math.round(rounds / 2));
  const [p1, p2, pd] = [pct(s.page1!, 50), pct(s.page2!, 50), pct(s.deep!, 50)];
  console.log(`(b) ${label} keyset depth, company 1 (${n.toLocaleString("en")} lines), sort -podate, 50 rows per page${deep < wanted ? ` — only ${deep} pages at this scale` : ""}`);
  console.log(`    page 1 (with count) p50 ${ms(p1)} | page 2 (baseline: page 1's work without the count) p50 ${ms(p2)} | page ${deep.toLocaleString("en")} p50 ${ms(pd)}`);
  console.log(`    page ${deep.toLocaleString("en")} ÷ page 2: ${(pd / p2).toFixed(2)} (target ≤ 1.3: ${verdict(pd / p2 <= 1.3)})   ÷ page 1: ${(pd / p1).toFixed(2)}`);
}

async function dashboard(handle: DbHandle, label: string) {
  serveFrom(handle);
  const token = await login("sup1001", 1);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from purchase_order_lines l
    join suppliers s on s.id = l.supplier_id where s.ven_no = '1001' and l.company_id = 1`);
  const { s } = await routeVsRaw(handle, token, "/purchase-order/warnings");
  const [r95, b95] = [pct(s.route!, 95), pct(s.raw!, 95)];
  console.log(`(c) ${label} dashboard warnings, largest supplier 1001 in company 1 (${n.toLocaleString("en")} lines)`);
  console.log(`    route p95 ${ms(r95)}${label === "PostgreSQL" ? ` (target ≤ 15: ${verdict(r95 <= 15)})` : ""} | same SQL through the raw driver (baseline) p95 ${ms(b95)} | ratio ${(r95 / b95).toFixed(2)}`);
}

const pg = await openPgBench();
const pgA = await listOverhead(pg, "PostgreSQL");
await keysetDepth(pg, "PostgreSQL", 10_000);
await dashboard(pg, "PostgreSQL");
await pg.close();

console.log(`  PGlite runs on ${pgliteLines.toLocaleString("en")} scale lines (in memory), not 1,000,000`);
const lite = await openPgliteBench();
const liteA = await listOverhead(lite, "PGlite");
await keysetDepth(lite, "PGlite", 10_000);
await dashboard(lite, "PGlite");
await lite.close();

console.log(`(e) PGlite ÷ PostgreSQL on (a): route p50 ${(liteA.r50 / pgA.r50).toFixed(2)}  raw SQL p50 ${(liteA.b50 / pgA.b50).toFixed(2)}  overhead p50 ${(liteA.over50 / pgA.over50).toFixed(2)}`);
process.exit(0);
