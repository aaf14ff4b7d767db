import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { log } from "@/lib/log";
import type { Db, DbHandle } from "@/services/db/client";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import { recordTry, retryDelaysMs, type ClaimedDelivery } from "./record";
import { sendSigned, sendTimeoutMs } from "./send";
import { messageId } from "./message";
import { wd, we } from "./tables";
import { startWorkerLoop, type WorkerLoop } from "../worker-loop";

const d = alias(webhookDeliveries, "d");
const e = alias(webhookEndpoints, "e");

export interface SenderOptions {
  pollMs?: number;
  batch?: number;
  /** The waits between tries; tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** How long a claim is held before another instance may take it (a claimer killed mid-send). */
  leaseMs?: number;
  timeoutMs?: number;
}

interface Due extends ClaimedDelivery { url: string; secret: string; body: string }

/**
 * Claims up to `limit` due deliveries of enabled endpoints (`for update skip locked`: instances never wait on
 * or take each other's) and marks them sending, one try more, under a lease; one statement, so a claim is
 * whole or absent. A claim whose lease ran out (its instance died) is due again.
 */
export async function claimDeliveries(db: Db, limit: number, leaseMs: number): Promise<Due[]> {
  const due = await rows<{ id: number; endpointId: number; eventId: number; attempts: number; url: string; secret: string; body: string }>(db, sql`
    update ${webhookDeliveries} ${wd} set ${bare(wd.status)} = 'sending', ${bare(wd.attempts)} = ${wd.attempts} + 1, ${bare(wd.lastAttemptAt)} = now(),
      ${bare(wd.leaseUntil)} = now() + ${`${leaseMs} milliseconds`}::interval
    from ${webhookEndpoints} ${we}
    where ${we.id} = ${wd.endpointId} and ${wd.id} in (
      select ${d.id} from ${webhookDeliveries} ${d} join ${webhookEndpoints} ${e} on ${e.id} = ${d.endpointId}
      where ${e.enabled} and ((${d.status} = 'pending' and ${d.nextAttemptAt} <= now()) or (${d.status} = 'sending' and ${d.leaseUntil} < now()))
      order by ${d.nextAttemptAt}, ${d.id} limit ${limit} for update of ${d} skip locked)
    returning ${wd.id} as id, ${wd.endpointId} as "endpointId", ${wd.eventId} as "eventId", ${wd.attempts} as attempts,
      ${we.url} as url, ${we.secret} as secret, ${wd.payload}::text as body`);
  return due.map((r) => ({ ...r, id: Number(r.id), endpointId: Number(r.endpointId), eventId: Number(r.eventId), attempts: Number(r.attempts) }));
}

/** One round: claim, send every claimed delivery at once, record each outcome. Answers how many it claimed. */
export async function sendBatch(db: Db, o: Required<Omit<SenderOptions, "pollMs">>): Promise<number> {
  const due = await claimDeliveries(db, o.batch, o.leaseMs);
  await Promise.all(due.map(async (one) => {
    const r = await sendSigned({ url: one.url, secret: one.secret, messageId: messageId(one.eventId, one.endpointId), body: one.body }, o.timeoutMs);
    await recordTry(db, one, r, o.retryDelaysMs);
  }));
  return due.length;
}

export type Sender = WorkerLoop;

/** The webhook sender of one instance: rounds while there is due work, then a poll. */
export function startWebhookSender(handle: DbHandle, opts: SenderOptions = {}): Sender {
  const timeoutMs = opts.timeoutMs ?? sendTimeoutMs;
  // A claim must outlive its send and its record, or another instance would send it a second time.
  const o = { batch: opts.batch ?? 20, leaseMs: Math.max(opts.leaseMs ?? 60_000, 2 * timeoutMs), retryDelaysMs: opts.retryDelaysMs ?? retryDelaysMs, timeoutMs };
  return startWorkerLoop(handle, { name: "webhooks", pollMs: opts.pollMs ?? 1_000, step: async () => (await sendBatch(handle.db, o)) === o.batch });
}

const holder = globalThis as unknown as { __portalWebhookSender?: Sender };

/** This process's webhook sender, started once. */
export function startProcessWebhookSender(handle: DbHandle): void {
  if (holder.__portalWebhookSender) return;
  holder.__portalWebhookSender = startWebhookSender(handle);
  log().info({ event: "webhooks.sender_started", driver: handle.driver }, "webhook sender started");
}
