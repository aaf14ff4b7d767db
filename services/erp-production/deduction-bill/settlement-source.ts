import "server-only";
import { sql } from "drizzle-orm";
import type { SettlementLine, SettlementSource } from "@/services/core/settlement/source";
import { rows } from "@/services/db/rows";

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
    const found = await rows<{ id: number; bill_no: string; bill_date: string; out_no: string; material_no: string; description: string; quantity: string | null; amount: string }>(db, sql`
      select b.id, b.bill_no, to_char(b.bill_date, 'YYYY-MM-DD') as bill_date, po.out_no, po.material_no, b.description,
        b.quantity::text as quantity, (-b.amount)::numeric(18, 2)::text as amount
      from deduction_bills b join processing_orders po on po.id = b.processing_order_id
      where b.company_id = ${period.companyId} and b.supplier_id = ${period.supplierId} and b.status = 'confirmed'
        and b.bill_date between ${period.from}::date and ${period.to}::date
      order by b.bill_date, b.id`);
    return found
      .filter((b) => !taken.has(String(b.id)))
      .map((b): SettlementLine => ({
        sourceType: "deduction",
        sourceId: String(b.id),
        sourceNumber: b.bill_no,
        sourcePath: pathOf(b.bill_no),
        sourceDate: b.bill_date,
        materialCode: b.material_no,
        description: `${b.out_no}: ${b.description}`,
        quantity: b.quantity,
        unitPrice: null,
        amount: b.amount,
      }));
  },
};
