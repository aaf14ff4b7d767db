import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { openSupplierLine, withDataDir } from "../helpers/data-dir";
import { event, startServices, stop, tempDir, testPort, type Proc } from "../helpers/processes";

/**
 * Issue 13: a label download running in a real `npm run services` process (PGlite directory) when the
 * process gets SIGTERM. The process exits 0; restarted on the same directory, the task answers failed
 * with the interrupted message at once (not after the 30 s a dead runner's heartbeat takes), its worker
 * left no file and no ledger row, and a new download starts and finishes.
 */
const onPglite = process.env.TEST_DRIVER !== "postgres";
const port = testPort(2);
const dirs: string[] = [];
/** The process of the moment, stopped after the tests whatever happened. */
let current: Proc | undefined;

interface Answer<T> { returnCode: number; message?: string; data?: T }
interface Task { id: number; state: string; done: number; total: number; message: string | null; fileName: string | null }

async function send<T>(method: string, path: string, token?: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-locale": "en", "x-client-ip": "10.9.9.13", ...(token ? { "x-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Answer<T>;
}

async function boot(dataDir: string): Promise<Proc> {
  const p = startServices(dataDir, port);
  current = p;
  await p.waitFor(event("services.listening"), "listening");
  return p;
}

async function login(): Promise<string> {
  const a = await send<{ token: string }>("POST", "/base-data/user/auth/userLogin", undefined, { userName: "sup1001", password: "Demo@2026", companyId: 1, companyName: "" });
  expect(a.returnCode, JSON.stringify(a)).toBe(200);
  return a.data!.token;
}

/** 500 labels with QR (the slowest download a task may hold) for a new notice on the line. */
async function bigBatch(token: string, lineId: number): Promise<number> {
  const notice = await send<{ id: number }>("POST", "/erp-purchase/delivery-notice", token, {
    requiredDept: "原料仓", requiredDate: "2030-01-15", deliveryNo: "L13-STOP", receiveAddress: "深圳", storageLocation: "A-01",
    lines: [{ poLineId: lineId, thisQty: "1000", perPack: "2", packs: 500, loose: "0" }],
  });
  expect(notice.returnCode, JSON.stringify(notice)).toBe(200);
  const detail = await send<{ lines: Array<{ id: number }> }>("GET", `/erp-purchase/delivery-notice/${notice.data!.id}`, token);
  const labels = await send<{ id: number; count: number }>("POST", "/label/purchase-label", token, {
    noticeId: notice.data!.id, noticeLineId: detail.data!.lines[0]!.id, perBundle: "4", perPack: "2", customerLabel: "华印客户 A",
    companyCode: "HY01", workNo: "W0123", netWeight: "10.5", singleWeight: "0.875", productionDate: "2026-11-23", batchNo: "LOT-STOP",
    labelType: "generic", template: "generic_100x70", withQr: true, withGs1: true, count: 500,
  });
  expect(labels.returnCode, JSON.stringify(labels)).toBe(200);
  expect(labels.data!.count).toBe(500);
  return labels.data!.id;
}

describe.runIf(onPglite)("a label download in a services process stopped by SIGTERM", () => {
  let dir = "";

  beforeAll(async () => {
    dir = tempDir("portal-label-stop-");
    dirs.push(dir);
    const p = await boot(dir);
    expect(await stop(p)).toEqual({ code: 0, signal: null });
  }, 240_000);

  afterAll(async () => {
    if (current) await stop(current);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("the task fails with the interrupted message, leaves no file or ledger row, and a new download runs after the restart", async () => {
    const lineId = await openSupplierLine(dir);
    let p = await boot(dir);
    let token = await login();
    const batchId = await bigBatch(token, lineId);
    const started = await send<Task>("POST", `/label/purchase-label/${batchId}/download`, token, { template: "generic_100x70", count: 0 });
    expect(started.returnCode, JSON.stringify(started)).toBe(200);
    const taskId = started.data!.id;
    await expect.poll(async () => (await send<Task>("GET", `/label/purchase-label/task/${taskId}`, token)).data!.done, { timeout: 90_000, interval: 100 }).toBeGreaterThan(0);
    expect((await send<Task>("GET", `/label/purchase-label/task/${taskId}`, token)).data!.state).toBe("running");

    p.child.kill("SIGTERM");
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(p.lines.some(event("shutdown.done"))).toBe(true);
    await withDataDir(dir, async (db) => {
      const [t] = await rows<{ state: string; message: string; file_id: string | null; prints: number }>(db, sql`
        select state, message, file_id, (select count(*)::int from label_prints where task_id = ${taskId}) as prints from label_tasks where id = ${taskId}`);
      expect(t).toEqual({ state: "failed", message: "errors.labelTaskInterrupted", file_id: null, prints: 0 });
    });

    p = await boot(dir);
    token = await login();
    expect(await send<Task>("GET", `/label/purchase-label/task/${taskId}`, token)).toMatchObject({
      returnCode: 200,
      data: { state: "failed", message: "The download was interrupted (the server restarted or stopped); start it again", fileName: null },
    });
    const again = await send<Task>("POST", `/label/purchase-label/${batchId}/download`, token, { template: "customer_100x70", count: 2 });
    expect(again.returnCode, JSON.stringify(again)).toBe(200);
    await expect.poll(async () => (await send<Task>("GET", `/label/purchase-label/task/${again.data!.id}`, token)).data!.state, { timeout: 60_000, interval: 100 }).toBe("done");
    expect(await stop(p)).toEqual({ code: 0, signal: null });
  }, 300_000);
});
