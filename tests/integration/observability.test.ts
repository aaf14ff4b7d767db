import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, log, replaceLogger } from "@/lib/log";
import { resetEnv } from "@/lib/env";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { call } from "../helpers/services";

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
});
