import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { rights } from "@/lib/rights/codes";
import { companyDateOf } from "@/services/core/business-time";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { purchaseOrderConfirmations, purchaseOrderLines, purchaseOrders, suppliers } from "@/services/db/schema";
import { l, purchaseOrderWhere } from "./where";

const o = alias(purchaseOrders, "o");
const s = alias(suppliers, "s");
const c = alias(purchaseOrderConfirmations, "c");
/** A sub-select, not a join: it runs for the page's rows only and leaves the index order intact. */
const decision = sql`(select ${c.decision} from ${purchaseOrderConfirmations} ${c} where ${c.lineId} = ${l.id})`;

export const purchaseOrderListRoutes = listRoutes(purchaseOrderList, {
  from: sql`${purchaseOrderLines} ${l} join ${purchaseOrders} ${o} on ${o.id} = ${l.orderId} join ${suppliers} ${s} on ${s.id} = ${l.supplierId}`,
  countFrom: sql`${purchaseOrderLines} ${l}`,
  id: sql`${l.id}`,
  rights: { view: rights.purchaseOrder.view, export: rights.purchaseOrder.export },
  where: async (scope, filters, db) => purchaseOrderWhere(scope, await withSupplierId(db, filters)),
  select: {
    pono: sql`${l.pono}`,
    podate: sql`${l.podate}`,
    receiveDate: companyDateOf(sql`${o.receivedAt}`, sql`${o.companyId}`),
    deldate: sql`${l.deldate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    username: sql`${o.buyer}`,
    subcompanyid: sql`${o.subcompany}`,
    lineNo: sql`${l.lineNo}`,
    itemno: sql`${l.itemno}`,
    itemdesc: sql`${l.itemdesc}`,
    locTypeName: sql`${l.locTypeName}`,
    specs: sql`${l.specs}`,
    packunit: sql`${l.packunit}`,
    payqty: sql`${l.payqty}`,
    remainQty: sql`${l.remainQty}`,
    sentQty: sql`${l.sentQty}`,
    focqty: sql`${l.focqty}`,
    hsdj: sql`${l.hsdj}`,
    dj: sql`${l.dj}`,
    amount: sql`${l.amount}`,
    currency: sql`${o.currency}`,
    gsm: sql`${l.gsm}`,
    recqty: sql`${l.recqty}`,
    recfocqty: sql`${l.recfocqty}`,
    instoreqty: sql`${l.instoreqty}`,
    reqno: sql`${l.reqno}`,
    rejectqty: sql`${l.rejectqty}`,
    rejectfocqty: sql`${l.rejectfocqty}`,
    remark: sql`${l.remark}`,
    completeStatus: sql`${l.completeStatus}`,
    tonnageprice: sql`${l.tonnageprice}`,
    opPerson: sql`${o.opPerson}`,
    poType: sql`${o.poType}`,
    isSend: sql`${l.isSend}`,
    auditStatus: sql`${l.auditStatus}`,
    receiveStatus: sql`${l.receiveStatus}`,
    priceReviewStatus: sql`${o.priceReviewStatus}`,
    confirmStatus: decision,
    orderId: sql`${l.orderId}`,
    rejectReason: sql`${o.rejectReason}`,
  },
});
