import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { DeliveryNoteInput } from "@/lib/contracts/erp-production/delivery-note";

let counter = 0;
export const unique = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();
export const owner = "华印包装（深圳）有限公司";

/** A stock line of its own (company 1 unless told). */
export async function makeStock(o: { productCode: string; onHand: string; owner?: string; batchNo?: string; companyId?: number }) {
  const [r] = await rows<{ id: number }>(await getDb(), sql`
    insert into stock_items (company_id, product_code, product_name, batch_no, location, stock_area, owner_legal_person, project_no, on_hand)
    values (${o.companyId ?? 1}, ${o.productCode}, '测试产品', ${o.batchNo ?? `B${unique()}`}, 'A-01-01', '成品一区', ${o.owner ?? owner}, 'PJT', ${o.onHand})
    returning id`);
  return Number(r!.id);
}

export interface PlanLineOpts { productCode?: string; orderQty?: string; unsent?: string; needed?: string; returns?: string; spareUnsent?: string }

/** A notice of its own with one customer (KH001 of the company) and its lines; confirmed and sent in three days unless told. */
export async function makePlan(o: { status?: "draft" | "released" | "confirmed"; companyId?: number; lines?: PlanLineOpts[]; sendDate?: string } = {}) {
  const db = await getDb();
  const companyId = o.companyId ?? 1;
  const noticeNo = `TT${unique()}`;
  const [c] = await rows<{ id: number }>(db, sql`select id from customers where company_id = ${companyId} and customer_no = 'KH001'`);
  const [p] = await rows<{ id: number }>(db, sql`
    insert into delivery_plans (company_id, notice_no, send_date, status) values (${companyId}, ${noticeNo}, ${o.sendDate ? sql`${o.sendDate}::date` : sql`current_date + 3`}, ${o.status ?? "confirmed"}) returning id`);
  const lineIds: number[] = [];
  const productCodes: string[] = [];
  for (const [i, l] of (o.lines ?? [{}]).entries()) {
    const code = l.productCode ?? `TP${unique()}`;
    const order = l.orderQty ?? "1000";
    const [r] = await rows<{ id: number }>(db, sql`
      insert into delivery_plan_lines (plan_id, line_no, customer_id, order_no, product_code, product_name, order_qty, unsent_qty, needed_qty,
        returns_qty, spare_qty, spare_unsent_qty, per_pack_qty)
      values (${p!.id}, ${i + 1}, ${c!.id}, ${`SO${unique()}`}, ${code}, '测试产品', ${order}, ${l.unsent ?? order}, ${l.needed ?? order},
        ${l.returns ?? "0"}, ${l.spareUnsent ?? "10"}, ${l.spareUnsent ?? "10"}, '100') returning id`);
    lineIds.push(Number(r!.id));
    productCodes.push(code);
  }
  return { planId: Number(p!.id), noticeNo, customerId: Number(c!.id), lineIds, productCodes };
}

/** A valid note body: one detail (`packs` × 100 + `loose`, plus `spare`), picked from the given stock lines. */
export function noteBody(plan: { noticeNo: string; customerId: number; lineIds: number[] }, picks: Array<{ stockItemId: number; qty: string }>,
  q: { packs?: number; loose?: string; spare?: string } = {}): DeliveryNoteInput {
  const packs = q.packs ?? 1;
  const loose = q.loose ?? "0";
  const valuation = String(packs * 100 + Number(loose));
  const spare = q.spare ?? "0";
  return {
    noticeNo: plan.noticeNo, trackingNo: "SF1234567890", plateNo: "粤B12345", customerId: plan.customerId, customerName: "深圳市星辰电子有限公司",
    category: "normal", deliveryDate: "2026-11-25", address: "深圳市南山区科技园", deliveryUnit: "深圳市星辰电子有限公司",
    settlementLegalPerson: owner, ownerLegalPerson: owner,
    lines: [{ planLineId: plan.lineIds[0]!, perPackQty: "100", packs, looseQty: loose, valuationQty: valuation, spareQty: spare,
      totalQty: String(Number(valuation) + Number(spare)), picks }],
  };
}

export async function stockState(id: number) {
  const [r] = await rows<{ on_hand: string; allocated: string }>(await getDb(), sql`
    select on_hand::text, allocated::text from stock_items where id = ${id}`);
  return r!;
}

export async function count(table: "delivery_notes" | "stock_movements" | "delivery_note_picks", where: ReturnType<typeof sql>) {
  const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return Number(r!.n);
}
