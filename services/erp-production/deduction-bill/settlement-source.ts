import "server-only";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { SettlementLine, SettlementSource } from "@/services/erp-purchase/reconciliation-statement/settlement";
import { dateText } from "@/services/core/sql";
import { deductionBills as b, processingOrders as po } from "@/services/db/schema";

/** The list page a statement line links to, filtered to the one bill. */
const pathOf = (billNo: string) => `/processing/deduction-bill?billNo=${encodeURIComponent(billNo)}`;

/**
 * Confirmed deduction bills feed reconciliation: each confirmed bill of the period (by bill date) that no
 * live statement holds yet is one line, its amount negated (owed by the supplier). Issued, disputed and
 * withdrawn bills are not settled.
 */
export const deductionSettlementSource: SettlementSource = {
  type: "deduction",
  async lines(db, period, taken) {
    const found = await db.select({
      id: b.id, billNo: b.billNo, billDate: sql<string>`${dateText(sql`${b.billDate}`)}`, outNo: po.outNo, materialNo: po.materialNo, description: b.description,
      quantity: sql<string | null>`${b.quantity}::text`, amount: sql<string>`(-${b.amount})::numeric(18, 2)::text`,
    }).from(b).innerJoin(po, eq(po.id, b.processingOrderId))
      .where(and(eq(b.companyId, period.companyId), eq(b.supplierId, period.supplierId), eq(b.status, "confirmed"),
        between(b.billDate, sql`${period.from}::date`, sql`${period.to}::date`)))
      .orderBy(asc(b.billDate), asc(b.id));
    return found
      .filter((bill) => !taken.has(String(bill.id)))
      .map((bill): SettlementLine => ({
        sourceType: "deduction",
        sourceId: String(bill.id),
        sourceNumber: bill.billNo,
        sourcePath: pathOf(bill.billNo),
        sourceDate: bill.billDate,
        materialCode: bill.materialNo,
        description: `${bill.outNo}: ${bill.description}`,
        quantity: bill.quantity,
        unitPrice: null,
        amount: bill.amount,
      }));
  },
};
