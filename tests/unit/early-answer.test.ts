import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeOnEarlyAnswer } from "@/lib/server/early-answer.mjs";

/**
 * The portal's server (scripts/serve.mjs) in front of a handler that refuses an upload from its first bytes
 * and cancels the rest of the body, as the route handlers do (app/api/[service]/[...path]/route.ts with the
 * services' upload check): a kept-alive client must be able to send its next request.
 */
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    closeOnEarlyAnswer(req, res);
    if (req.method === "GET") return void res.end("ok");
    void (async () => {
      const reader = (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();
      res.writeHead(400, { "content-type": "application/json" }).end('{"returnCode":400}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function upload(agent: http.Agent, bytes: number) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = http.request(`${base}/upload`, { method: "POST", agent, headers: { "content-length": String(bytes) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err)));
    const png = Buffer.alloc(bytes, 0x41);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    req.end(png);
  });
}

const get = (agent: http.Agent) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${base}/next`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });

describe("an answer before the request's body was read whole", () => {
  it("closes the connection, so the next request on a kept-alive agent succeeds", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent)).toBe(200);
      expect(await upload(agent, 2_300_000)).toEqual({ status: 400, connection: "close" });
      for (let i = 0; i < 3; i++) expect(await get(agent)).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("keeps the connection when the body was read", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve) => http.request(`${base}/next`, { method: "GET", agent }, resolve).end());
      res.resume();
      expect(res.headers.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });
});
