import http from "node:http";
import { openDb, setDbHandle } from "@/services/db/client";
import { services } from "@/services/registry";
import { sqlRecorder } from "./purchase-setup";

/**
 * The baseline of B2: a bare node:http server that answers each request by running the very statements
 * the purchase-order list route sends (recorded once through the in-process service, token lookup
 * included) on a pg pool of the same size, and writing their rows as JSON. No framework, no checks.
 */
const handle = await openDb({ url: process.env.DATABASE_URL!, poolSize: 10 });
setDbHandle(handle);
const recorder = sqlRecorder(handle);
const path = process.env.BENCH_PATH!;
const recorded = await recorder.record(async () => {
  const res = await services["erp-purchase"].app.fetch(
    new Request(`http://bench${path}`, { headers: { "x-token": process.env.BENCH_TOKEN!, "x-locale": "en" } }),
  );
  if (res.status !== 200) throw new Error(`recording ${path}: ${res.status} ${await res.text()}`);
});
recorder.restore();
const client = (handle.db as unknown as { $client: { query: (...a: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;

http
  .createServer(async (_req, res) => {
    const out: unknown[] = [];
    for (const group of recorded) out.push(...(await Promise.all(group.map((args) => client.query(...args)))).map((r) => r.rows));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(out));
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log(JSON.stringify({ event: "bare.listening", statements: recorded.flat().length })));
