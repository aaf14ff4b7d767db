import "server-only";
import { log } from "@/lib/log";
import type { Db, DbHandle } from "@/services/db/client";
import { announceDeadlines } from "@/services/erp-purchase/price-inquiry/deadline";
import { announceReleasedOrders } from "@/services/erp-production/processing-order/announce";
import { announceIssuedShortfalls } from "@/services/erp-production/owed-quantity/announce";
import { scoreRefresher } from "@/services/erp-purchase/supplier-score/refresh";
import { startWorkerLoop, type WorkerLoop } from "./worker-loop";

/**
 * The time-driven events, each a tick that raises what has come due by `now` through audit rows, like any
 * action. Every instance runs them; each tick claims its records with a conditional update, so two instances
 * never raise one event twice.
 */
export const ticks: ReadonlyArray<(db: Db, now: Date) => Promise<unknown>> = [
  announceDeadlines, announceReleasedOrders, announceIssuedShortfalls,
  // Supplier scorecards: the open and previous month once their sources change, or hourly; fresh months are skipped.
  scoreRefresher(),
];

/** The scheduler of one instance: every tick once a minute (`pollMs`). */
export function startScheduler(handle: DbHandle, opts: { pollMs?: number } = {}): WorkerLoop {
  return startWorkerLoop(handle, {
    name: "scheduler",
    pollMs: opts.pollMs ?? 60_000,
    maxBackoffMs: 300_000,
    step: async () => {
      const now = new Date();
      for (const tick of ticks) await tick(handle.db, now);
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
