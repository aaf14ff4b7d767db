import client, { type Histogram, type Registry } from "prom-client";

type PoolStats = { total: number; idle: number; waiting: number };

interface Metrics {
  registry: Registry;
  requestDuration: Histogram<"service" | "route" | "method" | "status">;
  poolStats?: () => Promise<PoolStats | null>;
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
  return { registry, requestDuration };
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
