import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { deliveryNoticeListQuery } from "@/lib/contracts/erp-purchase/delivery-notice";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";

type Filters = Omit<z.output<typeof deliveryNoticeListQuery>, "limit" | "cursor" | "sort"> & { supplierId?: number };

export function deliveryNoticeWhere(scope: Scope, f: Filters): SQL {
  return and([
    inScope(scope, sql`n.company_id`, sql`n.supplier_id`),
    f.noticeNo && startsWith(sql`n.notice_no`, f.noticeNo),
    f.deliveryNo && startsWith(sql`n.delivery_no`, f.deliveryNo),
    f.pono && sql`exists (select 1 from delivery_notice_lines dl join purchase_order_lines pl on pl.id = dl.po_line_id
      where dl.notice_id = n.id and ${startsWith(sql`pl.pono`, f.pono)})`,
    f.supplierId !== undefined && sql`n.supplier_id = ${f.supplierId}`,
    f.status && sql`n.status = ${f.status}`,
    f.urgent !== undefined && sql`n.urgent = ${f.urgent}`,
    between(sql`n.required_date`, f.requiredDateFrom, f.requiredDateTo),
    inPreset(sql`n.required_date`, f.requiredDateRange),
  ]);
}
