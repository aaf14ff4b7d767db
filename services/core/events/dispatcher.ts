import "server-only";
import { log } from "@/lib/log";
import type { DbHandle } from "@/services/db/client";
import { dispatchBatch } from "./dispatch";
import { eventsChannel } from "./raise";
import { startWorkerLoop, type WorkerLoop } from "./worker-loop";

export interface DispatcherOptions {
  /** The fallback poll (and PGlite's), in ms; a NOTIFY wakes the loop at once. */
  pollMs?: number;
  batch?: number;
}

export type Dispatcher = WorkerLoop;

/**
 * The dispatcher loop of one instance: batches until the outbox is empty, then waits for a NOTIFY on
 * `portal_events` (sent when an action raising events commits, on any instance) or the poll interval.
 * The claim (dispatchBatch) keeps the instances from ever delivering an event twice.
 */
export function startDispatcher(handle: DbHandle, opts: DispatcherOptions = {}): Dispatcher {
  const batch = opts.batch ?? 50;
  return startWorkerLoop(handle, {
    name: "events",
    pollMs: opts.pollMs ?? 1_000,
    listen: eventsChannel,
    step: async () => (await dispatchBatch(handle.db, batch)) === batch,
  });
}

const holder = globalThis as unknown as { __portalDispatcher?: Dispatcher };

/** This process's dispatcher, started once (Next.js may evaluate the boot in several bundles). */
export function startProcessDispatcher(handle: DbHandle): void {
  if (holder.__portalDispatcher) return;
  holder.__portalDispatcher = startDispatcher(handle);
  log().info({ event: "events.dispatcher_started", driver: handle.driver }, "event dispatcher started");
}
