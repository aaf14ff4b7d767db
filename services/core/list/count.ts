import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { countCap } from "@/lib/contracts/common";

/** Counts at most countCap + 1 rows, so a count never costs more than reading 10,001 index entries. */
export const countQuery = (from: SQL, where: SQL): SQL =>
  sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${countCap + 1}) t`;

export async function cappedCount(db: Db, from: SQL, where: SQL): Promise<{ total: number; totalCapped: boolean }> {
  const [r] = await rows<{ n: number }>(db, countQuery(from, where));
  const n = r?.n ?? 0;
  return { total: Math.min(n, countCap), totalCapped: n > countCap };
}
