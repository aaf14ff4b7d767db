import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Raw SQL rows; both drivers (pg and PGlite) answer with `{ rows }`. */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
