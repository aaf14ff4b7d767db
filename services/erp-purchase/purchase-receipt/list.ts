import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { purchaseReceiptList } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { deliveryNotices, goodsReceipts, suppliers, users } from "@/services/db/schema";
import { purchaseReceiptWhere, r } from "./where";

const s = alias(suppliers, "s");
const n = alias(deliveryNotices, "n");
const cu = alias(users, "cu");

export const purchaseReceiptListRoutes = listRoutes(purchaseReceiptList, {
  from: sql`${goodsReceipts} ${r} join ${suppliers} ${s} on ${s.id} = ${r.supplierId}
    join ${deliveryNotices} ${n} on ${n.id} = ${r.noticeId} left join ${users} ${cu} on ${cu.id} = ${r.createdBy}`,
  countFrom: sql`${goodsReceipts} ${r}`,
  id: sql`${r.id}`,
  rights: { view: rights.purchaseReceipt.view, export: rights.purchaseReceipt.export },
  where: async (scope, filters, db) => purchaseReceiptWhere(scope, await withSupplierId(db, filters)),
  select: {
    recno: sql`${r.recno}`,
    recdate: sql`${r.recdate}`,
    rectype: sql`${r.rectype}`,
    status: sql`${r.status}`,
    noticeNo: sql`${n.noticeNo}`,
    venno: sql`${s.venNo}`,
    venname: sql`${s.shortName}`,
    subcompanyid: sql`${r.subcompany}`,
    carno: sql`${r.keeper}`,
    receiver: sql`${r.receiver}`,
    lineCount: sql`${r.lineCount}`,
    totalRecqty: sql`${r.totalRecqty}`,
    totalPassqty: sql`${r.totalPassqty}`,
    totalRejectqty: sql`${r.totalRejectqty}`,
    totalInstoreqty: sql`${r.totalInstoreqty}`,
    hasDifference: sql`${r.hasDifference}`,
    remark: sql`${r.remark}`,
    userid: sql`${cu.name}`,
    inputdate: sql`${r.createdAt}`,
    noticeId: sql`${r.noticeId}`,
  },
});
