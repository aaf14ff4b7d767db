import client, { type Counter, type Gauge, type Histogram, type Registry } from "prom-client";

type PoolStats = { total: number; idle: number; waiting: number };
/** Label download tasks by state, read from their table (shared by every instance). */
export type TaskCounts = Record<string, number>;

interface Metrics {
  registry: Registry;
  requestDuration: Histogram<"service" | "route" | "method" | "status">;
  exportTasks: Gauge<"state">;
  exportTasksFinished: Counter<"state">;
  poolStats?: () => Promise<PoolStats | null>;
  labelTaskCounts?: () => Promise<TaskCounts | null>;
}

function create(): Metrics {
  const registry = new client.Registry();
  // Process metrics, event-loop delay (nodejs_eventloop_lag_*) among them.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requestDuration = new client.Histogram({
    name: "portal_service_request_duration_seconds",
    help: "Service requests by route template and HTTP status",
    labelNames: ["service", "route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new client.Gauge({
    name: "portal_db_pool_connections",
    help: "Database connections: open (total), idle, and callers waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const stats = await metrics().poolStats?.();
      if (!stats) return;
      for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, stats[state]);
    },
  });
  new client.Gauge({
    name: "portal_label_tasks",
    help: "Label PDF download tasks by state, counted in the database at scrape time (the same figures on every instance); stalled: queued or running with a dead runner",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // A scrape while the database is away still answers the other metrics; these series are then absent.
      const counts = await metrics().labelTaskCounts?.().catch(() => null);
      if (!counts) return;
      for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
    },
  });
  // Spreadsheet exports have no task row: each streams inside its request, so this process counts them.
  const exportTasks = new client.Gauge({
    name: "portal_export_tasks",
    help: "Spreadsheet exports of this process by state: running (streaming now)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  exportTasks.set({ state: "running" }, 0);
  const exportTasksFinished = new client.Counter({
    name: "portal_export_tasks_finished_total",
    help: "Spreadsheet exports of this process that ended, by state: done, failed (the producer threw), cancelled (the client went away)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  for (const state of ["done", "failed", "cancelled"]) exportTasksFinished.inc({ state }, 0);
  return { registry, requestDuration, exportTasks, exportTasksFinished };
}

// Next.js may evaluate this module in several bundles of one process; they share one registry.
const holder = globalThis as unknown as { __portalMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__portalMetrics ??= create();
  return holder.__portalMetrics;
}

/** Where the pool gauge reads its figures (the services' database handle). */
export function setPoolStatsSource(source: () => Promise<PoolStats | null>): void {
  metrics().poolStats = source;
}

/** Where the label task gauge reads its counts (the services' database). */
export function setLabelTaskCountsSource(source: () => Promise<TaskCounts | null>): void {
  metrics().labelTaskCounts = source;
}
