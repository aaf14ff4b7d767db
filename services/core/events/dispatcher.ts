import "server-only";
import { log } from "@/lib/log";
import { beforeDbClose, type DbHandle } from "@/services/db/client";
import { dispatchBatch } from "./dispatch";
import { eventsChannel } from "./raise";

export interface DispatcherOptions {
  /** The fallback poll (and PGlite's), in ms; a NOTIFY wakes the loop at once. */
  pollMs?: number;
  batch?: number;
}

export interface Dispatcher {
  /** Run a batch now (as a NOTIFY does). */
  wake(): void;
  stop(): Promise<void>;
  /** Settles once the loop listens on the channel (or, LISTEN having failed, polls only). */
  listening: Promise<void>;
}

/**
 * The dispatcher loop of one instance: batches until the outbox is empty, then waits for a NOTIFY on
 * `portal_events` (sent when an action raising events commits, on any instance) or the poll interval.
 * A failing batch backs off (up to 30 s) and is tried again; every instance runs one, and the claim
 * (dispatchBatch) keeps them from ever delivering an event twice. Stopped before its database closes.
 */
export function startDispatcher(handle: DbHandle, opts: DispatcherOptions = {}): Dispatcher {
  const pollMs = opts.pollMs ?? 1_000;
  const batch = opts.batch ?? 50;
  let stopped = false;
  let kicked = false;
  let interrupt: (() => void) | null = null;
  const wake = () => {
    kicked = true;
    interrupt?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (kicked || stopped) return resolve();
      const timer = setTimeout(() => interrupt?.(), ms);
      timer.unref?.();
      interrupt = () => {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      };
    });
  const unlisten = handle.listen(eventsChannel, wake).catch((err: unknown) => {
    log().warn({ event: "events.listen_failed", err: String(err) }, "events: LISTEN failed, polling only");
    return async () => {};
  });
  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      kicked = false;
      try {
        const n = await dispatchBatch(handle.db, batch);
        failures = 0;
        if (n === batch) continue;
      } catch (err) {
        if (stopped) break;
        failures++;
        log().warn({ event: "events.batch_failed", failures, err: err instanceof Error ? err.message : String(err) }, "events: a dispatch batch failed");
      }
      await pause(failures ? Math.min(pollMs * 2 ** failures, 30_000) : pollMs);
    }
  })();
  const removeHook = beforeDbClose(async (db) => {
    if (db === handle.db) await stop();
  });
  async function stop() {
    stopped = true;
    removeHook();
    interrupt?.();
    await loop;
    await (await unlisten)();
  }
  return { wake, stop, listening: unlisten.then(() => undefined) };
}

const holder = globalThis as unknown as { __portalDispatcher?: Dispatcher };

/** This process's dispatcher, started once (Next.js may evaluate the boot in several bundles). */
export function startProcessDispatcher(handle: DbHandle): void {
  if (holder.__portalDispatcher) return;
  holder.__portalDispatcher = startDispatcher(handle);
  log().info({ event: "events.dispatcher_started", driver: handle.driver }, "event dispatcher started");
}
