import { sql } from "drizzle-orm";
import { deductionBillOps } from "@/lib/contracts/erp-production/deduction-bill";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { documentNo } from "@/services/core/business-time";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { deductionBillNoSeq } from "@/services/db/schema";
import { deductionAuditEntity } from "./where";
import { loadBill } from "./load";
import { quantityValue, type MessageValue } from "@/lib/quantity-format";

const invalid = (field: string, key: string, values: Record<string, MessageValue> = {}) =>
  new AppError("VALIDATION", "errors.validation", values, { [field]: [key] });

/**
 * The buyer issues a bill against the supplier of one of the company's outsourced orders. The bill date is
 * not after the business day, a quantity not above the order's outbound quantity, and the evidence files
 * are the caller's own unbound uploads. Number, bill, evidence binding and audit in one transaction.
 */
export const issueDeduction = defineRoute(deductionBillOps.issue, {
  rights: [rights.deductionBill.add],
  audience: "internal",
  handler: async ({ db, scope, body }) => {
    if (body.billDate > scope.today) throw invalid("billDate", "validation.deductionBill.billDateFuture", { today: scope.today });
    const id = await db.transaction(async (tx) => {
      const [order] = await rows<{ id: number; supplier_id: number; outbound_qty: string }>(tx, sql`
        select id, supplier_id, outbound_qty::text as outbound_qty from processing_orders
        where id = ${body.processingOrderId} and ${inScope(scope, sql`company_id`, sql`supplier_id`)}`);
      if (!order) throw invalid("processingOrderId", "validation.deductionBill.order");
      if (body.quantity && decCmp(body.quantity, order.outbound_qty) > 0) {
        throw invalid("quantity", "validation.deductionBill.quantityOverOrder", { max: quantityValue(order.outbound_qty) });
      }
      const [bill] = await rows<{ id: number; bill_no: string }>(tx, sql`
        insert into deduction_bills (company_id, supplier_id, bill_no, bill_date, reason_category, processing_order_id, quantity, amount,
          description, issued_by, created_by, modified_by)
        values (${scope.companyId}, ${order.supplier_id}, ${documentNo("KK", scope, deductionBillNoSeq)}, ${body.billDate}, ${body.reasonCategory},
          ${order.id}, ${body.quantity ?? null}, ${body.amount}, ${body.description}, ${scope.userId}, ${scope.userId}, ${scope.userId})
        returning id, bill_no`);
      const ids = [...new Set(body.evidenceIds)];
      if (ids.length) {
        const bound = await rows<{ file_id: string }>(tx, sql`
          update deduction_bill_files set bill_id = ${bill!.id}
          where file_id in (${sql.join(ids.map((f) => sql`${f}::uuid`), sql`, `)}) and bill_id is null
            and created_by = ${scope.userId} and company_id = ${scope.companyId}
          returning file_id`);
        if (bound.length !== ids.length) throw invalid("evidenceIds", "validation.deductionBill.evidenceUnknown");
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deductionAuditEntity, entityId: bill!.id, action: "issueDeduction", from: null, to: "issued",
        detail: { billNo: bill!.bill_no, amount: body.amount, quantity: body.quantity ?? null, reasonCategory: body.reasonCategory, evidence: ids.length },
      });
      return Number(bill!.id);
    });
    return loadBill(db, scope, id);
  },
});
