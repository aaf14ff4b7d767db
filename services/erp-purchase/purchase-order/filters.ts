import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { purchaseOrderListQuery } from "@/lib/contracts/erp-purchase/purchase-order";
import { and, between, contains, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { dueSoon, isOpenLine, overdue } from "./open-line";

type Filters = Omit<z.output<typeof purchaseOrderListQuery>, "limit" | "cursor" | "sort"> & { supplierId?: number };

/** Tenant scope and the list filters on purchase_order_lines `l` (header columns are copied onto it). */
export function purchaseOrderWhere(scope: Scope, f: Filters): SQL {
  return and([
    inScope(scope, sql`l.company_id`, sql`l.supplier_id`),
    f.pono && startsWith(sql`l.pono`, f.pono),
    between(sql`l.podate`, f.podateFrom, f.podateTo),
    inPreset(sql`l.podate`, f.podateRange),
    between(sql`l.deldate`, f.deldateFrom, f.deldateTo),
    inPreset(sql`l.deldate`, f.deldateRange),
    f.supplierId !== undefined && sql`l.supplier_id = ${f.supplierId}`,
    f.item && sql`${startsWith(sql`l.itemno`, f.item)} or ${contains(sql`l.itemdesc`, f.item)}`,
    f.receiveStatus && sql`l.receive_status = ${f.receiveStatus}`,
    f.auditStatus && sql`l.audit_status = ${f.auditStatus}`,
    f.priceReviewStatus &&
      sql`exists (select 1 from purchase_orders po where po.id = l.order_id and po.price_review_status = ${f.priceReviewStatus})`,
    f.completeStatus && sql`l.complete_status = ${f.completeStatus}`,
    f.isSend !== undefined && sql`l.is_send = ${f.isSend}`,
    f.due && isOpenLine("l"),
    f.due === "soon" && dueSoon("l"),
    f.due === "overdue" && overdue("l"),
  ]);
}
