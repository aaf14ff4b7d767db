import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { supplierIdOf } from "../helpers/fixtures";

let counter = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();

export interface ProcessingOptions {
  companyId?: number;
  venNo?: string;
  receiveStatus?: "not_received" | "received" | "rejected";
  priceReview?: "pending" | "done";
  outboundQty?: string;
  unitDecimals?: number;
  completionOffset?: number;
  /** A carton order, with the flute and board grade a carton order must have. */
  carton?: boolean;
  /** false: a new order from the ERP that the scheduler has yet to announce (default: already announced). */
  announced?: boolean;
}

/** A processing order of its own (default: supplier 1001, company 1, 100 PCS, not received, price review done). */
export async function makeProcessingOrder(o: ProcessingOptions = {}): Promise<{ id: number; outNo: string }> {
  const outNo = `TW${unique()}`;
  const status = o.receiveStatus ?? "not_received";
  const [r] = await rows<{ id: number }>(await getDb(), sql`
    insert into processing_orders (company_id, supplier_id, out_no, outbound_date, material_no, processing_type, valuation_type,
      project_no, item_no, receive_status, price_review_status, received_at, process_id, process_name, unit_decimals,
      outbound_qty, product_barcode, completion_date, product_name, carton, box_style, flute, board_grade, length_mm, width_mm, height_mm, pack_qty,
      release_announced_at)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${outNo}, current_date - 2, 'M-T', '表面处理', '计件',
      'PJ-T', 'CP-T', ${status}, ${o.priceReview ?? "done"}, ${status === "received" ? sql`now()` : sql`null`}, 'P10', '覆膜',
      ${o.unitDecimals ?? 0}, ${o.outboundQty ?? "100"}, '6900000000001', current_date + ${o.completionOffset ?? 5}::int,
      ${o.carton ? "五层瓦楞外箱" : "彩盒"}, ${o.carton ?? false}, ${o.carton ? "0201 开槽箱" : "扣底盒"}, ${o.carton ? "BC" : ""}, ${o.carton ? "K5=A3A=K5" : ""}, 420, 300, 250, 20,
      ${o.announced === false ? null : sql`now()`})
    returning id`);
  return { id: Number(r!.id), outNo };
}

export async function processingState(id: number) {
  const [r] = await rows<{ receive_status: string; completed_qty: string; outbound_qty: string }>(await getDb(), sql`
    select receive_status, completed_qty::text as completed_qty, outbound_qty::text as outbound_qty from processing_orders where id = ${id}`);
  return r!;
}

export async function ledger(id: number) {
  return rows<{ id: number; qty: string; cumulative_after: string }>(await getDb(), sql`
    select id, qty::text as qty, cumulative_after::text as cumulative_after from processing_quantity_entries where order_id = ${id} order by id`);
}

/** An owed-quantity order of its own (default: supplier 1001, company 1, pending, billed today). */
export async function makeOwed(o: { companyId?: number; venNo?: string; status?: "pending" | "confirmed" | "disputed"; billOffset?: number; announced?: boolean } = {}) {
  const owedNo = `QT${unique()}`;
  const status = o.status ?? "pending";
  const [r] = await rows<{ id: number }>(await getDb(), sql`
    insert into owed_quantity_orders (company_id, supplier_id, owed_no, bill_date, project_no, work_no, owed_item_no, owed_item_name, owed_type,
      should_qty, finished_qty, owed_qty, complement_qty, status, dispute_reason, issue_announced_at)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${owedNo}, current_date + ${o.billOffset ?? 0}::int, 'PJ-T', 'GD-T', 'BZ-T', '面纸', '半成品',
      '1000', '950', '50', '20', ${status}, ${status === "disputed" ? "x" : null}, ${o.announced === false ? null : sql`now()`})
    returning id`);
  return { id: Number(r!.id), owedNo };
}

export async function owedState(id: number) {
  const [r] = await rows<{ status: string; dispute_reason: string | null }>(await getDb(), sql`select status, dispute_reason from owed_quantity_orders where id = ${id}`);
  return r!;
}

/** A deduction bill of its own on a fresh processing order (default: 1001, company 1, issued by buyer01, 100.00). */
export async function makeDeduction(o: { companyId?: number; venNo?: string; status?: "issued" | "confirmed" | "disputed" | "withdrawn"; billDate?: string; amount?: string } = {}) {
  const order = await makeProcessingOrder({ companyId: o.companyId, venNo: o.venNo, receiveStatus: "received" });
  const billNo = `KT${unique()}`;
  const status = o.status ?? "issued";
  const [r] = await rows<{ id: number }>(await getDb(), sql`
    insert into deduction_bills (company_id, supplier_id, bill_no, bill_date, reason_category, processing_order_id, quantity, amount, description, status,
      dispute_reason, issued_by)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${billNo}, ${o.billDate ?? sql`current_date`}::date, 'quality_defect', ${order.id}, '5',
      ${o.amount ?? "100.00"}, 'test', ${status}, ${status === "disputed" ? "x" : null}, (select id from users where user_name = 'buyer01'))
    returning id`);
  return { id: Number(r!.id), billNo, orderId: order.id, outNo: order.outNo };
}

export async function deductionState(id: number) {
  const [r] = await rows<{ status: string; amount: string; answer: string | null; dispute_reason: string | null }>(await getDb(), sql`
    select status, amount::text as amount, answer, dispute_reason from deduction_bills where id = ${id}`);
  return r!;
}
