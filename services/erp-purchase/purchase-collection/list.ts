import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { purchaseCollectionList } from "@/lib/contracts/erp-purchase/purchase-collection";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { collectionOrders, suppliers } from "@/services/db/schema";
import { c, purchaseCollectionWhere } from "./where";

const s = alias(suppliers, "s");

export const purchaseCollectionListRoutes = listRoutes(purchaseCollectionList, {
  from: sql`${collectionOrders} ${c} join ${suppliers} ${s} on ${s.id} = ${c.supplierId}`,
  countFrom: sql`${collectionOrders} ${c}`,
  id: sql`${c.id}`,
  rights: { view: rights.purchaseCollection.view, export: rights.purchaseCollection.export },
  where: async (scope, filters, db) => purchaseCollectionWhere(scope, await withSupplierId(db, filters)),
  select: {
    collectionNo: sql`${c.collectionNo}`,
    collDate: sql`${c.collDate}`,
    pono: sql`${c.pono}`,
    buyer: sql`${c.buyer}`,
    currency: sql`${c.currency}`,
    state: sql`${c.state}`,
    totalAmount: sql`${c.totalAmount}`,
    orderCount: sql`${c.orderCount}`,
    deliveredCount: sql`${c.deliveredCount}`,
    tradingCompany: sql`${c.tradingCompany}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    downloadCount: sql`${c.downloadCount}`,
    lastDownloader: sql`${c.lastDownloader}`,
    lastDownloadAt: sql`${c.lastDownloadAt}`,
  },
});
