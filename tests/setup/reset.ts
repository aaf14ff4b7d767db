import { sql } from "drizzle-orm";
import type { DbHandle } from "@/services/db/client";

export async function resetSchema(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
}
