import { and, eq, isNull, sql } from "drizzle-orm";
import { deductionBillOps } from "@/lib/contracts/erp-production/deduction-bill";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { documentNo } from "@/services/core/business-time";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { deductionBillFiles, deductionBillNoSeq, deductionBills, processingOrders as po } from "@/services/db/schema";
import { loadBill } from "./load";
import { quantityValue, type MessageValue } from "@/lib/number-format";
import { deductionBillAuditEntity } from "./events";

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
      const [order] = await rows<{ id: number; supplierId: number; outboundQty: string }>(tx, sql`
        select ${po.id} as id, ${po.supplierId} as "supplierId", ${po.outboundQty}::text as "outboundQty" from ${po}
        where ${po.id} = ${body.processingOrderId} and ${inScope(scope, sql`${po.companyId}`, sql`${po.supplierId}`)}`);
      if (!order) throw invalid("processingOrderId", "validation.deductionBill.order");
      if (body.quantity && decCmp(body.quantity, order.outboundQty) > 0) {
        throw invalid("quantity", "validation.deductionBill.quantityOverOrder", { max: quantityValue(order.outboundQty) });
      }
      const [bill] = await tx.insert(deductionBills).values({
        companyId: scope.companyId, supplierId: order.supplierId, billNo: documentNo("KK", scope, deductionBillNoSeq), billDate: body.billDate,
        reasonCategory: body.reasonCategory, processingOrderId: order.id, quantity: body.quantity ?? null, amount: body.amount,
        description: body.description, issuedBy: scope.userId, createdBy: scope.userId, modifiedBy: scope.userId,
      }).returning({ id: deductionBills.id, billNo: deductionBills.billNo });
      const ids = [...new Set(body.evidenceIds)];
      if (ids.length) {
        const f = deductionBillFiles;
        const bound = await tx.update(f).set({ billId: bill!.id })
          .where(and(sql`${f.fileId} in (${sql.join(ids.map((file) => sql`${file}::uuid`), sql`, `)})`, isNull(f.billId),
            eq(f.createdBy, scope.userId), eq(f.companyId, scope.companyId)))
          .returning({ fileId: f.fileId });
        if (bound.length !== ids.length) throw invalid("evidenceIds", "validation.deductionBill.evidenceUnknown");
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: deductionBillAuditEntity, entityId: bill!.id, action: "issueDeduction", from: null, to: "issued",
        detail: { billNo: bill!.billNo, amount: body.amount, quantity: body.quantity ?? null, reasonCategory: body.reasonCategory, evidence: ids.length },
      });
      return Number(bill!.id);
    });
    return loadBill(db, scope, id);
  },
});
