import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { supplierIdOf } from "./erp-purchase.fixtures";

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
}

/** A processing order of its own (default: supplier 1001, company 1, 100 PCS, not received, price review done). */
export async function makeProcessingOrder(o: ProcessingOptions = {}): Promise<{ id: number; outNo: string }> {
  const outNo = `TW${unique()}`;
  const status = o.receiveStatus ?? "not_received";
  const [r] = await rows<{ id: number }>(await getDb(), sql`
    insert into processing_orders (company_id, supplier_id, out_no, outbound_date, material_no, processing_type, valuation_type,
      project_no, item_no, receive_status, price_review_status, received_at, process_id, process_name, unit_decimals,
      outbound_qty, product_barcode, completion_date)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${outNo}, current_date - 2, 'M-T', '表面处理', '计件',
      'PJ-T', 'CP-T', ${status}, ${o.priceReview ?? "done"}, ${status === "received" ? sql`now()` : sql`null`}, 'P10', '覆膜',
      ${o.unitDecimals ?? 0}, ${o.outboundQty ?? "100"}, '6900000000001', current_date + ${o.completionOffset ?? 5}::int)
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
