import { sql } from "drizzle-orm";
import { migrateDb, openDb, setDbHandle, type DbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { seedDemo } from "@/services/db/seed";
import { seedPurchaseScale } from "@/services/db/seed/purchase-scale";

/**
 * Databases for the purchasing benches. PostgreSQL: its own database (default "bench" on the local
 * server, never the test database), seeded once with the demo data and SEED_SCALE × 1,000,000 PO lines
 * (at least 1) and kept for later runs. PGlite: in memory, demo data and 100,000 lines.
 */
export const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
export const pgliteLines = Number(process.env.BENCH_PGLITE_LINES ?? 100_000);

/** Creates the bench's own database on the local server when it is missing. */
export async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const admin = await openDb({ url: u.toString(), poolSize: 1 });
  const found = await rows(admin.db, sql`select 1 as ok from pg_database where datname = ${name}`);
  if (!found.length) await admin.db.execute(sql.raw(`create database "${name.replace(/"/g, "")}"`));
  await admin.close();
}

/** A bench's own PostgreSQL database: created and migrated when missing, seeded with the demo data when empty. */
export async function openBenchDatabase(url: string, poolSize: number): Promise<{ handle: DbHandle; seeded: boolean }> {
  await ensureDatabase(url);
  const handle = await openDb({ url, poolSize });
  await migrateDb(handle);
  const seeded = !(await rows(handle.db, sql`select 1 from companies`)).length;
  if (seeded) await seedDemo(handle.db);
  return { handle, seeded };
}

async function seed(handle: DbHandle, lines: number, log: (s: string) => void) {
  await migrateDb(handle);
  const [c] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from companies`);
  const t0 = performance.now();
  if (!c?.n) await seedDemo(handle.db);
  const made = await seedPurchaseScale(handle.db, lines);
  const [l] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from purchase_order_lines`);
  if (performance.now() - t0 > 1000) {
    if (handle.driver === "pg") await handle.db.execute(sql`vacuum analyze`);
    log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  log(`  ${handle.driver}: ${l?.n.toLocaleString("en")} PO lines (${made.orders.toLocaleString("en")} scale orders)`);
}

export async function openPgBench(log: (s: string) => void = console.log): Promise<DbHandle> {
  await ensureDatabase(pgUrl);
  const handle = await openDb({ url: pgUrl, poolSize: 10 });
  await seed(handle, Math.max(1, Number(process.env.SEED_SCALE ?? 0)) * 1_000_000, log);
  return handle;
}

export async function openPgliteBench(log: (s: string) => void = console.log): Promise<DbHandle> {
  const handle = await openDb({});
  await seed(handle, pgliteLines, log);
  return handle;
}

/** Makes the services use this database (they read the process-wide handle on every request). */
export function serveFrom(handle: DbHandle) {
  setDbHandle(handle);
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Records the statements a route sends to the driver (with their parallelism: statements sent while
 * another is in flight form one group) and replays exactly those through the driver itself — the
 * "same SQL through the raw driver" baseline, authentication query included.
 */
export function sqlRecorder(handle: DbHandle) {
  const client = (handle.db as unknown as { $client: { query: QueryFn } }).$client;
  const original: QueryFn = client.query.bind(client);
  let groups: unknown[][][] = [];
  let inflight = 0;
  let recording = false;
  client.query = (...args: unknown[]) => {
    if (recording) {
      if (inflight === 0) groups.push([]);
      groups[groups.length - 1]!.push(args);
    }
    inflight++;
    return original(...args).finally(() => inflight--);
  };
  return {
    async record(fn: () => Promise<unknown>): Promise<unknown[][][]> {
      groups = [];
      recording = true;
      try {
        await fn();
      } finally {
        recording = false;
      }
      return groups;
    },
    /** The answers of the last group: what a route would build its answer from. */
    async replay(recorded: unknown[][][]): Promise<unknown[]> {
      let answers: unknown[] = [];
      for (const group of recorded) answers = await Promise.all(group.map((args) => original(...args)));
      return answers;
    },
    restore() {
      client.query = original;
    },
  };
}
