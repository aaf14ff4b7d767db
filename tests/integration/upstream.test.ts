import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { callJson, callService } from "@/lib/upstream/client";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

interface Received {
  method: string | undefined;
  url: string | undefined;
  token: string | undefined;
  locale: string | undefined;
  contentType: string | undefined;
  body: string;
}

describe("the upstream client", () => {
  let recording: http.Server;
  let recordingUrl = "";
  const received: Received[] = [];
  let hanging: http.Server;
  let hangingUrl = "";
  let streaming: http.Server;
  let streamingUrl = "";
  let streamClosed: Promise<void>;

  beforeAll(async () => {
    // A stand-in external ERP: records what arrives and answers with something only it can say.
    recording = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({
          method: req.method,
          url: req.url,
          token: req.headers["x-token"] as string | undefined,
          locale: req.headers["x-locale"] as string | undefined,
          contentType: req.headers["content-type"],
          body: Buffer.concat(chunks).toString("utf8"),
        });
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ returnCode: 200, message: "from the recording server", data: { token: "remote-token-42" } }));
      });
    });
    recordingUrl = await listen(recording);
    hanging = http.createServer(() => undefined);
    hangingUrl = await listen(hanging);
    // An event stream that never ends by itself: it says when its reader has gone.
    let closed!: () => void;
    streamClosed = new Promise((resolve) => (closed = resolve));
    streaming = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: first\n\n");
      res.on("close", closed);
    });
    streamingUrl = await listen(streaming);
  });

  afterEach(() => {
    delete process.env.BASE_DATA_URL;
    resetEnv();
  });

  afterAll(() => {
    recording.closeAllConnections();
    recording.close();
    hanging.closeAllConnections();
    hanging.close();
    streaming.closeAllConnections();
    streaming.close();
  });

  it("calls the built-in service in process by default", async () => {
    const res = await callJson<unknown[]>("base-data", "user/auth/companyInfo", { locale: "en" });
    expect(res.returnCode).toBe(200);
  });

  it("calls the configured URL over HTTP when one is set", async () => {
    process.env.BASE_DATA_URL = `${recordingUrl}/base-data`;
    resetEnv();
    received.length = 0;
    const payload = { userName: "sup1013", password: "Demo@2026", companyId: 1 };
    const res = await callJson<{ token: string }>("base-data", "user/auth/userLogin", {
      method: "POST",
      json: payload,
      token: "caller-token",
      locale: "vi",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      method: "POST",
      url: "/base-data/user/auth/userLogin",
      token: "caller-token",
      locale: "vi",
      contentType: "application/json",
      body: JSON.stringify(payload),
    });
    expect(res).toEqual({ returnCode: 200, message: "from the recording server", data: { token: "remote-token-42" } });
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

  it("ends a streamed answer when its own caller goes away, after the answer has begun", async () => {
    process.env.BASE_DATA_URL = `${streamingUrl}/base-data`;
    resetEnv();
    const caller = new AbortController();
    const res = await callService("base-data", "notification/stream", { locale: "en", signal: caller.signal, timeoutMs: 60_000 });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: first\n\n");
    caller.abort();
    await streamClosed;
    await expect(reader.read()).rejects.toThrow();
  });
});
