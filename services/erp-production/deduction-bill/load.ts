import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { deductionFilePath, type DeductionBillDetail } from "@/lib/contracts/erp-production/deduction-bill";
import { ownBill } from "./where";

/** One bill of the caller's scope with its evidence; a missing or another tenant's bill is the same 404. */
export async function loadBill(db: Db, scope: Scope, id: number): Promise<DeductionBillDetail> {
  const [b] = await rows<Record<string, unknown>>(db, sql`
    select b.id, b.bill_no, to_char(b.bill_date, 'YYYY-MM-DD') as bill_date, s.ven_no, s.short_name, b.reason_category,
      b.processing_order_id, po.out_no, po.project_no, b.quantity::text as quantity, b.amount::text as amount, b.currency,
      b.description, b.status, b.dispute_reason, b.answer, u.user_no || ' ' || u.name as issued_by, ${isoText(sql`b.confirmed_at`)} as confirmed_at
    from (select * from deduction_bills where id = ${id} and ${ownBill(scope)}) b
      join suppliers s on s.id = b.supplier_id join processing_orders po on po.id = b.processing_order_id join users u on u.id = b.issued_by`);
  if (!b) throw notFound();
  const files = await rows<{ id: string; name: string; kind: string; size: number }>(db, sql`
    select sf.id, sf.name, sf.kind, sf.size from deduction_bill_files f join stored_files sf on sf.id = f.file_id
    where f.bill_id = ${id} and sf.complete order by f.created_at, sf.id`);
  return {
    id: Number(b.id),
    billNo: String(b.bill_no),
    billDate: String(b.bill_date),
    venno: String(b.ven_no),
    vensname: String(b.short_name),
    reasonCategory: b.reason_category as DeductionBillDetail["reasonCategory"],
    processingOrderId: Number(b.processing_order_id),
    outNo: String(b.out_no),
    projectNo: String(b.project_no),
    quantity: (b.quantity as string | null) ?? null,
    amount: String(b.amount),
    currency: String(b.currency),
    description: String(b.description),
    status: b.status as DeductionBillDetail["status"],
    disputeReason: (b.dispute_reason as string | null) ?? null,
    answer: (b.answer as string | null) ?? null,
    issuedBy: String(b.issued_by),
    confirmedAt: (b.confirmed_at as string | null) ?? null,
    evidence: files.map((f) => ({ id: f.id, name: f.name, kind: f.kind, size: Number(f.size), url: deductionFilePath(f.id) })),
  };
}
