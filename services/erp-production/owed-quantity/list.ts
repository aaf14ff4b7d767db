import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { owedQuantityList } from "@/lib/contracts/erp-production/owed-quantity";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { owedQuantityOrders, suppliers, users } from "@/services/db/schema";
import { owedWhere, q } from "./where";

const s = alias(suppliers, "s");
const u = alias(users, "u");

export const owedQuantityListRoutes = listRoutes(owedQuantityList, {
  from: sql`${owedQuantityOrders} ${q} join ${suppliers} ${s} on ${s.id} = ${q.supplierId} left join ${users} ${u} on ${u.id} = ${q.answeredBy}`,
  countFrom: sql`${owedQuantityOrders} ${q}`,
  id: sql`${q.id}`,
  rights: { view: rights.owedQuantity.view, export: rights.owedQuantity.export },
  where: async (scope, filters, db) => owedWhere(scope, await withSupplierId(db, filters)),
  select: {
    owedNo: sql`${q.owedNo}`,
    billDate: sql`${q.billDate}`,
    venno: sql`${s.venNo}`,
    vensname: sql`${s.shortName}`,
    projectNo: sql`${q.projectNo}`,
    workNo: sql`${q.workNo}`,
    owedItemNo: sql`${q.owedItemNo}`,
    owedItemName: sql`${q.owedItemName}`,
    owedType: sql`${q.owedType}`,
    shouldQty: sql`${q.shouldQty}`,
    finishedQty: sql`${q.finishedQty}`,
    owedQty: sql`${q.owedQty}`,
    complementQty: sql`${q.complementQty}`,
    status: sql`${q.status}`,
    disputeReason: sql`${q.disputeReason}`,
    answeredBy: sql`${u.userNo} || ' ' || ${u.name}`,
    answeredAt: sql`${q.answeredAt}`,
  },
});
