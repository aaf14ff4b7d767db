import fs from "node:fs";
import http from "node:http";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { callJson } from "@/lib/upstream/client";
import { rootApp } from "@/services/core/root-app";
import { portOf, serveServices } from "@/services/core/http-server";
import { services } from "@/services/registry";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { maxBodyBytes } from "@/lib/contracts/body-limit";
import { event, startServices, stop, tempDir, testPort } from "../helpers/processes";

/** The services over a real socket, as `npm run services` serves them (services/core/http-server.ts). */
const secret = "a-services-secret-of-32-characters-at-least";
const maxFailsIp = 3;
let server: Server;
let base = "";
const saved = { SERVICES_SECRET: process.env.SERVICES_SECRET, LOGIN_MAX_FAILS_IP: process.env.LOGIN_MAX_FAILS_IP };

beforeAll(async () => {
  process.env.SERVICES_SECRET = secret;
  process.env.LOGIN_MAX_FAILS_IP = String(maxFailsIp);
  resetEnv();
  server = await serveServices(rootApp(services), { port: 0, hostname: "127.0.0.1" });
  base = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnv();
});

let sprayed = 0;
/** Six characters of the clock, for an account name no earlier run has failed with (a login name has 4 to 10). */
const freshName = () => Date.now().toString(36).slice(-6);
/** A failed login for a fresh account name, as a password spray does. */
async function spray(headers: Record<string, string>) {
  const res = await fetch(`${base}/base-data/user/auth/userLogin`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": "en", ...headers },
    body: JSON.stringify({ userName: `s${freshName()}${sprayed++}`, password: "Wrong@2026", companyId: 1 }),
  });
  // a spray is a well-formed login: a 400 would mean the name generator broke, not the throttle
  expect(res.status === 400 ? await res.text() : "", "a login refused as invalid").toBe("");
  return res.status;
}

const throttled = async (key: string) =>
  (await rows<{ failures: number }>(await getDb(), sql`select failures from auth_throttle where key = ${key}`))[0]?.failures ?? 0;

describe("the caller's address over HTTP", () => {
  it("ignores a forwarded X-Client-IP without SERVICES_SECRET: the socket's address is throttled, whatever the header says", async () => {
    const db = await getDb();
    await db.execute(sql`delete from auth_throttle where key in ('ip:127.0.0.1', 'ip:::ffff:127.0.0.1', 'ip:unknown')`);
    const victim = `198.51.100.${process.pid % 250}`;
    await db.execute(sql`delete from auth_throttle where key = ${`ip:${victim}`}`);
    const statuses: number[] = [];
    for (let i = 0; i < maxFailsIp; i++) statuses.push(await spray({ "x-client-ip": i === 0 ? victim : `203.0.113.${i}` }));
    expect(statuses).toEqual(Array(maxFailsIp).fill(401));
    // A fresh forged address, a wrong secret, or no header at all: the same socket, the same refusal.
    expect(await spray({ "x-client-ip": "203.0.113.200" })).toBe(429);
    expect(await spray({ "x-client-ip": "203.0.113.201", "x-services-secret": `${secret}x` })).toBe(429);
    expect(await spray({})).toBe(429);
    expect(await throttled("ip:127.0.0.1")).toBe(maxFailsIp);
    expect(await throttled(`ip:${victim}`)).toBe(0);
    expect(await throttled("ip:unknown")).toBe(0);
  });

  it("honours the forwarded address with the shared secret", async () => {
    const forwarded = `192.0.2.${process.pid % 250}`;
    await (await getDb()).execute(sql`delete from auth_throttle where key = ${`ip:${forwarded}`}`);
    // The socket's own address is over its limit (the test above): only the forwarded one counts here.
    expect(await spray({ "x-client-ip": forwarded, "x-services-secret": secret })).toBe(401);
    expect(await throttled(`ip:${forwarded}`)).toBe(1);
  });

  it("is what the portal's upstream client sends: the client's address with the secret", async () => {
    const forwarded = `192.0.2.${(process.pid % 250) + 1}`;
    await (await getDb()).execute(sql`delete from auth_throttle where key = ${`ip:${forwarded}`}`);
    process.env.BASE_DATA_URL = `${base}/base-data`;
    resetEnv();
    try {
      const res = await callJson("base-data", "user/auth/userLogin", {
        method: "POST",
        json: { userName: `u${freshName()}`, password: "Wrong@2026", companyId: 1 },
        locale: "en",
        clientIp: forwarded,
      });
      expect(res.returnCode).toBe(401);
      expect(await throttled(`ip:${forwarded}`)).toBe(1);
    } finally {
      delete process.env.BASE_DATA_URL;
      resetEnv();
    }
  });
});

describe("an early refusal on a kept-alive connection", () => {
  /** A POST on `agent` whose body is written in 64 KB chunks after the headers, as a large upload is. */
  function post(agent: http.Agent, path: string, bytes: number, declared: boolean) {
    return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        `${base}${path}`,
        { method: "POST", agent, headers: { "content-type": "application/json", "x-locale": "en", ...(declared ? { "content-length": String(bytes) } : {}) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err)));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          const n = Math.min(chunk.length, bytes - sent);
          sent += n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    });
  }

  const get = (agent: http.Agent, path: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", reject);
    });

  it.each([
    ["a declared length over the limit", true],
    ["a chunked body that grows over the limit", false],
  ])("answers %s with 413 and Connection: close, and the next request on the same agent succeeds", async (_, declared) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, "/base-data/health")).toBe(200);
      const refused = await post(agent, "/base-data/user/auth/userLogin", 4 * maxBodyBytes, declared);
      expect(refused).toEqual({ status: 413, connection: "close" });
      for (let i = 0; i < 3; i++) expect(await get(agent, "/base-data/health")).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("start-up of the services", () => {
  it("refuses to listen beyond loopback without SERVICES_SECRET, and says why", async () => {
    const dir = tempDir("services-secret-");
    const p = startServices(dir, testPort(7), { SERVICES_HOST: "0.0.0.0", SERVICES_SECRET: "" });
    try {
      const outcome = await Promise.race([p.exited, p.waitFor(event("services.listening")).then(() => "listening", () => "exited")]);
      expect(outcome).toEqual({ code: 1, signal: null });
      const refusal = p.lines.find(event("services.failed"));
      expect(String(refusal?.msg)).toContain("SERVICES_SECRET is required when the services listen on 0.0.0.0");
    } finally {
      await stop(p);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
