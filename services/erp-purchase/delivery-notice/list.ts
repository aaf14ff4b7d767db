import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveryNoticeList, type DeliveryNoticeFilters } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { companies, deliveryNoticeLines, deliveryNotices, purchaseOrderLines, suppliers, users } from "@/services/db/schema";

export const n = alias(deliveryNotices, "n");
const s = alias(suppliers, "s");
const co = alias(companies, "co");
const cu = alias(users, "cu");
const dl = alias(deliveryNoticeLines, "dl");
const pl = alias(purchaseOrderLines, "pl");

/** Tenant scope and the list filters on delivery_notices `n`. */
export function deliveryNoticeWhere(scope: Scope, f: DeliveryNoticeFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`),
    f.noticeNo && startsWith(sql`${n.noticeNo}`, f.noticeNo),
    f.deliveryNo && startsWith(sql`${n.deliveryNo}`, f.deliveryNo),
    f.pono && sql`exists (select 1 from ${deliveryNoticeLines} ${dl} join ${purchaseOrderLines} ${pl} on ${pl.id} = ${dl.poLineId}
      where ${dl.noticeId} = ${n.id} and ${startsWith(sql`${pl.pono}`, f.pono)})`,
    f.supplierId !== undefined && sql`${n.supplierId} = ${f.supplierId}`,
    f.status && sql`${n.status} = ${f.status}`,
    f.urgent !== undefined && sql`${n.urgent} = ${f.urgent}`,
    between(sql`${n.requiredDate}`, f.requiredDateFrom, f.requiredDateTo),
    inPreset(sql`${n.requiredDate}`, f.requiredDateRange, scope),
  ]);
}

export const deliveryNoticeListRoutes = listRoutes(deliveryNoticeList, {
  from: sql`${deliveryNotices} ${n} join ${suppliers} ${s} on ${s.id} = ${n.supplierId}
    join ${companies} ${co} on ${co.id} = ${n.companyId} left join ${users} ${cu} on ${cu.id} = ${n.createdBy}`,
  countFrom: sql`${deliveryNotices} ${n}`,
  id: sql`${n.id}`,
  rights: { view: rights.deliveryNotice.view, export: rights.deliveryNotice.export },
  where: async (scope, filters, db) => deliveryNoticeWhere(scope, await withSupplierId(db, filters)),
  select: {
    noticeNo: sql`${n.noticeNo}`,
    status: sql`${n.status}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    deliveryNo: sql`${n.deliveryNo}`,
    requiredDept: sql`${n.requiredDept}`,
    requiredDate: sql`${n.requiredDate}`,
    deliverDate: sql`${n.deliverDate}`,
    urgent: sql`${n.urgent}`,
    receiveCompany: sql`${co.accountName}`,
    receiveAddress: sql`${n.receiveAddress}`,
    storageLocation: sql`${n.storageLocation}`,
    deliveryMethod: sql`${n.deliveryMethod}`,
    lotNo: sql`${n.lotNo}`,
    carPlate: sql`${n.carPlate}`,
    driverPhone: sql`${n.driverPhone}`,
    lineCount: sql`${n.lineCount}`,
    totalQty: sql`${n.totalQty}`,
    remark: sql`${n.remark}`,
    createdBy: sql`${cu.name}`,
    createdAt: sql`${n.createdAt}`,
  },
});
