import "server-only";

// Any fixed 64-bit key; every portal and services process on the database uses the same one.
const bootLockKey = 7_305_164_201_843n;

/**
 * Runs `fn` holding a PostgreSQL session advisory lock on a connection of its own, so that of several
 * instances starting at once one migrates and seeds while the others wait, then find the work done.
 * PGlite (no url) has a single process by construction (services/db/dir-lock.ts).
 */
export async function withBootLock<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!url) return fn();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [bootLockKey.toString()]);
    return await fn();
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await client.end().catch(() => {});
  }
}
