import { asc, eq, sql } from "drizzle-orm";
import type { VmiMaterialDetail } from "@/lib/contracts/erp-purchase/vmi-inventory";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { isoOf, isoText } from "@/services/core/sql";
import { vmiStock } from "@/services/db/schema";
import { materialFrom, materialSelect, m } from "./where";

const decimals = new Set(["onHand", "minQty", "maxQty", "suggestedQty", "agreedPrice"]);
const selected = sql.join(
  Object.entries(materialSelect).map(([k, v]) =>
    k === "lastMovedAt" ? sql`${isoText(v)} as "${sql.raw(k)}"` : decimals.has(k) ? sql`(${v})::text as "${sql.raw(k)}"` : sql`${v} as "${sql.raw(k)}"`),
  sql`, `,
);

/** One VMI material in the caller's scope with its stock per location; another tenant's answers 404. */
export async function loadVmiMaterial(db: Db, scope: Scope, id: number): Promise<VmiMaterialDetail> {
  const [row] = await rows<Omit<VmiMaterialDetail, "stock" | "id"> & { id: number }>(db, sql`
    select ${m.id} as id, ${selected} from ${materialFrom}
    where ${m.id} = ${id} and ${inScope(scope, sql`${m.companyId}`, sql`${m.supplierId}`)}`);
  if (!row) throw notFound();
  const stock = await db.select({ location: vmiStock.location, onHand: vmiStock.onHand, lastMovedAt: isoOf(vmiStock.lastMovedAt) })
    .from(vmiStock).where(eq(vmiStock.materialId, id)).orderBy(asc(vmiStock.location));
  return { ...row, id: Number(row.id), supplierId: Number(row.supplierId), stock };
}
