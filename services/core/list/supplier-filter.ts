import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { suppliers } from "@/services/db/schema";
import { frozen } from "../sql";

/** The lookup up to its one parameter, the supplier number: rendered once, not on every request. */
const byVenNo = frozen(sql`select ${suppliers.id} as id from ${suppliers} where ${suppliers.venNo} =`);

/**
 * The supplier-number filter resolved to an id before the list query: with the real id the planner
 * sees how big the supplier is (supplier 1001 has a fifth of all lines) and picks an ordered index
 * scan; a sub-select hides that and costs a sort of every matching row. Unknown number → id 0 (no rows).
 */
export async function withSupplierId<F extends { venno?: string }>(db: Db, f: F): Promise<F & { supplierId?: number }> {
  if (!f.venno) return f;
  const [s] = await rows<{ id: number }>(db, sql`${byVenNo} ${f.venno}`);
  return { ...f, supplierId: s?.id ?? 0 };
}
