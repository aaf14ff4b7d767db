import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryPlanOps, type LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import { customers, deliveryPlanLines as l, deliveryPlans as p } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { dateText } from "@/services/core/sql";

/**
 * Step one of a delivery note: a confirmed notice of the caller's company, its customers and its lines with
 * something left to send. Anything else answers "No corresponding data can be found…".
 */
export const lookupPlan = defineRoute(deliveryPlanOps.lookup, {
  rights: [rights.deliveryNote.add],
  audience: "internal",
  handler: async ({ db, scope, query }) => {
    const [plan] = await db.select({ planId: p.id, noticeNo: p.noticeNo, sendDate: sql<string>`${dateText(sql`${p.sendDate}`)}` }).from(p)
      .where(and(eq(p.companyId, scope.companyId), eq(p.noticeNo, query.noticeNo), eq(p.status, "confirmed")));
    if (!plan) throw new AppError("NOT_FOUND", "errors.deliveryNote.noticeNotFound");
    const text = (column: AnyPgColumn) => sql<string>`${column}::text`;
    const lines = await db.select({
      planLineId: l.id, customerId: l.customerId, orderNo: l.orderNo, customerPo: l.customerPo, projectNo: l.projectNo,
      customerPartNo: l.customerPartNo, productCode: l.productCode, productName: l.productName, specs: l.specs, category: l.category,
      itemNo: l.itemNo, unit: l.unit, storeArea: l.storeArea, orderQty: text(l.orderQty), unsentQty: text(l.unsentQty), neededQty: text(l.neededQty),
      returnsQty: text(l.returnsQty), sendNowQty: text(l.sendNowQty), spareUnsentQty: text(l.spareUnsentQty), perPackQty: text(l.perPackQty),
    }).from(l).where(sql`${l.planId} = ${plan.planId} and (${l.unsentQty} > 0 or ${l.spareUnsentQty} > 0)`).orderBy(asc(l.lineNo));
    if (!lines.length) throw new AppError("NOT_FOUND", "errors.deliveryNote.noticeNotFound");
    const ids = [...new Set(lines.map((line) => line.customerId))];
    const c = customers;
    const custs = await db.select({ id: c.id, customerNo: c.customerNo, name: c.name, address: c.address, contact: c.contact, phone: c.phone,
      deliveryUnit: c.deliveryUnit, settlementLegalPerson: c.settlementLegalPerson }).from(c)
      .where(and(eq(c.companyId, scope.companyId), inArray(c.id, ids))).orderBy(asc(c.customerNo));
    const result: LookupResult = { ...plan, customers: custs, lines };
    return result;
  },
});
