import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDbHandle, openDb, type DbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { startDispatcher } from "@/services/core/events/dispatcher";
import { dispatchBatch } from "@/services/core/events/dispatch";
import { claimDeliveries, startWebhookSender } from "@/services/core/events/webhook/sender";
import { makeWorld, type World } from "./events.fixtures";
import { shortDelays, startReceiver, until, verify, type Receiver } from "./webhook.receiver";
import { unique } from "../helpers/fixtures";

/**
 * Webhooks across two instances (two handles on PostgreSQL; the PGlite project runs both on its one handle):
 * the outbox and the deliveries are claimed so that an instance killed mid-batch loses and repeats nothing.
 */
let rx: Receiver;
let handle: DbHandle;
let w: World;
// The second instance and the cut connection need PostgreSQL.
const pgUrl = process.env.TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

beforeAll(async () => {
  handle = await getDbHandle();
  rx = await startReceiver(handle.db);
  w = await makeWorld();
});

afterAll(() => rx.close());

describe("two instances", () => {
  it("1,000 events give 1,000 deliveries, none twice, when one instance is killed mid-batch", async () => {
    const order = (await rows<{ id: number }>(handle.db, sql`insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, currency)
      values (${w.companyId}, ${w.supplierId}, ${`WH${unique()}`}, '2030-01-05', 'wh', 'not_received', 'done', 'CNY') returning id`))[0]!.id;
    const ep = await rx.endpoint({ companyId: w.companyId, supplierId: w.supplierId, createdBy: w.cast.main.id }, `/bulk/${unique()}`, ["purchase_order_changed"]);
    const eventIds = await rx.newEvents("purchase_order_changed", w.companyId, Number(order), 1000);

    const second = pgUrl ? await openDb({ url: pgUrl, poolSize: 4 }) : handle;
    // An instance dies mid-dispatch: its batch (claimed, fanned out) is never committed.
    await handle.db.transaction(async (tx) => {
      await dispatchBatch(tx, 100);
      tx.rollback();
    }).catch(() => undefined);
    let cut = () => {};
    if (pgUrl) {
      // … and on PostgreSQL one dies holding its claim: a connection of its own, cut mid-transaction.
      const { Client } = await import("pg");
      const c = new Client({ connectionString: pgUrl });
      await c.connect();
      c.on("error", () => undefined);
      await c.query("begin");
      await c.query(`select id from events where status = 'pending' order by id limit 100 for update skip locked`);
      cut = () => (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
    const dispatchers = [startDispatcher(handle, { pollMs: 20 }), startDispatcher(second, { pollMs: 20 })];
    setTimeout(cut, 100);
    await until("the fan-out", async () => Number((await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${ep.id}`))[0]!.n) === 1000, 120_000);

    // A sender dies mid-batch: it claimed 50 deliveries (committed, sending, under a 1 s lease) and sent none of them.
    // The live senders keep the default 5 s timeout and 60 s lease: a try is repeated only when the receiver is that late.
    const abandoned = await claimDeliveries(handle.db, 50, 1_000);
    const abandonedIds = new Set(abandoned.filter((d) => d.endpointId === ep.id).map((d) => d.eventId));
    expect(abandonedIds.size).toBeGreaterThan(0);
    const senders = [
      startWebhookSender(handle, { pollMs: 20, batch: 25, retryDelaysMs: shortDelays }),
      startWebhookSender(second, { pollMs: 20, batch: 25, retryDelaysMs: shortDelays }),
    ];
    try {
      await until("1,000 deliveries", () => new Set(rx.hitsAt(ep.path).map((h) => h.headers["webhook-id"])).size === 1000, 180_000);
      await until("every delivery recorded", async () =>
        Number((await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${ep.id} and status = 'succeeded'`))[0]!.n) === 1000, 60_000);
    } finally {
      await Promise.all([...senders, ...dispatchers].map((s) => s.stop()));
      if (second !== handle) await second.close();
    }
    const got = rx.hitsAt(ep.path);
    expect(got).toHaveLength(1000);
    expect(new Set(got.map((h) => h.headers["webhook-id"]))).toEqual(new Set(eventIds.map((id) => `msg_${id}_${ep.id}`)));
    const rowsOf = await rx.deliveries(ep.id);
    expect(rowsOf.map((d) => Number(d.event_id))).toEqual(eventIds);
    for (const d of rowsOf) expect(d.attempts).toBe(abandonedIds.has(Number(d.event_id)) ? 2 : 1);
    for (const h of got.slice(0, 20)) expect(verify(ep.secret, h).type).toBe("purchase_order_changed");
    const pending = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from events where id in (${sql.join(eventIds.map((id) => sql`${id}`), sql`, `)}) and status <> 'done'`);
    expect(Number(pending[0]!.n)).toBe(0);
  }, 300_000);
});
