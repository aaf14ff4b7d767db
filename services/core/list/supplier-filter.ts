import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";

/**
 * The supplier-number filter resolved to an id before the list query: with the real id the planner
 * sees how big the supplier is (supplier 1001 has a fifth of all lines) and picks an ordered index
 * scan; a sub-select hides that and costs a sort of every matching row. Unknown number → id 0 (no rows).
 */
export async function withSupplierId<F extends { venno?: string }>(db: Db, f: F): Promise<F & { supplierId?: number }> {
  if (!f.venno) return f;
  const [s] = await rows<{ id: number }>(db, sql`select id from suppliers where ven_no = ${f.venno}`);
  return { ...f, supplierId: s ? Number(s.id) : 0 };
}
