import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PurchaseReceiptFilters } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { deliveryNotices, goodsReceiptLines, goodsReceipts, purchaseOrderLines } from "@/services/db/schema";

export const r = alias(goodsReceipts, "r");
const dn = alias(deliveryNotices, "dn");
const gl = alias(goodsReceiptLines, "gl");
const pl = alias(purchaseOrderLines, "pl");

/** Tenant scope and the list filters on goods_receipts `r` alone, so the capped count needs no join. */
export function purchaseReceiptWhere(scope: Scope, f: PurchaseReceiptFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`),
    f.recno && startsWith(sql`${r.recno}`, f.recno),
    f.noticeNo &&
      sql`exists (select 1 from ${deliveryNotices} ${dn} where ${dn.id} = ${r.noticeId} and ${startsWith(sql`${dn.noticeNo}`, f.noticeNo)})`,
    f.pono &&
      sql`exists (select 1 from ${goodsReceiptLines} ${gl} join ${purchaseOrderLines} ${pl} on ${pl.id} = ${gl.poLineId}
        where ${gl.receiptId} = ${r.id} and ${startsWith(sql`${pl.pono}`, f.pono)})`,
    f.supplierId !== undefined && sql`${r.supplierId} = ${f.supplierId}`,
    f.status && sql`${r.status} = ${f.status}`,
    between(sql`${r.recdate}`, f.recdateFrom, f.recdateTo),
    inPreset(sql`${r.recdate}`, f.recdateRange, scope),
  ]);
}
