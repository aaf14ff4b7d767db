import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { openSupplierLine, withDataDir } from "../helpers/data-dir";
import { copyDir, event, startServices, stop, tempDir, testPort, type Proc } from "../helpers/processes";

/**
 * `npm run services` as a real process on a PGlite directory: a stream of delivery-notice creates, a
 * signal in the middle, then the same directory opened again. What was answered 200 must be there with
 * its audit row; nothing may exist without one.
 */
const onPglite = process.env.TEST_DRIVER !== "postgres";
const port = testPort(1);
let seeded = "";
const dirs: string[] = [];

async function boot(dataDir: string): Promise<Proc> {
  const p = startServices(dataDir, port);
  await p.waitFor(event("services.listening"), "listening");
  return p;
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": "en", "x-client-ip": "10.9.9.9", ...(token ? { "x-token": token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { returnCode: number; data?: { id: number; token: string } } };
}

/**
 * Creates notices four at a time until the server stops answering; `signal` is sent once `after` were answered.
 * Returns the ids answered 200.
 */
async function writeStream(p: Proc, lineId: number, signal: NodeJS.Signals, after: number): Promise<{ ok: number[]; failed: number }> {
  const login = await post("/base-data/user/auth/userLogin", { userName: "sup1001", password: "Demo@2026", companyId: 1, companyName: "" });
  expect(login.body.returnCode).toBe(200);
  const token = login.body.data!.token;
  const ok: number[] = [];
  let failed = 0;
  let sent = false;
  let n = 0;
  const worker = async () => {
    for (;;) {
      n++;
      try {
        const res = await post("/erp-purchase/delivery-notice", {
          requiredDept: "原料仓", requiredDate: "2030-01-15", deliveryNo: `SIG-${signal}-${n}`, receiveAddress: "深圳", storageLocation: "A-01",
          lines: [{ poLineId: lineId, thisQty: "1", perPack: "1", packs: 1, loose: "0" }],
        }, token);
        if (res.body.returnCode === 200) ok.push(res.body.data!.id);
        else failed++;
      } catch {
        return; // refused or cut: the server is gone
      }
      if (!sent && ok.length >= after) {
        sent = true;
        p.child.kill(signal);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { ok, failed };
}

async function check(dataDir: string, ok: number[]) {
  await withDataDir(dataDir, async (db) => {
    const found = await rows<{ id: number }>(db, sql`select id from delivery_notices where id = any(${`{${ok.join(",")}}`}::int[])`);
    expect(found.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([...ok].sort((a, b) => a - b));
    const orphans = await rows<{ id: number }>(db, sql`
      select n.id from delivery_notices n
      where n.delivery_no like 'SIG-%'
        and not exists (select 1 from audit_log a where a.entity = 'delivery_notice' and a.entity_id = n.id::text)`);
    expect(orphans).toEqual([]);
  });
}

describe.runIf(onPglite)("a services process stopped during a stream of writes", () => {
  beforeAll(async () => {
    seeded = tempDir("portal-stop-");
    dirs.push(seeded);
    const p = await boot(seeded);
    expect(await stop(p)).toEqual({ code: 0, signal: null });
  }, 240_000);

  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("SIGTERM: running writes finish, the process closes the database and exits 0, every 200 is kept with its audit row", async () => {
    const dir = copyDir(seeded);
    dirs.push(dir);
    const lineId = await openSupplierLine(dir);
    const p = await boot(dir);
    const { ok } = await writeStream(p, lineId, "SIGTERM", 12);
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(p.lines.some(event("shutdown.done"))).toBe(true);
    expect(fs.existsSync(`${dir}/pglite.lock`)).toBe(false);
    expect(ok.length).toBeGreaterThanOrEqual(12);
    await check(dir, ok);
    // The same directory serves again, and the line's bookkeeping counted exactly the kept notices.
    await withDataDir(dir, async (db) => {
      const [l] = await rows<{ sent: string }>(db, sql`select sent_qty::text as sent from purchase_order_lines where id = ${lineId}`);
      expect(Number(l!.sent)).toBe(ok.length);
    });
  }, 240_000);

  it("SIGKILL: nothing answered 200 is lost and no notice lacks its audit row", async () => {
    const dir = copyDir(seeded);
    dirs.push(dir);
    const lineId = await openSupplierLine(dir);
    const p = await boot(dir);
    const { ok } = await writeStream(p, lineId, "SIGKILL", 12);
    expect((await p.exited).signal).toBe("SIGKILL");
    expect(ok.length).toBeGreaterThanOrEqual(12);
    // The killed process's lock is stale: the directory opens again.
    await check(dir, ok);
    const again = await boot(dir);
    expect(await stop(again)).toEqual({ code: 0, signal: null });
  }, 240_000);
});
