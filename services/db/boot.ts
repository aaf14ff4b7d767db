import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { migrateDb, openDb, type Db, type DbHandle } from "./client";
import { seedDemo } from "./seed";
import { seedDictionary } from "./seed/dictionary";
import { rows } from "./rows";
import { companies } from "./schema";
import { withBootLock } from "./boot-lock";

/** Opens the configured database, applies migrations and seeds an empty one. */
export async function bootDb(): Promise<DbHandle> {
  const e = env();
  const target = e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: path.resolve(e.DATA_DIR, "pglite") };
  const handle = await openDb(target);
  log().info({ event: "boot.opened", driver: handle.driver, dataDir: target.dataDir }, "database opened");
  try {
    // Instances starting together on one PostgreSQL database migrate and seed it one after the other.
    await withBootLock(target.url, async () => {
      await migrateDb(handle);
      log().info({ event: "boot.migrated" }, "migrations applied");
      await holdIfAsked("migrated");
      await seedIfEmpty(handle);
    });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

export async function seedIfEmpty(handle: DbHandle): Promise<boolean> {
  const [count] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${companies}`);
  if ((count?.n ?? 0) > 0) {
    // Reference code lists added after a database was first seeded arrive on the next start.
    await seedDictionary(handle.db);
    return false;
  }
  // One transaction: a crash at any moment leaves an empty database, seeded whole on the next start.
  await handle.db.transaction((tx) =>
    seedDemo(tx as unknown as Db, async (step) => {
      log().info({ event: "boot.seeding", step }, `seeding ${step}`);
      await holdIfAsked(step);
    }),
  );
  log().info({ event: "boot.seeded" }, "demo data seeded");
  return true;
}

/**
 * Test hook (BOOT_HOLD_AT=<step>): the boot stops for good at that step, so a test's kill lands exactly
 * there (e.g. "complete": every seed row written, the transaction not yet committed).
 */
async function holdIfAsked(step: string): Promise<void> {
  if (process.env.BOOT_HOLD_AT !== step) return;
  log().info({ event: "boot.held", step }, `boot held at ${step} (BOOT_HOLD_AT)`);
  await new Promise(() => setInterval(() => {}, 60_000));
}
