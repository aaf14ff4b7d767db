import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { inboxHub, notifyInboxes } from "@/services/core/events/inbox-live";
import { getDb, getDbHandle, openDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fetchRaw, makeUser } from "../helpers/fixtures";
import { login } from "../helpers/services";
import { drain } from "./events.fixtures";

const name = `nst${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
let token: string;
let userId: number;
let orderId: number;
let buyer: { userId: number; userNo: string };

/** The `unread` events of an open stream, one at a time. */
function reader(res: Response) {
  const body = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(timeoutMs = 5_000): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(block);
          if (data) return (JSON.parse(data[1]!) as { unread: number }).unread;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no unread event in time");
        const chunk = await Promise.race([body.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (chunk === null) throw new Error("no unread event in time");
        if (chunk.done) throw new Error("the stream ended");
        buffer += chunk.value;
      }
    },
    close: () => body.cancel(),
  };
}

/** A business action of the buyer on an order of supplier 1001: its supplier's accounts hear of it. */
async function orderChanged() {
  const db = await getDb();
  await db.transaction((tx) => writeAudit(tx, { actor: buyer, companyId: 1, entity: "purchase_order", entityId: orderId, action: "acceptLine" }));
  await drain();
}

beforeAll(async () => {
  await makeUser(name, { rights: [rights.purchaseOrder.view], venNo: "1001" });
  token = await login(name);
  const db = await getDb();
  userId = Number((await rows<{ id: number }>(db, sql`select id from users where user_name = ${name}`))[0]!.id);
  orderId = Number((await rows<{ id: number }>(db, sql`
    select o.id from purchase_orders o join suppliers s on s.id = o.supplier_id where s.ven_no = '1001' and o.company_id = 1 order by o.id limit 1`))[0]!.id);
  const b = (await rows<{ id: number; user_no: string }>(db, sql`select id, user_no from users where user_name = 'buyer01'`))[0]!;
  buyer = { userId: Number(b.id), userNo: b.user_no };
  await drain();
});

describe("the inbox, live (Server-Sent Events)", () => {
  it("answers the unread count at once, then within 2 s of a delivery and of a read; another user's changes stay silent", async () => {
    const res = await fetchRaw("GET", "/notification/stream", { service: "base-data", token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const events = reader(res);
    try {
      // what other files left in this account's inbox (it is a supplier 1001 account, as their notices' readers)
      const start = await events.next();
      // Another user's inbox changing says nothing to this one: the next event is this user's own.
      await notifyInboxes(await getDb(), [userId + 1_000_000]);
      const started = Date.now();
      await orderChanged();
      expect(await events.next(2_000)).toBe(start + 1);
      expect(Date.now() - started).toBeLessThan(2_000);
      const [n] = await rows<{ id: number }>(await getDb(), sql`
        select id from notifications where user_id = ${userId} and read_at is null and type = 'purchase_order_changed' order by id desc limit 1`);
      const read = await fetchRaw("POST", `/notification/${n!.id}/read`, { service: "base-data", token });
      expect((await read.json()).returnCode).toBe(200);
      expect(await events.next(2_000)).toBe(start);
    } finally {
      await events.close();
    }
  });

  it("without a session: the token envelope, no stream", async () => {
    const res = await fetchRaw("GET", "/notification/stream", { service: "base-data" });
    expect((await res.json()).returnCode).toBe(50008);
  });
});

describe.runIf(process.env.TEST_DRIVER === "postgres")("across instances (LISTEN/NOTIFY on PostgreSQL)", () => {
  let other: Awaited<ReturnType<typeof openDb>>;
  beforeAll(async () => {
    other = await openDb({ url: process.env.TEST_DATABASE_URL, poolSize: 2 });
  });
  afterAll(() => other.close());

  it("a delivery and a read on this instance reach an inbox watched on another within 2 s", async () => {
    expect(other).not.toBe(await getDbHandle());
    const heard: number[] = [];
    let wake = () => {};
    const hub = inboxHub(other);
    const unwatch = hub.watch(userId, () => {
      heard.push(Date.now());
      wake();
    });
    const next = (count: number) => new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`heard ${heard.length}, wanted ${count}`)), 2_000);
      wake = () => heard.length >= count && (clearTimeout(t), resolve());
      wake();
    });
    try {
      await hub.ready;
      const started = Date.now();
      await orderChanged();
      await next(1);
      expect(heard[0]! - started).toBeLessThan(2_000);
      await fetchRaw("POST", "/notification/read-all", { service: "base-data", token });
      await next(2);
    } finally {
      unwatch();
    }
  });
});
