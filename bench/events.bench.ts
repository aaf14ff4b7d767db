/**
 * B11 events (issue 36): 2,000 events raised by real actions (a buyer publishing a notice to supplier 1001
 * through the notice route, each one event delivered to every account of the supplier), on PostgreSQL.
 *  - Latency: with the dispatcher running, from the action's answer (its commit) to the moment a watcher of a
 *    recipient's inbox (LISTEN portal_inbox, as the bell's stream does) sees a delivery of that event or a later
 *    one (the dispatcher delivers in id order, a batch at a time). p50 and p99. Target: p99 ≤ 1 s.
 *  - Throughput: 2,000 further events raised while the dispatcher is stopped, then drained by it; against
 *    plain INSERTs of the very notification rows it wrote, in the same batches, into a copy of the table.
 *    Target: dispatcher ÷ plain ≥ 0.5 (as throughput: plain time ÷ dispatcher time).
 * Its own database (default "bench_events"), seeded with the demo data once.
 */
import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { startDispatcher } from "@/services/core/events/dispatcher";
import { inboxHub } from "@/services/core/events/inbox-live";
import { notifications } from "@/services/db/schema";
import { openBenchDatabase, serveFrom } from "./purchase-setup";
import { ms, pct, verdict } from "./purchase-stats";

const url = process.env.BENCH_EVENTS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_events";
const count = Number(process.env.BENCH_EVENTS ?? 2_000);
const parallel = 4;
const batch = 50;

const { handle, seeded } = await openBenchDatabase(url, 10);
const db = handle.db;
if (seeded) await db.execute(sql`vacuum analyze`);
serveFrom(handle);

const call = async (path: string, token: string | null, body?: unknown) => {
  const res = await services["base-data"].app.fetch(new Request(`http://bench${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-locale": "en", "x-client-ip": "bench-b11", ...(token ? { "x-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
  const env = (await res.json()) as { returnCode: number; message: string; data: unknown };
  if (env.returnCode !== 200) throw new Error(`${path}: ${env.returnCode} ${env.message}`);
  return env.data;
};
const token = ((await call("/user/auth/userLogin", null, { userName: "buyer01", password: "Demo@2026", companyId: 1, companyName: "" })) as { token: string }).token;
const suppliers = (await call("/notice/suppliers", token)) as Array<{ id: number; venNo: string }>;
const supplierId = suppliers.find((s) => s.venNo === "1001")!.id;
const [watched] = await rows<{ id: number }>(db, sql`select id from users where user_name = 'sup1001'`);
const watchedId = Number(watched!.id);

const noticeIds: number[] = [];
/** Publishes `n` notices, `parallel` at a time; answers each notice's id and the time its action answered. */
async function publish(n: number, onCommitted?: (noticeId: number, at: number) => void) {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const now = Date.now();
      const d = (await call("/notice", token, {
        title: `B11 ${now}-${next}`, level: "ordinary", template: "ordinary", body: "<p>B11</p>",
        startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(), supplierIds: [supplierId],
      })) as { id: number };
      noticeIds.push(d.id);
      onCommitted?.(d.id, performance.now());
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
const eventIdsOf = async (ids: number[]) => new Map((await rows<{ id: number; entity_id: string }>(db, sql`
  select id, entity_id from events where entity = 'notice' and entity_id in (${sql.join(ids.map((i) => sql`${String(i)}`), sql`, `)})`))
  .map((r) => [Number(r.entity_id), Number(r.id)]));
const lastDelivered = async () => Number((await rows<{ id: number }>(db, sql`
  select coalesce(max(${notifications.eventId}), 0) as id from ${notifications} where ${notifications.userId} = ${watchedId}`))[0]!.id);

// Latency: the dispatcher runs; a watcher of sup1001's inbox notes when each delivery becomes visible.
const dispatcher = startDispatcher(handle);
await dispatcher.listening;
const hub = inboxHub(handle);
await hub.ready;
const seen: Array<{ eventId: number; at: number }> = [];
let pendingLook = Promise.resolve();
const unwatch = hub.watch(watchedId, () => {
  const at = performance.now();
  pendingLook = pendingLook.then(async () => void seen.push({ eventId: await lastDelivered(), at }));
});
const committed = new Map<number, number>();
const before = await lastDelivered();
await publish(count, (id, at) => committed.set(id, at));
const events = await eventIdsOf([...committed.keys()]);
const lastEvent = Math.max(...events.values());
for (let i = 0; i < 200 && (seen.at(-1)?.eventId ?? before) < lastEvent; i++) await new Promise((r) => setTimeout(r, 50));
await pendingLook;
unwatch();
const latencies = [...committed].map(([noticeId, at]) => {
  const eventId = events.get(noticeId)!;
  const first = seen.find((s) => s.eventId >= eventId && s.at >= at - 1_000);
  return first ? Math.max(0, first.at - at) : Infinity;
});
const p50 = pct(latencies, 50);
const p99 = pct(latencies, 99);
console.log(`  latency commit → inbox over ${latencies.length} events: p50 ${ms(p50)}, p99 ${ms(p99)}  (target p99 ≤ 1000 ms: ${verdict(p99 <= 1_000)})`);

// Throughput: a backlog raised with the dispatcher stopped, then drained; against plain inserts of its rows.
await dispatcher.stop();
const since = Number((await rows<{ id: number }>(db, sql`select coalesce(max(id), 0) as id from events`))[0]!.id);
await publish(count);
const drainer = startDispatcher(handle, { batch });
const t0 = performance.now();
for (;;) {
  const [p] = await rows<{ n: number }>(db, sql`select count(*)::int as n from events where id > ${since} and status = 'pending'`);
  if (!p!.n) break;
  await new Promise((r) => setTimeout(r, 20));
}
const dispatchMs = performance.now() - t0;
await drainer.stop();
const written = await rows<{ event_id: number; user_id: number; type: string; company_id: number; entity: string; entity_id: string; params: string }>(db, sql`
  select event_id, user_id, type, company_id, entity, entity_id, params::text as params from ${notifications} where ${notifications.eventId} > ${since} order by event_id, user_id`);
await db.execute(sql`drop table if exists b11_plain`);
await db.execute(sql`create table b11_plain (like notifications including defaults including identity including indexes)`);
const byEvent = new Map<number, typeof written>();
for (const r of written) byEvent.set(Number(r.event_id), [...(byEvent.get(Number(r.event_id)) ?? []), r]);
const eventGroups = [...byEvent.values()];
const t1 = performance.now();
for (let i = 0; i < eventGroups.length; i += batch) {
  await db.transaction(async (tx) => {
    for (const group of eventGroups.slice(i, i + batch)) {
      await tx.execute(sql`insert into b11_plain (event_id, user_id, channel, type, company_id, entity, entity_id, params) values ${sql.join(
        group.map((r) => sql`(${r.event_id}, ${r.user_id}, 'in_app', ${r.type}, ${r.company_id}, ${r.entity}, ${r.entity_id}, ${r.params}::jsonb)`), sql`, `)}`);
    }
  });
}
const plainMs = performance.now() - t1;
await db.execute(sql`drop table b11_plain`);
const ratio = plainMs / dispatchMs;
console.log(`  throughput: ${count} events (${written.length} deliveries) dispatched in ${ms(dispatchMs)} (${(count / (dispatchMs / 1000)).toFixed(0)} events/s); plain inserts of the same rows ${ms(plainMs)}`);
console.log(`  ratio dispatcher ÷ plain inserts (throughput) ${ratio.toFixed(2)}  (target ≥ 0.5: ${verdict(ratio >= 0.5)})`);

// The notices end, so later runs and pages are not crowded by them.
await db.execute(sql`update notices set status = 'invalid' where id in (${sql.join(noticeIds.map((i) => sql`${i}`), sql`, `)})`);
await handle.close();
process.exit(p99 <= 1_000 && ratio >= 0.5 ? 0 : 1);
