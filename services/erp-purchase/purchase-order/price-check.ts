import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { decCmp } from "@/lib/contracts/decimal";
import type { PriceCheckLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { inScope, type Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { priceRecords, purchaseOrderLines as l, purchaseOrders as o } from "@/services/db/schema";

const r = priceRecords;
const text = <T = string>(v: unknown): SQL<T> => sql<T>`(${v})::text`;

/**
 * Each line of an order in the caller's scope against its valid price record: the record of the order's
 * supplier for the material, in the order's currency, valid on the order date; an exact match first,
 * otherwise the latest valid one, so a mismatch shows the price the buyer agreed. Empty when the order is
 * not in scope. The one place the price review is decided: the review action and the detail both use it.
 */
export async function priceCheck(db: Db, scope: Scope, orderId: number): Promise<PriceCheckLine[]> {
  const record = db
    .select({ price: r.unitPrice, validFrom: r.validFrom, validTo: r.validTo })
    .from(r)
    .where(and(eq(r.companyId, o.companyId), eq(r.supplierId, o.supplierId), eq(r.itemno, l.itemno), eq(r.currency, o.currency),
      sql`${o.podate} between ${r.validFrom} and ${r.validTo}`))
    .orderBy(desc(sql`${r.unitPrice} = ${l.dj}`), desc(r.validFrom), desc(r.id))
    .limit(1)
    .as("record");
  const diff = sql`(${l.dj} - ${record.price})`;
  const found = await db
    .select({
      lineNo: l.lineNo, itemno: l.itemno, itemdesc: l.itemdesc, dj: text<string>(l.dj),
      recordPrice: text<string | null>(record.price),
      recordValidFrom: text<string | null>(record.validFrom), recordValidTo: text<string | null>(record.validTo),
      diff: text<string | null>(diff),
      diffPct: text<string | null>(sql`round(${diff} * 100 / nullif(${record.price}, 0), 2)`),
    })
    .from(l)
    .innerJoin(o, eq(o.id, l.orderId))
    .leftJoinLateral(record, sql`true`)
    .where(and(eq(l.orderId, orderId), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`)))
    .orderBy(asc(l.lineNo));
  return found.map((line) => ({ ...line, passed: line.recordPrice !== null && decCmp(line.recordPrice, line.dj) === 0 }));
}
