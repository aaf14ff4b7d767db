import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext } from "playwright-core";
import { request } from "playwright-core";
import { rights } from "@/lib/rights/codes";
import { fillLogin, launch } from "./helpers";
import { envelope, labelBatch } from "./two-instances-fixtures";
import { childEnv, event, startProcess, stop, tempDir, type Proc } from "../helpers/processes";

/**
 * Two production portals on one fresh PostgreSQL database, behind a round-robin proxy on loopback: each
 * request goes to the other instance than the one before, so every journey below crosses instances.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const base = Number(process.env.E2E_PORT ?? 3250);
const ports = [base + 4, base + 5];
const proxyPort = base + 3;
const origin = `http://127.0.0.1:${proxyPort}`;
const dbName = `${new URL(adminUrl ?? "postgres://x/wt").pathname.slice(1)}_two`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href : "";

let portals: Proc[] = [];
let proxy: http.Server;
let browser: Browser;
const served: Array<{ method: string; path: string; port: number }> = [];

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

function startProxy(): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    served.push({ method: req.method ?? "GET", path: req.url ?? "/", port });
    const up = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(proxyPort, "127.0.0.1", () => resolve(server)));
}

async function ready(port: number, p: Proc) {
  await p.waitFor(event("portal.listening"), "listening");
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250)); // the next readiness probe
  }
  throw new Error(`the portal on ${port} was not ready:\n${p.lines.map((l) => l.raw).join("\n")}`);
}

/** The last `n` requests the proxy forwarded: which instance served each. */
const lastPorts = (n: number) => served.slice(-n).map((s) => s.port);

/** What `act` answered, and which instance served its first request. */
async function on<T>(act: () => Promise<T>): Promise<[T, number]> {
  const first = served.length;
  const answer = await act();
  return [answer, served[first]!.port];
}

async function api(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
}

const login = (ctx: APIRequestContext, userName: string, password = "Demo@2026") =>
  ctx.post("/api/base-data/user/auth/userLogin", { data: { userName, password, companyId: 1, companyName: "" } }).then((r) => r.json());

/** Logs in through the login page (no JavaScript: the form posts to the server), as a browser does. */
async function browserLogin(userName: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/login");
  await fillLogin(page, userName);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === "/dashboard");
  await page.close();
  return context;
}

const userInfo = async (context: BrowserContext) =>
  ((await (await context.request.get("/api/base-data/user/userInfo")).json()) as { returnCode: number }).returnCode;

describe.runIf(adminUrl)("two portal instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
    const env = (port: number) =>
      childEnv({ PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production", DATABASE_URL: databaseUrl, DATA_DIR: tempDir("portal-two-"),
        SESSION_SECRET: "two-instances-share-this-secret-of-32+chars", COOKIE_SECURE: "false", LOGIN_MAX_FAILS_ACCOUNT: "5" });
    // Both at the same moment on the empty database.
    portals = ports.map((port) => startProcess(["scripts/serve.mjs"], env(port)));
    [browser, proxy] = await Promise.all([launch(), startProxy(), ...ports.map((port, i) => ready(port, portals[i]!))]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => (proxy ? proxy.close(r) : r(null)));
    await Promise.all(portals.map((p) => stop(p)));
    if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
  });

  it("migrated and seeded the empty database exactly once", async () => {
    const seeded = portals.filter((p) => p.lines.some(event("boot.seeded")));
    expect(seeded.length).toBe(1);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`select (select count(*)::int from companies) as companies,
      (select count(*)::int from users where user_name = 'admin') as admins,
      (select count(*)::int from drizzle.__drizzle_migrations) as migrations`);
    await client.end();
    expect(rows[0]).toMatchObject({ companies: 4, admins: 1 });
    expect(rows[0].migrations).toBeGreaterThan(0);
  });

  it("a login on one instance works on the other, request after request", async () => {
    const context = await browserLogin("buyer01");
    const codes = [await userInfo(context), await userInfo(context), await userInfo(context), await userInfo(context)];
    expect(codes).toEqual([200, 200, 200, 200]);
    expect(new Set(lastPorts(4))).toEqual(new Set(ports));
    await context.close();
  }, 120_000);

  it("a second login, on the other instance, ends the first session there and here", async () => {
    const context = await browserLogin("sup1001");
    expect(await userInfo(context)).toBe(200);
    const elsewhere = await api();
    expect((await login(elsewhere, "sup1001")).returnCode).toBe(200);
    const after = [await userInfo(context), await userInfo(context)];
    expect(new Set(lastPorts(2))).toEqual(new Set(ports));
    expect(after).toEqual([502, 502]);
    await elsewhere.dispose();
    await context.close();
  }, 120_000);

  it("a logout on one instance takes effect on the other at the next request", async () => {
    const context = await browserLogin("factory01");
    expect(await userInfo(context)).toBe(200);
    const logout = await context.request.post("/api/base-data/user/logOut", { headers: { origin } });
    expect(((await logout.json()) as { returnCode: number }).returnCode).toBe(200);
    const [loggedOutOn] = lastPorts(1);
    expect([50008, 50012]).toContain(await userInfo(context));
    expect(lastPorts(1)[0]).not.toBe(loggedOutOn);
    await context.close();
  }, 120_000);

  it("a password change on one instance: the other refuses the old password and takes the new one", async () => {
    const context = await browserLogin("finance01");
    const change = await context.request.post("/api/base-data/user/updatePassword", {
      headers: { origin },
      data: { oldPassword: "Demo@2026", newPassword: "Fresh@2027x", confirmPassword: "Fresh@2027x" },
    });
    const changed = (await change.json()) as { returnCode: number; message: string };
    expect(changed.returnCode, changed.message).toBe(200);
    const [changedOn] = lastPorts(1);
    const ctx = await api();
    expect((await login(ctx, "finance01")).returnCode).not.toBe(200);
    expect(lastPorts(1)[0]).not.toBe(changedOn);
    expect((await login(ctx, "finance01", "Fresh@2027x")).returnCode).toBe(200);
    await ctx.dispose();
    await context.close();
  }, 120_000);

  it("a revoked right on one instance takes effect on the other at the next request", async () => {
    const [adminCtx, buyer] = [await browserLogin("admin"), await browserLogin("buyer01")];
    const call = (ctx: BrowserContext, method: "GET" | "POST" | "PUT", path: string, body?: unknown) => envelope<{ id: number }>(ctx, origin, method, path, body);
    const readRoles = () => call(buyer, "GET", "/api/base-data/menu-role/roles").then((a) => a.returnCode);
    expect(await readRoles()).toBe(403);
    const role = await call(adminCtx, "POST", "/api/base-data/menu-role/role", { code: "twoinstances", name: "Two instances" });
    expect(role.returnCode, role.message).toBe(200);
    const roleUrl = `/api/base-data/menu-role/role/${role.data!.id}`;
    expect((await call(adminCtx, "PUT", `${roleUrl}/members`, { userNos: ["E1001"], departments: [] })).returnCode).toBe(200);
    const [granted, grantedOn] = await on(() => call(adminCtx, "PUT", `${roleUrl}/rights`, { codes: [rights.menuRole.view] }));
    expect(granted.returnCode).toBe(200);
    const [allowed, allowedOn] = await on(readRoles);
    expect([allowed, allowedOn === grantedOn]).toEqual([200, false]);
    const [revoked, revokedOn] = await on(() => call(adminCtx, "PUT", `${roleUrl}/rights`, { codes: [] }));
    expect(revoked.returnCode).toBe(200);
    const [refused, refusedOn] = await on(readRoles);
    expect([refused, refusedOn === revokedOn]).toEqual([403, false]);
    await Promise.all([adminCtx.close(), buyer.close()]);
  }, 120_000);

  it("no instance caches menus or the data dictionary: a change shows on the other at the next request", async () => {
    const [adminCtx, buyer] = [await browserLogin("admin"), await browserLogin("buyer01")];
    const call = <T,>(ctx: BrowserContext, method: "GET" | "POST", path: string, body?: unknown) => envelope<T>(ctx, origin, method, path, body);
    // The purchase-order menu (21): a disabled menu sends its page to /401 on the server's full load.
    const openOrders = async () => {
      const res = await buyer.request.get("/purchase/order", { maxRedirects: 0 });
      return res.status() === 200 ? "page" : (res.headers()["location"] ?? String(res.status()));
    };
    expect(await openOrders()).toBe("page");
    const enable = (enabled: boolean) => call(adminCtx, "POST", "/api/base-data/menu-role/menu/21/enabled", { enabled });
    const [disabled, disabledOn] = await on(() => enable(false));
    expect(disabled.returnCode).toBe(200);
    const [gone, goneOn] = await on(openOrders);
    expect([gone, goneOn === disabledOn]).toEqual(["/401", false]);
    const [, enabledOn] = await on(() => enable(true));
    const [back, backOn] = await on(openOrders);
    expect([back, backOn === enabledOn]).toEqual(["page", false]);

    // A new code of a code list, then the same code disabled.
    const types = await call<Array<{ id: number; code: string; enabled: boolean }>>(adminCtx, "GET", "/api/base-data/dictionary/admin/types");
    const type = types.data!.find((t) => t.enabled)!;
    const codes = () => call<Array<{ code: string }>>(buyer, "GET", `/api/base-data/dictionary/${type.code}/items`).then((a) => a.data!.map((i) => i.code));
    expect(await codes()).not.toContain("TWO-INST");
    const [added, addedOn] = await on(() => call<{ id: number }>(adminCtx, "POST", `/api/base-data/dictionary/admin/types/${type.id}/items`,
      { code: "TWO-INST", labelZh: "双实例", labelEn: "Two instances", labelVi: "Hai phiên bản", labelEs: "Dos instancias", labelJa: "二つのインスタンス" }));
    expect(added.returnCode, added.message).toBe(200);
    const [seen, seenOn] = await on(codes);
    expect([seen.includes("TWO-INST"), seenOn === addedOn]).toEqual([true, false]);
    const [, offOn] = await on(() => call(adminCtx, "POST", `/api/base-data/dictionary/admin/items/${added.data!.id}/enabled`, { enabled: false }));
    const [after, afterOn] = await on(codes);
    expect([after.includes("TWO-INST"), afterOn === offOn]).toEqual([false, false]);
    await Promise.all([adminCtx.close(), buyer.close()]);
  }, 120_000);

  it("a second label download started on the other instance answers busy; once it ends, either starts one", async () => {
    const supplier = await browserLogin("sup1001");
    const batch = await labelBatch(supplier, origin, 200);
    type Task = { id: number; state: string };
    const start = () => envelope<Task>(supplier, origin, "POST", `/api/label/purchase-label/${batch.id}/download`, { template: "generic_100x70", count: 0 });
    // Both at once, one through each instance: the task row in PostgreSQL lets exactly one run.
    const firstOfTwo = served.length;
    const answers = await Promise.all([start(), start()]);
    expect(new Set(served.slice(firstOfTwo, firstOfTwo + 2).map((s) => s.port))).toEqual(new Set(ports));
    expect(answers.map((a) => a.returnCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.returnCode === 409)!.message).toBe("Download task busy, wait for the current download to finish");
    const running = answers.find((a) => a.returnCode === 200)!.data!;
    expect(running.state).toBe("running");
    // Its progress reads the same on both instances, until it is done.
    const state = () => envelope<Task>(supplier, origin, "GET", `/api/label/purchase-label/task/${running.id}`).then((a) => a.data!.state);
    await expect.poll(state, { timeout: 90_000, interval: 200 }).toBe("done");
    const again = await start();
    expect(again.returnCode, again.message).toBe(200);
    await expect.poll(() => envelope<Task>(supplier, origin, "GET", `/api/label/purchase-label/task/${again.data!.id}`).then((a) => a.data!.state),
      { timeout: 90_000, interval: 200 }).toBe("done");
    await supplier.close();
  }, 240_000);

  it("the login throttle counts failures across both instances", async () => {
    const ctx = await api();
    // Round robin alternates the instances. After LOGIN_FREE_FAILS (3) failures of one account from one
    // address, each further attempt waits 1, 2, 4 … s: a refusal by the 6th attempt comes from an
    // instance that itself saw at most 2 of the failures, so the count is shared.
    const codes: number[] = [];
    for (let i = 0; i < 8 && !codes.includes(429); i++) codes.push((await login(ctx, "switch04", "Wrong@2026")).returnCode);
    expect(new Set(lastPorts(codes.length))).toEqual(new Set(ports));
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    const first = codes.indexOf(429);
    expect(first, `codes: ${codes.join(", ")}`).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(5);
    // the right password from the same address waits too (the other instance answers)
    expect((await login(ctx, "switch04")).returnCode).toBe(429);
    await ctx.dispose();
  }, 120_000);

  it("a supplier's bell open on instance B counts a buyer's notice published on instance A within 2 s; read on B, read on A", async () => {
    const [portA, portB] = ports as [number, number];
    const at = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
    const supplier = await browser.newContext({ locale: "en-US" });
    const onB = await supplier.newPage();
    await onB.goto(at(portB, "/login"));
    await fillLogin(onB, "sup1001a");
    await onB.locator('button[type="submit"]').click();
    await onB.waitForURL((u) => u.pathname === "/dashboard");
    const onA = await supplier.newPage();
    await onA.goto(at(portA, "/dashboard"));
    const count = (page: typeof onA) => page.getByTestId("notification-bell").getAttribute("data-unread");
    const counted = (page: typeof onA, n: number) =>
      page.waitForFunction((want) => document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") === String(want), n, { timeout: 10_000 });
    await Promise.all([counted(onB, 0), counted(onA, 0)]);

    const buyer = await browser.newContext({ baseURL: at(portA, ""), javaScriptEnabled: false });
    const login = await buyer.newPage();
    await login.goto("/login");
    await fillLogin(login, "buyer01");
    await login.locator('button[type="submit"]').click();
    await login.waitForURL((u) => u.pathname === "/dashboard");
    const suppliers = await envelope<Array<{ id: number; venNo: string }>>(buyer, at(portA, ""), "GET", "/api/base-data/notice/suppliers");
    const now = Date.now();
    const started = Date.now();
    const notice = await envelope<{ id: number }>(buyer, at(portA, ""), "POST", "/api/base-data/notice", {
      title: "Two instances, one bell", level: "ordinary", template: "ordinary", body: "<p>Dock 3 closes at noon.</p>",
      startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(),
      supplierIds: [suppliers.data!.find((s) => s.venNo === "1001")!.id],
    });
    expect(notice.returnCode, notice.message).toBe(200);
    await counted(onB, 1);
    expect(Date.now() - started).toBeLessThan(2_000 + 1_000); // 2 s from the commit; the publish call is in the span
    await counted(onA, 1);

    await onB.getByTestId("notification-bell").click();
    await onB.getByTestId("notification-read-all").click();
    await Promise.all([counted(onB, 0), counted(onA, 0)]);
    expect([await count(onA), await count(onB)]).toEqual(["0", "0"]);
    await envelope(buyer, at(portA, ""), "POST", `/api/base-data/notice/${notice.data!.id}/status`, { status: "invalid" });
    await Promise.all([supplier.close(), buyer.close()]);
  }, 120_000);

  it("SIGTERM: each instance finishes, closes its pool and exits 0; a label render under way ends done first", async () => {
    const supplier = await browserLogin("sup1001");
    const batch = await labelBatch(supplier, origin, 500);
    const [started, startedOn] = await on(() =>
      envelope<{ id: number }>(supplier, origin, "POST", `/api/label/purchase-label/${batch.id}/download`, { template: "generic_100x70", count: 0 }));
    expect(started.returnCode, started.message).toBe(200);
    const rendering = portals[ports.indexOf(startedOn)]!;
    for (const p of [rendering, ...portals.filter((q) => q !== rendering)]) {
      expect(await stop(p)).toEqual({ code: 0, signal: null });
      expect(p.lines.some(event("shutdown.done"))).toBe(true);
    }
    await supplier.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query("select state, done, total from label_tasks where id = $1", [started.data!.id]);
    await client.end();
    expect(rows[0]).toEqual({ state: "done", done: batch.count, total: batch.count });
  }, 120_000);
});
