import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { documentNo, type BusinessDay } from "@/services/core/business-time";
import { bare } from "@/services/core/sql";
import { deliveryNotePicks, outboundReceiptNoSeq, outboundReceipts, stockItems, stockMovements } from "@/services/db/schema";

const s = alias(stockItems, "s");
const dp = deliveryNotePicks;
/** A note's picks summed per stock line, as subquery `p` (stock_item_id, qty). */
const picksOf = (noteId: number) => sql`(select ${dp.stockItemId} as stock_item_id, sum(${dp.qty}) as qty from ${dp} where ${dp.noteId} = ${noteId} group by ${dp.stockItemId}) p`;

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
  const si = stockItems;
  const found = await tx.select({ id: si.id, productCode: si.productCode, batchNo: si.batchNo, location: si.location, projectNo: si.projectNo,
    ownerLegalPerson: si.ownerLegalPerson, onHand: sql<string>`${si.onHand}::text`, available: sql<string>`(${si.onHand} - ${si.allocated})::text` })
    .from(si).where(and(eq(si.companyId, companyId), inArray(si.id, unique))).orderBy(asc(si.id)).for("update");
  return new Map(found.map((r) => [r.id, r]));
}

/**
 * Takes `qty` of a stock line for a saved note: one conditional UPDATE that only succeeds while enough is
 * available, so two notes can never take the same stock (the loser gets a 409 naming the batch).
 */
export async function allocate(tx: Db, companyId: number, userId: number, stock: LockedStock, qty: string): Promise<void> {
  const done = await rows(tx, sql`
    update ${stockItems} set ${bare(stockItems.allocated)} = ${stockItems.allocated} + ${qty}::numeric, ${bare(stockItems.modifiedBy)} = ${userId}, ${bare(stockItems.modifiedAt)} = now()
    where ${stockItems.id} = ${stock.id} and ${stockItems.companyId} = ${companyId} and ${stockItems.onHand} - ${stockItems.allocated} >= ${qty}::numeric
    returning ${stockItems.id}`);
  if (!done.length) throw new AppError("CONFLICT", "errors.stockShort", { batchNo: stock.batchNo, productCode: stock.productCode });
}

/** Gives a deleted note's picks back to available stock. */
export async function releaseAllocations(tx: Db, noteId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${stockItems} ${s} set ${bare(s.allocated)} = ${s.allocated} - p.qty, ${bare(s.modifiedBy)} = ${userId}, ${bare(s.modifiedAt)} = now()
    from ${picksOf(noteId)}
    where ${s.id} = p.stock_item_id`);
}

export const nextOutboundReceiptNo = (day: BusinessDay) => documentNo("CK", day, outboundReceiptNoSeq);

/** Opens the outbound receipt of a note (one owner legal person per receipt). */
export async function openOutboundReceipt(tx: Db, o: { companyId: number; userId: number; noteId: number; owner: string; day: BusinessDay }): Promise<string> {
  const [r] = await rows<{ receiptNo: string }>(tx, sql`
    insert into ${outboundReceipts} (${bare(outboundReceipts.companyId)}, ${bare(outboundReceipts.receiptNo)}, ${bare(outboundReceipts.ownerLegalPerson)}, ${bare(outboundReceipts.deliveryNoteId)}, ${bare(outboundReceipts.createdBy)}, ${bare(outboundReceipts.modifiedBy)})
    values (${o.companyId}, ${nextOutboundReceiptNo(o.day)}, ${o.owner}, ${o.noteId}, ${o.userId}, ${o.userId})
    returning ${outboundReceipts.receiptNo} as "receiptNo"`);
  return r!.receiptNo;
}

/**
 * Books a note's outbound receipt: on hand and allocated go down by each pick, one ledger row per stock line.
 * Called with the note row locked; `booked_at is null` makes a repeat book nothing.
 */
export async function bookOutbound(tx: Db, noteId: number, userId: number): Promise<boolean> {
  const [receipt] = await rows<{ id: number }>(tx, sql`
    update ${outboundReceipts} set ${bare(outboundReceipts.bookedAt)} = now(), ${bare(outboundReceipts.modifiedBy)} = ${userId}, ${bare(outboundReceipts.modifiedAt)} = now()
    where ${outboundReceipts.deliveryNoteId} = ${noteId} and ${outboundReceipts.bookedAt} is null returning ${outboundReceipts.id} as id`);
  if (!receipt) return false;
  const m = stockMovements;
  await tx.execute(sql`
    with moved as (
      update ${stockItems} ${s} set ${bare(s.onHand)} = ${s.onHand} - p.qty, ${bare(s.allocated)} = ${s.allocated} - p.qty,
        ${bare(s.modifiedBy)} = ${userId}, ${bare(s.modifiedAt)} = now()
      from ${picksOf(noteId)}
      where ${s.id} = p.stock_item_id
      returning ${s.id} as id, ${s.companyId} as company_id, p.qty, ${s.onHand} as on_hand)
    insert into ${m} (${bare(m.companyId)}, ${bare(m.stockItemId)}, ${bare(m.outboundReceiptId)}, ${bare(m.qty)}, ${bare(m.onHandAfter)}, ${bare(m.createdBy)}, ${bare(m.modifiedBy)})
    select company_id, id, ${Number(receipt.id)}, -qty, on_hand, ${userId}, ${userId} from moved`);
  return true;
}
