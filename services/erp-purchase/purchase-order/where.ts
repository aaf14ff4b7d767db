import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PurchaseOrderFilters } from "@/lib/contracts/erp-purchase/purchase-order";
import { and, between, contains, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { purchaseOrderConfirmations, purchaseOrderLines, purchaseOrders } from "@/services/db/schema";
import { dueSoon, isSendable, overdue } from "./sendable-line";

export const l = alias(purchaseOrderLines, "l");
const po = alias(purchaseOrders, "po");
const c = alias(purchaseOrderConfirmations, "c");

/** Tenant scope and the list filters on purchase_order_lines `l` (the header's columns are copied onto it). */
export function purchaseOrderWhere(scope: Scope, f: PurchaseOrderFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`),
    f.pono && startsWith(sql`${l.pono}`, f.pono),
    between(sql`${l.podate}`, f.podateFrom, f.podateTo),
    inPreset(sql`${l.podate}`, f.podateRange, scope),
    between(sql`${l.deldate}`, f.deldateFrom, f.deldateTo),
    inPreset(sql`${l.deldate}`, f.deldateRange, scope),
    f.supplierId !== undefined && sql`${l.supplierId} = ${f.supplierId}`,
    f.item && sql`${startsWith(sql`${l.itemno}`, f.item)} or ${contains(sql`${l.itemdesc}`, f.item)}`,
    f.receiveStatus && sql`${l.receiveStatus} = ${f.receiveStatus}`,
    f.auditStatus && sql`${l.auditStatus} = ${f.auditStatus}`,
    f.priceReviewStatus &&
      sql`exists (select 1 from ${purchaseOrders} ${po} where ${po.id} = ${l.orderId} and ${po.priceReviewStatus} = ${f.priceReviewStatus})`,
    f.completeStatus && sql`${l.completeStatus} = ${f.completeStatus}`,
    f.isSend !== undefined && sql`${l.isSend} = ${f.isSend}`,
    f.due && isSendable(l),
    f.due === "soon" && dueSoon(l, scope),
    f.due === "overdue" && overdue(l, scope),
    f.awaiting === "answer" && sql`${l.completeStatus} = 'open' and exists (select 1 from ${purchaseOrderConfirmations} ${c}
      where ${c.lineId} = ${l.id} and ${c.answer} is null and ${c.decision} in ('partial', 'backorder', 'decline'))`,
  ]);
}
