import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { collectionListQuery } from "@/lib/contracts/erp-purchase/purchase-collection";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";

type Filters = Omit<z.output<typeof collectionListQuery>, "limit" | "cursor" | "sort"> & { supplierId?: number };

export function collectionWhere(scope: Scope, f: Filters): SQL {
  return and([
    inScope(scope, sql`c.company_id`, sql`c.supplier_id`),
    f.collectionNo && startsWith(sql`c.collection_no`, f.collectionNo),
    f.pono && startsWith(sql`c.pono`, f.pono),
    f.supplierId !== undefined && sql`c.supplier_id = ${f.supplierId}`,
    f.state && sql`c.state = ${f.state}`,
    f.downloadStatus === "downloaded" && sql`c.download_count > 0`,
    f.downloadStatus === "notDownloaded" && sql`c.download_count = 0`,
    between(sql`c.coll_date`, f.collDateFrom, f.collDateTo),
    inPreset(sql`c.coll_date`, f.collDateRange),
  ]);
}
