import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveryPlanList } from "@/lib/contracts/erp-production/delivery-plan";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { users } from "@/services/db/schema";
import { cu, currentStock, deliveryPlanWhere, ln, pl, planLinesFrom } from "./where";

const eu = alias(users, "eu");
const ck = alias(users, "ck");

export const deliveryPlanListRoutes = listRoutes(deliveryPlanList, {
  from: sql`${planLinesFrom} left join ${users} ${eu} on ${eu.id} = ${pl.createdBy} left join ${users} ${ck} on ${ck.id} = ${pl.checkedBy}`,
  id: sql`${ln.id}`,
  rights: { view: rights.deliveryPlan.view, export: rights.deliveryPlan.export },
  audience: "internal",
  where: (scope, f) => deliveryPlanWhere(scope, f),
  select: {
    noticeNo: sql`${pl.noticeNo}`,
    sendDate: sql`${pl.sendDate}`,
    status: sql`${pl.status}`,
    enteredBy: sql`coalesce(${eu.name}, '')`,
    enteredAt: sql`${pl.createdAt}`,
    checkedBy: sql`${ck.name}`,
    checkedAt: sql`${pl.checkedAt}`,
    customerNo: sql`${cu.customerNo}`,
    customerName: sql`${cu.name}`,
    customerPo: sql`${ln.customerPo}`,
    orderNo: sql`${ln.orderNo}`,
    projectNo: sql`${ln.projectNo}`,
    productCode: sql`${ln.productCode}`,
    specs: sql`${ln.specs}`,
    productName: sql`${ln.productName}`,
    orderQty: sql`${ln.orderQty}`,
    unsentQty: sql`${ln.unsentQty}`,
    storeArea: sql`${ln.storeArea}`,
    currentStock,
    sendNowQty: sql`${ln.sendNowQty}`,
    spareQty: sql`${ln.spareQty}`,
    remark: sql`${ln.remark}`,
    planId: sql`${pl.id}`,
  },
});
