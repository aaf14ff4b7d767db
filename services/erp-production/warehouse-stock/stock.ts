import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { documentNo, type BusinessDay } from "@/services/core/business-time";
import { idList } from "@/services/core/sql";
import { outboundReceiptNoSeq } from "@/services/db/schema";

export interface LockedStock {
  id: number;
  productCode: string;
  batchNo: string;
  location: string;
  projectNo: string;
  ownerLegalPerson: string;
  onHand: string;
  available: string;
}

/** The company's stock lines by id, locked in id order (FOR UPDATE), so parallel picks of one batch queue up. */
export async function lockStock(tx: Db, companyId: number, ids: readonly number[]): Promise<Map<number, LockedStock>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return new Map();
  const found = await rows<{ id: number; product_code: string; batch_no: string; location: string; project_no: string; owner_legal_person: string; on_hand: string; available: string }>(tx, sql`
    select id, product_code, batch_no, location, project_no, owner_legal_person, on_hand::text, (on_hand - allocated)::text as available
    from stock_items where company_id = ${companyId} and id in ${idList(unique)} order by id for update`);
  return new Map(found.map((r) => [Number(r.id), {
    id: Number(r.id), productCode: r.product_code, batchNo: r.batch_no, location: r.location, projectNo: r.project_no,
    ownerLegalPerson: r.owner_legal_person, onHand: String(r.on_hand), available: String(r.available),
  }]));
}

/**
 * Takes `qty` of a stock line for a saved note: one conditional UPDATE that only succeeds while enough is
 * available, so two notes can never take the same stock (the loser gets a 409 naming the batch).
 */
export async function allocate(tx: Db, companyId: number, userId: number, stock: LockedStock, qty: string): Promise<void> {
  const done = await rows(tx, sql`
    update stock_items set allocated = allocated + ${qty}::numeric, modified_by = ${userId}, modified_at = now()
    where id = ${stock.id} and company_id = ${companyId} and on_hand - allocated >= ${qty}::numeric
    returning id`);
  if (!done.length) throw new AppError("CONFLICT", "errors.stockShort", { batchNo: stock.batchNo, productCode: stock.productCode });
}

/** Gives a deleted note's picks back to available stock. */
export async function releaseAllocations(tx: Db, noteId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    update stock_items s set allocated = s.allocated - p.qty, modified_by = ${userId}, modified_at = now()
    from (select stock_item_id, sum(qty) as qty from delivery_note_picks where note_id = ${noteId} group by stock_item_id) p
    where s.id = p.stock_item_id`);
}

export const nextOutboundReceiptNo = (day: BusinessDay) => documentNo("CK", day, outboundReceiptNoSeq);

/** Opens the outbound receipt of a note (one owner legal person per receipt). */
export async function openOutboundReceipt(tx: Db, o: { companyId: number; userId: number; noteId: number; owner: string; day: BusinessDay }): Promise<string> {
  const [r] = await rows<{ receipt_no: string }>(tx, sql`
    insert into outbound_receipts (company_id, receipt_no, owner_legal_person, delivery_note_id, created_by, modified_by)
    values (${o.companyId}, ${nextOutboundReceiptNo(o.day)}, ${o.owner}, ${o.noteId}, ${o.userId}, ${o.userId})
    returning receipt_no`);
  return r!.receipt_no;
}

/**
 * Books a note's outbound receipt: on hand and allocated go down by each pick, one ledger row per stock line.
 * Called with the note row locked; `booked_at is null` makes a repeat book nothing.
 */
export async function bookOutbound(tx: Db, noteId: number, userId: number): Promise<boolean> {
  const [receipt] = await rows<{ id: number }>(tx, sql`
    update outbound_receipts set booked_at = now(), modified_by = ${userId}, modified_at = now()
    where delivery_note_id = ${noteId} and booked_at is null returning id`);
  if (!receipt) return false;
  await tx.execute(sql`
    with moved as (
      update stock_items s set on_hand = s.on_hand - p.qty, allocated = s.allocated - p.qty, modified_by = ${userId}, modified_at = now()
      from (select stock_item_id, sum(qty) as qty from delivery_note_picks where note_id = ${noteId} group by stock_item_id) p
      where s.id = p.stock_item_id
      returning s.id, s.company_id, p.qty, s.on_hand)
    insert into stock_movements (company_id, stock_item_id, outbound_receipt_id, qty, on_hand_after, created_by, modified_by)
    select company_id, id, ${Number(receipt.id)}, -qty, on_hand, ${userId}, ${userId} from moved`);
  return true;
}
