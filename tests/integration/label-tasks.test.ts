import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { cancelRender, isRendering } from "@/services/label/render/render-worker";
import { decodePdf } from "../helpers/pdf-scan";
import { call, freshIp, login } from "../helpers/services";
import { labelNotice, makeLabels, type BatchAnswer } from "./label.fixtures";

interface Task { id: number; state: string; done: number; total: number; message: string | null; fileName: string | null }
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const u of ["sup1001", "sup1001a", "buyer01"]) tokens[u] = await login(u);
});

const start = (id: number, token: string, body: unknown = { template: "generic_100x70", count: 0 }) =>
  call<Task>("label", "POST", `/purchase-label/${id}/download`, { token, body });
const task = async (id: number, token: string) => (await call<Task>("label", "GET", `/purchase-label/task/${id}`, { token })).body;
const settled = async (id: number, token: string) => {
  let last: Task | undefined;
  await expect.poll(async () => (last = (await task(id, token)).data!).state, { timeout: 60_000, interval: 100 }).toMatch(/done|failed/);
  return last!;
};

async function batchFor(token: string, extra: Record<string, unknown> = {}): Promise<BatchAnswer> {
  return makeLabels(token, await labelNotice(tokens.sup1001!, "40"), extra);
}

describe("label download tasks", () => {
  it("renders the PDF in a worker with progress; every barcode decodes to the serial or the GS1 string", async () => {
    const b = await batchFor(tokens.sup1001!);
    const started = await start(b.id, tokens.sup1001!);
    expect(started.body.returnCode).toBe(200);
    expect(started.body.data).toMatchObject({ state: "running", total: 4 });
    const done = await settled(started.body.data!.id, tokens.sup1001!);
    expect(done).toMatchObject({ state: "done", done: 4, total: 4, message: null });
    const res = await services.label.app.fetch(new Request(`http://test/purchase-label/task/${done.id}/file`, {
      headers: { "x-token": tokens.sup1001!, "x-client-ip": freshIp() },
    }));
    expect(res.status).toBe(200);
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    // AI 30 is variable length, so GS1-128 puts FNC1 after it: zbarimg --raw gives it as GS (0x1d).
    const gs1 = (qty: string) => `11261123` + `30${qty}\x1d` + `10LOT-26A`;
    expect(decodePdf(pdf)).toEqual(b.labels.map((l) => [gs1(String(Number(l.quantity))), l.serial, l.serial].sort()));
    const [ledger] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from label_prints where task_id = ${done.id} and kind = 'download'`);
    expect(ledger!.n).toBe(4);
  });

  it("two parallel starts by one user: one runs, the other answers busy", async () => {
    const b = await batchFor(tokens.sup1001!);
    const [x, y] = await Promise.all([start(b.id, tokens.sup1001!), start(b.id, tokens.sup1001!)]);
    const codes = [x.body.returnCode, y.body.returnCode].sort();
    expect(codes).toEqual([200, 409]);
    const busy = [x, y].find((a) => a.body.returnCode === 409)!;
    expect(busy.body.message).toBe("Download task busy, wait for the current download to finish");
    await settled([x, y].find((a) => a.body.returnCode === 200)!.body.data!.id, tokens.sup1001!);
  });

  it("two users at once: both run", async () => {
    const b = await batchFor(tokens.sup1001!);
    const [x, y] = await Promise.all([start(b.id, tokens.sup1001!), start(b.id, tokens.sup1001a!)]);
    expect([x.body.returnCode, y.body.returnCode]).toEqual([200, 200]);
    expect((await settled(x.body.data!.id, tokens.sup1001!)).state).toBe("done");
    expect((await settled(y.body.data!.id, tokens.sup1001a!)).state).toBe("done");
  });

  // Its own waits allow a minute for the first labels of 500 with QR on a loaded machine, so the test must too.
  it("a worker stopped mid-task: the task fails with a message and a new download starts", { timeout: 120_000 }, async () => {
    const b = await batchFor(tokens.sup1001!, { count: 500, withQr: true });
    const t = (await start(b.id, tokens.sup1001!)).body.data!;
    await expect.poll(async () => (await task(t.id, tokens.sup1001!)).data!.done, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    expect(isRendering(t.id)).toBe(true);
    expect(await cancelRender(t.id)).toBe(true);
    const failed = await settled(t.id, tokens.sup1001!);
    expect(failed).toMatchObject({ state: "failed", message: "The download failed; start it again", fileName: null });
    const [ledger] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from label_prints where task_id = ${t.id}`);
    expect(ledger!.n).toBe(0);
    const again = await start(b.id, tokens.sup1001!, { template: "customer_100x70", count: 2 });
    expect(again.body.returnCode).toBe(200);
    expect((await settled(again.body.data!.id, tokens.sup1001!)).state).toBe("done");
  });

  it("a task whose process died (stale heartbeat) ends as failed and never blocks a new start", async () => {
    const b = await batchFor(tokens.sup1001!);
    const db = await getDb();
    const [me] = await rows<{ id: number }>(db, sql`select id from users where user_name = 'buyer01'`);
    const [dead] = await rows<{ id: number }>(db, sql`
      insert into label_tasks (user_id, company_id, batch_id, template, state, total, done, heartbeat_at)
      values (${me!.id}, 1, ${b.id}, 'generic_100x70', 'running', 4, 2, now() - interval '10 minutes') returning id`);
    expect(await task(Number(dead!.id), tokens.buyer01!)).toMatchObject({
      returnCode: 200, data: { state: "failed", message: "The download was interrupted (the server restarted or stopped); start it again" },
    });
    await db.execute(sql`update label_tasks set state = 'running', heartbeat_at = now() - interval '10 minutes' where id = ${dead!.id}`);
    const fresh = await start(b.id, tokens.buyer01!);
    expect(fresh.body.returnCode).toBe(200);
    expect((await settled(fresh.body.data!.id, tokens.buyer01!)).state).toBe("done");
  });

  it("another user's task answers like a missing one", async () => {
    const b = await batchFor(tokens.sup1001!);
    const t = (await start(b.id, tokens.sup1001!)).body.data!;
    await settled(t.id, tokens.sup1001!);
    expect(await task(t.id, tokens.sup1001a!)).toEqual(await task(2147483647, tokens.sup1001a!));
  });

  it("hands the render to the host's waitUntil, which holds it until the task has ended (a serverless function lives that long)", async () => {
    const b = await batchFor(tokens.sup1001!);
    const held: Array<Promise<unknown>> = [];
    const res = await services.label.app.fetch(new Request(`http://test/purchase-label/${b.id}/download`, {
      method: "POST",
      headers: { "x-token": tokens.sup1001!, "x-client-ip": freshIp(), "x-locale": "en", "content-type": "application/json" },
      body: JSON.stringify({ template: "generic_100x70", count: 0 }),
    }), { waitUntil: (work: Promise<unknown>) => void held.push(work) });
    const started = (await res.json()) as { returnCode: number; data: Task };
    expect(started.returnCode).toBe(200);
    expect(held).toHaveLength(1);
    await held[0];
    expect((await task(started.data.id, tokens.sup1001!)).data).toMatchObject({ state: "done", done: 4, total: 4 });
  });
});
