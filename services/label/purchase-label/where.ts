import { sql, type SQL } from "drizzle-orm";
import type { PurchaseLabelFilters } from "@/lib/contracts/label/purchase-label";
import { and, inScope, startsWith, type Scope } from "@/services/core/list";
import { b, holdsSerial } from "../batch-list";

export { b };

/** Tenant scope and the filters on label_batches `b` alone; a serial finds the batch holding it. */
export function purchaseLabelWhere(scope: Scope, f: PurchaseLabelFilters): SQL {
  return and([
    inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`),
    sql`${b.sourceType} = 'purchase_receipt'`,
    f.noticeNo && startsWith(sql`${b.docNo}`, f.noticeNo),
    f.pono && startsWith(sql`${b.pono}`, f.pono),
    f.batchNo && sql`${b.batchNo} = ${f.batchNo}`,
    f.serial && holdsSerial(f.serial),
  ]);
}
