import { Writable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, log, replaceLogger } from "@/lib/log";
import { resetEnv } from "@/lib/env";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { call, login } from "../helpers/services";
import { fetchRaw } from "../helpers/fixtures";
import { labelNotice, makeLabels } from "./label.fixtures";

/** What the services write to the log and to /api/metrics, read back from the real logger and registry. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let previous: ReturnType<typeof replaceLogger>;
const metricsToken = "metrics-token-for-the-test-0123456789";

beforeAll(() => {
  previous = replaceLogger(createLogger("info", sink));
  process.env.METRICS_TOKEN = metricsToken;
  resetEnv();
});
afterAll(() => {
  replaceLogger(previous);
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

it("answers the request id whatever Response is global: @hono/node-server's, once a services server runs, rebuilds an answer from its init when read", async () => {
  const saved = { Request: globalThis.Request, Response: globalThis.Response };
  getRequestListener(() => new Response(null)); // puts its Request and Response in place of the globals, as serving does
  expect(globalThis.Response).not.toBe(saved.Response);
  try {
    for (const [path, reqId] of [["/user/userInfo", "test-req-light-0001"], ["/no-such-route", "test-req-light-0002"]] as const) {
      const res = await call("base-data", "GET", path, { headers: { "x-request-id": reqId } });
      expect(res.headers.get("x-request-id"), path).toBe(reqId);
    }
  } finally {
    Object.defineProperty(globalThis, "Request", { value: saved.Request });
    Object.defineProperty(globalThis, "Response", { value: saved.Response });
  }
});

describe("request log lines", () => {
  it("carry the request id, user, company, route template, status and duration, and never a password or token", async () => {
    const secret = "Wrong#Secret!2026";
    await call("base-data", "POST", "/user/auth/userLogin", { body: { userName: "buyer01", password: secret, companyId: 1, companyName: "" } });
    const ok = await call<{ token: string }>("base-data", "POST", "/user/auth/userLogin", {
      body: { userName: "buyer01", password: "Demo@2026", companyId: 1, companyName: "" },
    });
    const token = ok.body.data!.token;
    const reqId = "test-req-0001-abcdef";
    const info = await call("base-data", "GET", "/user/userInfo", { token, headers: { "x-request-id": reqId, cookie: "ssp_session=sealed-cookie-value" } });
    expect(info.headers.get("x-request-id")).toBe(reqId);
    await call("base-data", "POST", "/user/updatePassword", {
      token, body: { oldPassword: "Not@Right2026", newPassword: "Another#Pass2027", confirmPassword: "Another#Pass2027" },
    });

    const line = parsed().find((l) => l.reqId === reqId);
    expect(line).toMatchObject({ event: "service.request", service: "base-data", route: "/user/userInfo", status: 200, user: "buyer01", company: 1 });
    expect(typeof line!.ms).toBe("number");
    const all = lines.join("\n");
    for (const forbidden of [secret, "Demo@2026", "Not@Right2026", "Another#Pass2027", token, "sealed-cookie-value"]) {
      expect(all).not.toContain(forbidden);
    }
  });

  it("redacts secrets a caller puts in a log object by mistake", () => {
    log().info({ password: "p4ss-word", user: { token: "tok-en", password: "x-pass" }, headers: { cookie: "c00kie", "x-token": "xt0k" }, body: "file bytes" }, "oops");
    const last = lines.at(-1)!;
    for (const forbidden of ["p4ss-word", "tok-en", "x-pass", "c00kie", "xt0k", "file bytes"]) expect(last).not.toContain(forbidden);
    expect(last).toContain("[redacted]");
  });
});

describe("/api/metrics", () => {
  const scrape = (auth?: string) => metricsRoute(new Request("http://portal/api/metrics", { headers: auth ? { authorization: auth } : {} }));
  const countOf = (text: string, route: string) =>
    Number(new RegExp(`portal_service_request_duration_seconds_count\\{service="base-data",route="${route}",method="GET",status="200"\\} (\\d+)`).exec(text)?.[1] ?? 0);

  it("refuses without the bearer token, or with a wrong one", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape("Bearer wrong-token-wrong-token-000000")).status).toBe(401);
  });

  it("counts requests by route template and status; reports the pool and the event-loop delay", async () => {
    const before = countOf(await (await scrape(`Bearer ${metricsToken}`)).text(), "/user/auth/companyInfo");
    for (let i = 0; i < 3; i++) await call("base-data", "GET", "/user/auth/companyInfo");
    const res = await scrape(`Bearer ${metricsToken}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(countOf(text, "/user/auth/companyInfo")).toBe(before + 3);
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  const stateOf = (text: string, metric: string, state: string) => {
    const found = new RegExp(`^${metric}\\{state="${state}"\\} (\\d+)$`, "m").exec(text);
    if (!found) throw new Error(`${metric}{state="${state}"} is not in the scrape`);
    return Number(found[1]);
  };
  const scrapeText = async () => (await scrape(`Bearer ${metricsToken}`)).text();

  it("counts label download tasks by state, from the database at scrape time", async () => {
    const token = await login("sup1001");
    const labels = (text: string) => Object.fromEntries(["queued", "running", "done", "failed", "stalled"].map((s) => [s, stateOf(text, "portal_label_tasks", s)]));
    const before = labels(await scrapeText());
    const batch = await makeLabels(token, await labelNotice(token));
    const started = await call<{ id: number }>("label", "POST", `/purchase-label/${batch.id}/download`, { token, body: { template: "generic_100x70", count: 0 } });
    expect(started.body.returnCode).toBe(200);
    const id = started.body.data!.id;
    const state = async () => (await call<{ state: string }>("label", "GET", `/purchase-label/task/${id}`, { token })).body.data!.state;
    await expect.poll(state, { timeout: 60_000, interval: 100 }).toBe("done");
    expect(labels(await scrapeText())).toEqual({ ...before, done: before.done! + 1 });

    // The same row as a live runner holds it, then as one whose runner died: running, then stalled.
    const db = await getDb();
    await db.execute(sql`update label_tasks set state = 'running', heartbeat_at = now(), finished_at = null where id = ${id}`);
    expect(labels(await scrapeText())).toEqual({ ...before, running: before.running! + 1 });
    await db.execute(sql`update label_tasks set heartbeat_at = now() - interval '1 minute' where id = ${id}`);
    expect(labels(await scrapeText())).toEqual({ ...before, stalled: before.stalled! + 1 });
    // Reading the task ends a dead runner's task as failed.
    expect(await state()).toBe("failed");
    expect(labels(await scrapeText())).toEqual({ ...before, failed: before.failed! + 1 });
  }, 90_000);

  it("counts exports running while they stream, then done or cancelled", async () => {
    const token = await login("sup1001");
    const exports = (text: string) => ({
      running: stateOf(text, "portal_export_tasks", "running"),
      done: stateOf(text, "portal_export_tasks_finished_total", "done"),
      failed: stateOf(text, "portal_export_tasks_finished_total", "failed"),
      cancelled: stateOf(text, "portal_export_tasks_finished_total", "cancelled"),
    });
    const before = exports(await scrapeText());
    const whole = await fetchRaw("GET", "/purchase-order/export?columns=pono", { token });
    expect(whole.status).toBe(200);
    expect(exports(await scrapeText())).toEqual({ ...before, running: before.running + 1 });
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(exports(await scrapeText())).toEqual({ ...before, done: before.done + 1 });

    const left = await fetchRaw("GET", "/purchase-order/export?columns=pono", { token });
    const reader = left.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(exports(await scrapeText())).toEqual({ ...before, done: before.done + 1, cancelled: before.cancelled + 1 });
  });
});
