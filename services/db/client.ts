import "server-only";
import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { lockDataDir } from "./dir-lock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "pg" | "pglite";

export interface DbHandle {
  db: Db;
  driver: Driver;
  close(): Promise<void>;
  /** Connections of the pool: open, idle, and callers waiting for one (PGlite: one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (PostgreSQL: on a connection of its own, outside the pool;
   * PGlite: in-process). Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /** A PGlite data directory dump (dumpDataDir) to start from. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

// Left to run time: traced, the folder came whole with its drizzle-kit snapshots (11 MB) into every serverless
// function; next.config.ts traces in the SQL files and the journal the migrator reads.
export const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), "services/db/migrations");

/**
 * PGlite is loaded by a name the bundler does not follow, so the serverless build leaves its 18 MB of
 * extension archives out of every function (on Vercel it is refused anyway: lib/env.ts). Node resolves it
 * from node_modules at run time wherever the portal runs with its dependencies.
 */
function untraced<T>(name: string): Promise<T> {
  return import(/* turbopackIgnore: true */ /* webpackIgnore: true */ name) as Promise<T>;
}

type CloseHook = (db: Db) => Promise<void>;
// Held on globalThis: Next.js may evaluate a module that registers one in several bundles of one process.
const closeHooks = ((globalThis as unknown as { __portalDbCloseHooks?: Set<CloseHook> }).__portalDbCloseHooks ??= new Set<CloseHook>());

/**
 * Work that writes to a database and must end before it closes (a label download interrupted by a
 * shutdown fails with a message instead of staying running). Every handle's `close` runs the hooks first.
 */
export function beforeDbClose(hook: CloseHook): () => void {
  closeHooks.add(hook);
  return () => closeHooks.delete(hook);
}

const runCloseHooks = async (db: Db) => {
  await Promise.all([...closeHooks].map((hook) => hook(db).catch(() => undefined)));
};

export async function openDb(opts: OpenOptions): Promise<DbHandle> {
  if (opts.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const close = async () => {
      await runCloseHooks(db);
      await pool.end();
    };
    const listen = (channel: string, onNotify: (payload: string) => void) => listenPg(opts.url!, channel, onNotify);
    return { db, driver: "pg", close, poolStats, listen };
  }
  const { PGlite } = await untraced<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
  const { drizzle } = await untraced<typeof import("drizzle-orm/pglite")>("drizzle-orm/pglite");
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  // Two processes on one PGlite directory each write their own copy of the pages: one must refuse first.
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    const client = new PGlite({ dataDir: opts.dataDir, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
    await client.waitReady;
    const db = drizzle(client, { schema }) as unknown as Db;
    const close = async () => {
      await runCloseHooks(db);
      await client.close();
      unlock();
    };
    const listen = (channel: string, onNotify: (payload: string) => void) => client.listen(channel, onNotify);
    return { db, driver: "pglite", close, poolStats: () => ({ total: 1, idle: 1, waiting: 0 }), listen };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * LISTEN on a dedicated client. A lost connection is opened again after a pause (with a NOTIFY-less gap
 * that the listener's own polling covers), until stopped.
 */
async function listenPg(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  let stopped = false;
  let client: InstanceType<typeof Client> | null = null;
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    c.on("notification", (m) => {
      if (m.channel === channel) onNotify(m.payload ?? "");
    });
    c.on("error", () => {
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 2_000).unref();
    });
    await c.connect();
    await c.query(`listen ${JSON.stringify(channel)}`);
    if (stopped) await c.end();
    else client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === "pg") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await untraced<typeof import("drizzle-orm/pglite/migrator")>("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}

// Next.js may evaluate this module in several bundles of one process; PGlite must be opened once.
const holder = globalThis as unknown as { __portalDb?: Promise<DbHandle> };

export function setDbHandle(handle: Promise<DbHandle> | DbHandle): void {
  holder.__portalDb = Promise.resolve(handle);
}

export function hasDbHandle(): boolean {
  return holder.__portalDb !== undefined;
}

export async function getDbHandle(): Promise<DbHandle> {
  if (!holder.__portalDb) {
    const { bootDb } = await import("./boot");
    holder.__portalDb = bootDb();
  }
  return holder.__portalDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
