import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { receiptListQuery } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";

type Filters = Omit<z.output<typeof receiptListQuery>, "limit" | "cursor" | "sort"> & { supplierId?: number };

/** On goods_receipts `r` alone, so the capped count needs no join. */
export function receiptWhere(scope: Scope, f: Filters): SQL {
  return and([
    inScope(scope, sql`r.company_id`, sql`r.supplier_id`),
    f.recno && startsWith(sql`r.recno`, f.recno),
    f.noticeNo && sql`exists (select 1 from delivery_notices dn where dn.id = r.notice_id and ${startsWith(sql`dn.notice_no`, f.noticeNo)})`,
    f.pono && sql`exists (select 1 from goods_receipt_lines gl join purchase_order_lines pl on pl.id = gl.po_line_id
      where gl.receipt_id = r.id and ${startsWith(sql`pl.pono`, f.pono)})`,
    f.supplierId !== undefined && sql`r.supplier_id = ${f.supplierId}`,
    f.status && sql`r.status = ${f.status}`,
    between(sql`r.recdate`, f.recdateFrom, f.recdateTo),
    inPreset(sql`r.recdate`, f.recdateRange),
  ]);
}
