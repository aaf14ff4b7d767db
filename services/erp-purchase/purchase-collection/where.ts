import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PurchaseCollectionFilters } from "@/lib/contracts/erp-purchase/purchase-collection";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { collectionOrders } from "@/services/db/schema";

export const c = alias(collectionOrders, "c");

/** Tenant scope and the list filters on collection_orders `c` alone, so the capped count needs no join. */
export function purchaseCollectionWhere(scope: Scope, f: PurchaseCollectionFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${c.companyId}`, sql`${c.supplierId}`),
    f.collectionNo && startsWith(sql`${c.collectionNo}`, f.collectionNo),
    f.pono && startsWith(sql`${c.pono}`, f.pono),
    f.supplierId !== undefined && sql`${c.supplierId} = ${f.supplierId}`,
    f.state && sql`${c.state} = ${f.state}`,
    f.downloadStatus === "downloaded" && sql`${c.downloadCount} > 0`,
    f.downloadStatus === "notDownloaded" && sql`${c.downloadCount} = 0`,
    between(sql`${c.collDate}`, f.collDateFrom, f.collDateTo),
    inPreset(sql`${c.collDate}`, f.collDateRange, scope),
  ]);
}
