import { asc, eq, sql } from "drizzle-orm";
import type { CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { collectionOrderLines as cl } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { purchaseCollectionListRoutes } from "./list";
import { c } from "./where";

/** A collection order (its list row) with its material lines; another tenant's order is a 404. */
export async function loadCollectionDetail(db: Db, scope: Scope, id: number): Promise<CollectionDetail> {
  const spec = purchaseCollectionListRoutes.spec;
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns} from ${spec.from}
    where ${c.id} = ${id} and ${inScope(scope, sql`${c.companyId}`, sql`${c.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await db
    .select({ id: cl.id, lineNo: cl.lineNo, itemname: cl.itemname, itemno: cl.itemno, specs: cl.specs, unit: cl.unit,
      quantity: cl.quantity, price: cl.price, amount: cl.amount })
    .from(cl)
    .where(eq(cl.collectionId, id))
    .orderBy(asc(cl.lineNo));
  return { ...spec.map(head), lines };
}
