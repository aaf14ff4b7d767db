import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { int, str } from "@/services/core/sql";
import { collectionColumnsSql, collectionFrom, collectionRowOf } from "./list-spec";

export async function loadCollectionDetail(db: Db, scope: Scope, id: number): Promise<CollectionDetail> {
  const [c] = await rows<Record<string, unknown>>(db, sql`
    select ${collectionColumnsSql} from ${collectionFrom}
    where c.id = ${id} and ${inScope(scope, sql`c.company_id`, sql`c.supplier_id`)}`);
  if (!c) throw notFound();
  const lines = await rows<Record<string, unknown>>(db, sql`
    select id, line_no, itemname, itemno, specs, unit, quantity, price, amount
    from collection_order_lines where collection_id = ${id} order by line_no`);
  return {
    ...collectionRowOf(c),
    lines: lines.map((l) => ({
      id: int(l.id),
      lineNo: int(l.line_no),
      itemname: str(l.itemname),
      itemno: str(l.itemno),
      specs: str(l.specs),
      unit: str(l.unit),
      quantity: str(l.quantity),
      price: str(l.price),
      amount: str(l.amount),
    })),
  };
}
