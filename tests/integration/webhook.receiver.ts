import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { newWebhookSecret } from "@/services/core/events/webhook/secret";

/** A webhook receiver on loopback for the webhook tests: it records every hit and answers as its script says. */
export interface Hit { path: string; headers: Record<string, string>; body: string; status: number }
export interface Receiver {
  base: string;
  hits: Hit[];
  /** Per path: the answers to give in turn (the last one repeats). */
  scripts: Map<string, Array<{ status: number; body?: string; location?: string }>>;
  hitsAt(path: string): Hit[];
  /** An endpoint at `path` of this receiver, straight into the table. */
  endpoint(owner: { companyId: number; supplierId: number | null; createdBy: number }, path: string, types: string[]): Promise<{ id: number; secret: string; path: string }>;
  /** `n` outbox rows about one order, straight into the outbox. */
  newEvents(type: string, companyId: number, orderId: number, n?: number): Promise<number[]>;
  deliveries(endpointId: number): Promise<Array<{ event_id: number; status: string; attempts: number; response_code: number | null; error: string | null }>>;
  /** Stops the server and removes the endpoints the tests registered (here, at the unroutable port 9 or example.com). */
  close(): Promise<void>;
}

/** Receives for WEBHOOK_ALLOW_PRIVATE=1 (set until close), the sender refusing loopback otherwise. */
export async function startReceiver(db: Db): Promise<Receiver> {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  const hits: Hit[] = [];
  const scripts: Receiver["scripts"] = new Map();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const script = scripts.get(path) ?? [{ status: 200 }];
      const step = script.length > 1 ? script.shift()! : script[0]!;
      hits.push({ path, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString("utf8"), status: step.status });
      res.writeHead(step.status, step.location ? { location: step.location } : {});
      res.end(step.body ?? "ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    scripts,
    hitsAt: (path) => hits.filter((h) => h.path === path),
    endpoint: async (owner, path, types) => {
      const secret = newWebhookSecret();
      const [r] = await rows<{ id: number }>(db, sql`
        insert into webhook_endpoints (company_id, supplier_id, url, event_types, secret, created_by)
        values (${owner.companyId}, ${owner.supplierId}, ${`${base}${path}`}, ${JSON.stringify(types)}::jsonb, ${secret}, ${owner.createdBy}) returning id`);
      return { id: Number(r!.id), secret, path };
    },
    newEvents: async (type, companyId, orderId, n = 1) => {
      const found = await rows<{ id: number }>(db, sql`
        insert into events (type, audit_id, company_id, entity, entity_id)
        select ${type}, 0, ${companyId}, 'purchase_order', ${String(orderId)} from generate_series(1, ${n}) returning id`);
      return found.map((r) => Number(r.id));
    },
    deliveries: (endpointId) => rows(db, sql`
      select event_id, status, attempts, response_code, error from webhook_deliveries where endpoint_id = ${endpointId} order by event_id`),
    close: async () => {
      await db.execute(sql`delete from webhook_endpoints where url like ${`${base}%`} or url like 'http://127.0.0.1:9/%' or url like 'https://hooks.example.com/%'`);
      await new Promise<void>((r) => server.close(() => r()));
      delete process.env.WEBHOOK_ALLOW_PRIVATE;
    },
  };
}

export const shortDelays = [20, 20, 20, 20, 20, 20, 20];

export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const verify = (secret: string, h: Hit) => new Webhook(secret).verify(h.body, h.headers) as { type: string; data: Record<string, unknown> };
