import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryPlanOps, type LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import { rows } from "@/services/db/rows";
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
    const [plan] = await rows<{ id: number; notice_no: string; send_date: string }>(db, sql`
      select id, notice_no, ${dateText(sql`send_date`)} as send_date from delivery_plans
      where company_id = ${scope.companyId} and notice_no = ${query.noticeNo} and status = 'confirmed'`);
    if (!plan) throw new AppError("NOT_FOUND", "errors.deliveryNote.noticeNotFound");
    const lines = await rows<Record<string, string>>(db, sql`
      select l.id, l.customer_id, l.order_no, l.customer_po, l.project_no, l.customer_part_no, l.product_code, l.product_name,
        l.specs, l.category, l.item_no, l.unit, l.store_area, l.order_qty::text, l.unsent_qty::text, l.needed_qty::text,
        l.returns_qty::text, l.send_now_qty::text, l.spare_unsent_qty::text, l.per_pack_qty::text
      from delivery_plan_lines l where l.plan_id = ${plan.id} and (l.unsent_qty > 0 or l.spare_unsent_qty > 0) order by l.line_no`);
    if (!lines.length) throw new AppError("NOT_FOUND", "errors.deliveryNote.noticeNotFound");
    const ids = [...new Set(lines.map((l) => Number(l.customer_id)))];
    const custs = await rows<Record<string, string>>(db, sql`
      select id, customer_no, name, address, contact, phone, delivery_unit, settlement_legal_person from customers
      where company_id = ${scope.companyId} and id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by customer_no`);
    const result: LookupResult = {
      planId: Number(plan.id), noticeNo: plan.notice_no, sendDate: plan.send_date,
      customers: custs.map((c) => ({
        id: Number(c.id), customerNo: c.customer_no!, name: c.name!, address: c.address!, contact: c.contact!, phone: c.phone!,
        deliveryUnit: c.delivery_unit!, settlementLegalPerson: c.settlement_legal_person!,
      })),
      lines: lines.map((l) => ({
        planLineId: Number(l.id), customerId: Number(l.customer_id), orderNo: l.order_no!, customerPo: l.customer_po!, projectNo: l.project_no!,
        customerPartNo: l.customer_part_no!, productCode: l.product_code!, productName: l.product_name!, specs: l.specs!, category: l.category!,
        itemNo: l.item_no!, unit: l.unit!, storeArea: l.store_area!, orderQty: l.order_qty!, unsentQty: l.unsent_qty!, neededQty: l.needed_qty!,
        returnsQty: l.returns_qty!, sendNowQty: l.send_now_qty!, spareUnsentQty: l.spare_unsent_qty!, perPackQty: l.per_pack_qty!,
      })),
    };
    return result;
  },
});
