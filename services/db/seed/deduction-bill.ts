import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import type { Prng } from "./prng";
import { deductionReasons } from "@/lib/contracts/erp-production/deduction-bill";

const texts: Record<(typeof deductionReasons)[number], string> = {
  quality_defect: "覆膜起泡，抽检不良率超过3%",
  shortfall: "交货数量少于外发数量",
  late_delivery: "逾期交货影响出货",
  damage: "运输破损，外箱压坏",
  other: "返工产生的额外费用",
};

/**
 * Demo deduction bills on seeded outsourced orders of supplier 1001 and the processing suppliers, issued by
 * buyer01: waiting for confirmation, confirmed (they reach reconciliation), disputed and withdrawn.
 * Insert-if-missing by (company, bill_no).
 */
export async function seedDeductionBills(db: Db, rand: Prng): Promise<void> {
  const [buyer] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.userName, "buyer01"));
  if (!buyer) return;
  const orders = await rows<{ id: number; company_id: number; supplier_id: number; out_no: string; outbound_qty: string; outbound_date: string; sup_user: number | null }>(db, sql`
    select o.id, o.company_id, o.supplier_id, o.out_no, o.outbound_qty::text as outbound_qty, to_char(o.outbound_date, 'YYYY-MM-DD') as outbound_date,
      (select u.id from users u where u.supplier_id = o.supplier_id and u.main_user_no is null order by u.id limit 1) as sup_user
    from processing_orders o join suppliers sp on sp.id = o.supplier_id
    where o.receive_status = 'received' and o.company_id in (1, 2) and (sp.ven_no in ('1001', '1002') or sp.category = 'processing')
    order by o.company_id, o.out_no`);
  let n = 0;
  for (const o of orders) {
    n++;
    const reason = rand.pick(deductionReasons);
    const status = n % 4 === 1 ? "issued" : n % 4 === 2 ? "confirmed" : n % 4 === 3 ? "issued" : n % 8 === 0 ? "withdrawn" : "disputed";
    const amount = (rand.int(50, 2000) + rand.int(0, 99) / 100).toFixed(2);
    await db.insert(s.deductionBills).values({
      companyId: o.company_id, supplierId: o.supplier_id, billNo: `KK${o.company_id}${o.out_no.slice(-7)}`, billDate: o.outbound_date,
      reasonCategory: reason, processingOrderId: o.id, quantity: reason === "quality_defect" || reason === "shortfall" ? `${rand.int(1, 50)}` : null,
      amount, description: texts[reason], status, issuedBy: buyer.id, createdBy: buyer.id, modifiedBy: buyer.id,
      disputeReason: status === "disputed" || status === "withdrawn" ? "不良品已返工合格，不应扣款" : null,
      answer: status === "withdrawn" ? "经复核同意撤回" : null,
      confirmedBy: status === "confirmed" ? o.sup_user : null,
      confirmedAt: status === "confirmed" ? new Date(`${o.outbound_date}T10:00:00Z`) : null,
    }).onConflictDoNothing();
  }
}
