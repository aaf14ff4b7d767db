import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { processingOrderList } from "@/lib/contracts/erp-production/processing-order";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { processingOrders, suppliers } from "@/services/db/schema";
import { businessDayJoin } from "@/services/core/business-time";
import { overdueDays, p, processingOrderWhere } from "./where";

const s = alias(suppliers, "s");

export const processingOrderListRoutes = listRoutes(processingOrderList, {
  from: (scope) => sql`${processingOrders} ${p} join ${suppliers} ${s} on ${s.id} = ${p.supplierId} ${businessDayJoin(scope)}`,
  countFrom: sql`${processingOrders} ${p}`,
  id: sql`${p.id}`,
  // The unfinished order list (menu 42) is a view of the same rows, so its own rights open them too.
  rights: { view: [rights.processingOrder.view, rights.unfinishedOrders.view], export: [rights.processingOrder.export, rights.unfinishedOrders.export] },
  where: async (scope, filters, db) => processingOrderWhere(scope, await withSupplierId(db, filters)),
  select: {
    outNo: sql`${p.outNo}`,
    lineNo: sql`${p.lineNo}`,
    outboundDate: sql`${p.outboundDate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    materialNo: sql`${p.materialNo}`,
    processingType: sql`${p.processingType}`,
    valuationType: sql`${p.valuationType}`,
    projectNo: sql`${p.projectNo}`,
    itemNo: sql`${p.itemNo}`,
    part: sql`${p.part}`,
    receiveStatus: sql`${p.receiveStatus}`,
    priceReviewStatus: sql`${p.priceReviewStatus}`,
    processId: sql`${p.processId}`,
    processName: sql`${p.processName}`,
    unit: sql`${p.unit}`,
    outboundQty: sql`${p.outboundQty}`,
    completedQty: sql`${p.completedQty}`,
    unfinishedQty: sql`(${p.outboundQty} - ${p.completedQty})`,
    productBarcode: sql`${p.productBarcode}`,
    orderQty: sql`${p.orderQty}`,
    deliveryQty: sql`${p.deliveryQty}`,
    weight: sql`${p.weight}`,
    unitPrice: sql`${p.unitPrice}`,
    amount: sql`${p.amount}`,
    priceSettingNo: sql`${p.priceSettingNo}`,
    completionDate: sql`${p.completionDate}`,
    overdueDays,
    businessUnit: sql`${p.businessUnit}`,
    printColour: sql`${p.printColour}`,
    printSize: sql`${p.printSize}`,
    cutSize: sql`${p.cutSize}`,
    progress: sql`case when ${p.completedQty} >= ${p.outboundQty} then 'completed' else 'open' end`,
    unitDecimals: sql`${p.unitDecimals}`,
    rejectReason: sql`${p.rejectReason}`,
  },
});
