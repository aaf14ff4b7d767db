import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { migrateDb, openDb, type DbHandle } from "./client";
import { seedDemo } from "./seed";
import { seedDictionary } from "./seed/dictionary";
import { rows } from "./rows";

/** Opens the configured database, applies migrations and seeds an empty one. */
export async function bootDb(): Promise<DbHandle> {
  const e = env();
  const handle = await openDb(
    e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: path.resolve(e.DATA_DIR, "pglite") },
  );
  await migrateDb(handle);
  await seedIfEmpty(handle);
  return handle;
}

export async function seedIfEmpty(handle: DbHandle): Promise<boolean> {
  const [count] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from companies`);
  if ((count?.n ?? 0) > 0) {
    // Reference code lists added after a database was first seeded arrive on the next start.
    await seedDictionary(handle.db);
    return false;
  }
  await seedDemo(handle.db);
  return true;
}
