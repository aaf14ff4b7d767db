import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { callJson } from "@/lib/upstream/client";
import { services } from "@/services/registry";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe("the upstream client", () => {
  let servicesUrl = "";
  let hanging: http.Server;
  let hangingUrl = "";
  let split: ReturnType<typeof serve>;

  beforeAll(async () => {
    const root = new Hono();
    root.route("/base-data", services["base-data"].app);
    split = serve({ fetch: root.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => split.once("listening", r));
    servicesUrl = `http://127.0.0.1:${(split.address() as AddressInfo).port}`;
    hanging = http.createServer(() => undefined);
    hangingUrl = await listen(hanging);
  });

  afterEach(() => {
    delete process.env.BASE_DATA_URL;
    resetEnv();
  });

  afterAll(() => {
    split.close();
    hanging.closeAllConnections();
    hanging.close();
  });

  it("calls the built-in service in process by default", async () => {
    const res = await callJson<unknown[]>("base-data", "user/auth/companyInfo", { locale: "en" });
    expect(res.returnCode).toBe(200);
  });

  it("calls the configured URL over HTTP when one is set", async () => {
    process.env.BASE_DATA_URL = `${servicesUrl}/base-data`;
    resetEnv();
    const res = await callJson<{ token: string }>("base-data", "user/auth/userLogin", {
      method: "POST",
      json: { userName: "sup1013", password: "Demo@2026", companyId: 1 },
      locale: "en",
    });
    expect(res.returnCode).toBe(200);
    expect(res.data?.token).toBeTruthy();
  });

  it("turns a network failure into an envelope with a message", async () => {
    process.env.BASE_DATA_URL = "http://127.0.0.1:9/base-data";
    resetEnv();
    const res = await callJson("base-data", "user/auth/companyInfo", { locale: "zh" });
    expect(res.returnCode).toBe(503);
    expect(res.message).toBeTruthy();
  });

  it("turns a timeout into an envelope, never a hang", async () => {
    process.env.BASE_DATA_URL = `${hangingUrl}/base-data`;
    resetEnv();
    const started = Date.now();
    const res = await callJson("base-data", "user/auth/companyInfo", { locale: "en", timeoutMs: 300 });
    expect(res.returnCode).toBe(504);
    expect(res.message).toContain("30 seconds");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
