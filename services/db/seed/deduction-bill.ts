import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import * as s from "../schema";
import { rows } from "../rows";
import type { Prng } from "./prng";

const o = alias(s.processingOrders, "o");
const sp = alias(s.suppliers, "sp");
const u = alias(s.users, "u");
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
  const orders = await rows<{ id: number; companyId: number; supplierId: number; outNo: string; outboundDate: string; supUser: number | null }>(db, sql`
    select ${o.id} as id, ${o.companyId} as "companyId", ${o.supplierId} as "supplierId", ${o.outNo} as "outNo",
      to_char(${o.outboundDate}, 'YYYY-MM-DD') as "outboundDate",
      (select ${u.id} from ${s.users} ${u} where ${u.supplierId} = ${o.supplierId} and ${u.mainUserNo} is null order by ${u.id} limit 1) as "supUser"
    from ${s.processingOrders} ${o} join ${s.suppliers} ${sp} on ${sp.id} = ${o.supplierId}
    where ${o.receiveStatus} = 'received' and ${o.companyId} in (1, 2) and (${sp.venNo} in ('1001', '1002') or ${sp.category} = 'processing')
    order by ${o.companyId}, ${o.outNo}`);
  let n = 0;
  for (const order of orders) {
    n++;
    const reason = rand.pick(deductionReasons);
    const status = n % 4 === 1 ? "issued" : n % 4 === 2 ? "confirmed" : n % 4 === 3 ? "issued" : n % 8 === 0 ? "withdrawn" : "disputed";
    const amount = (rand.int(50, 2000) + rand.int(0, 99) / 100).toFixed(2);
    await db.insert(s.deductionBills).values({
      companyId: order.companyId, supplierId: order.supplierId, billNo: `KK${order.companyId}${order.outNo.slice(-7)}`, billDate: order.outboundDate,
      reasonCategory: reason, processingOrderId: order.id, quantity: reason === "quality_defect" || reason === "shortfall" ? `${rand.int(1, 50)}` : null,
      amount, description: texts[reason], status, issuedBy: buyer.id, createdBy: buyer.id, modifiedBy: buyer.id,
      disputeReason: status === "disputed" || status === "withdrawn" ? "不良品已返工合格，不应扣款" : null,
      answer: status === "withdrawn" ? "经复核同意撤回" : null,
      confirmedBy: status === "confirmed" ? order.supUser : null,
      confirmedAt: status === "confirmed" ? new Date(`${order.outboundDate}T10:00:00Z`) : null,
    }).onConflictDoNothing();
  }
}
