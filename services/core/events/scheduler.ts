import "server-only";
import { log } from "@/lib/log";
import type { Db, DbHandle } from "@/services/db/client";
import { startWorkerLoop, type WorkerLoop } from "./worker-loop";

/** A time-driven job: raises what has come due by `now` through audit rows, like any action. */
export type Tick = (db: Db, now: Date) => Promise<unknown>;

let ticks: readonly Tick[] | null = null;

/**
 * Hands the scheduler the modules' ticks (services/composition.ts). Every instance runs them; each tick claims
 * its records with a conditional update, so two instances never raise one event twice.
 */
export function registerTicks(given: readonly Tick[]): void {
  ticks = given;
}

/** The scheduler of one instance: every tick once a minute (`pollMs`). */
export function startScheduler(handle: DbHandle, opts: { pollMs?: number } = {}): WorkerLoop {
  const due = ticks;
  if (!due) throw new Error("no scheduler ticks registered: import services/composition.ts before starting (boot.ts does)");
  return startWorkerLoop(handle, {
    name: "scheduler",
    pollMs: opts.pollMs ?? 60_000,
    maxBackoffMs: 300_000,
    step: async () => {
      const now = new Date();
      for (const tick of due) await tick(handle.db, now);
      return false;
    },
  });
}

const holder = globalThis as unknown as { __portalScheduler?: WorkerLoop };

/** This process's scheduler, started once. */
export function startProcessScheduler(handle: DbHandle): void {
  if (holder.__portalScheduler) return;
  holder.__portalScheduler = startScheduler(handle);
  log().info({ event: "scheduler.started", driver: handle.driver }, "scheduler started");
}
