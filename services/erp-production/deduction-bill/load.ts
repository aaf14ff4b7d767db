import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { dateText, isoOf } from "@/services/core/sql";
import { deductionBillFiles, deductionBills, processingOrders, storedFiles, suppliers, users } from "@/services/db/schema";
import { deductionFilePath, type DeductionBillDetail } from "@/lib/contracts/erp-production/deduction-bill";

const b = alias(deductionBills, "b");
const s = alias(suppliers, "s");
const po = alias(processingOrders, "po");
const u = alias(users, "u");
const f = alias(deductionBillFiles, "f");
const sf = alias(storedFiles, "sf");

/** One bill of the caller's scope with its evidence; a missing or another tenant's bill is the same 404. */
export async function loadBill(db: Db, scope: Scope, id: number): Promise<DeductionBillDetail> {
  const [bill] = await db.select({
    id: b.id,
    billNo: b.billNo,
    billDate: sql<string>`${dateText(sql`${b.billDate}`)}`,
    venno: s.venNo,
    vensname: sql<string>`${s.shortName}`,
    reasonCategory: sql<DeductionBillDetail["reasonCategory"]>`${b.reasonCategory}`,
    processingOrderId: b.processingOrderId,
    outNo: po.outNo,
    projectNo: sql<string>`${po.projectNo}`,
    quantity: sql<string | null>`${b.quantity}::text`,
    amount: sql<string>`${b.amount}::text`,
    currency: b.currency,
    description: b.description,
    status: sql<DeductionBillDetail["status"]>`${b.status}`,
    disputeReason: b.disputeReason,
    answer: b.answer,
    issuedBy: sql<string>`${u.userNo} || ' ' || ${u.name}`,
    confirmedAt: isoOf(b.confirmedAt),
  }).from(b).innerJoin(s, eq(s.id, b.supplierId)).innerJoin(po, eq(po.id, b.processingOrderId)).innerJoin(u, eq(u.id, b.issuedBy))
    .where(and(eq(b.id, id), inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`)));
  if (!bill) throw notFound();
  const files = await db.select({ id: sql<string>`${sf.id}`, name: sf.name, kind: sf.kind, size: sf.size }).from(f).innerJoin(sf, eq(sf.id, f.fileId))
    .where(and(eq(f.billId, id), eq(sf.complete, true))).orderBy(asc(f.createdAt), asc(sf.id));
  return { ...bill, evidence: files.map((file) => ({ ...file, size: Number(file.size), url: deductionFilePath(file.id) })) };
}
