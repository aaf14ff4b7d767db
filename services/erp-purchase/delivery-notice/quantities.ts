import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import type { z } from "zod";
import { decAdd, decCmp, valuationOf } from "@/lib/contracts/decimal";
import type { noticeLineInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { AppError } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { idList } from "@/services/core/sql";

export type NoticeLine = z.output<typeof noticeLineInput>;

interface Locked {
  supplierId: number;
  remain: string;
  available: boolean;
}

/**
 * Locks PO lines in id order — the one lock order of every notice and receipt operation (notice row
 * first, then its PO lines by id), so two saves touching the same lines queue instead of deadlocking.
 */
export async function lockPoLines(tx: Db, scope: Scope, ids: number[]): Promise<Map<number, Locked>> {
  if (!ids.length) return new Map();
  const found = await rows<{ id: number; supplier_id: number; remain_qty: string; receive_status: string; complete_status: string }>(tx, sql`
    select id, supplier_id, remain_qty, receive_status, complete_status from purchase_order_lines l
    where id in ${idList([...new Set(ids)].sort((a, b) => a - b))} and ${inScope(scope, sql`l.company_id`, sql`l.supplier_id`)}
    order by id for update`);
  return new Map(
    found.map((l) => [
      Number(l.id),
      { supplierId: Number(l.supplier_id), remain: String(l.remain_qty), available: l.receive_status === "received" && l.complete_status === "open" },
    ]),
  );
}

/**
 * SPEC §5 line rules against the locked PO lines: each line available to this caller (missing and
 * foreign look the same), one supplier, and this-time quantity ≤ remaining (+ what this notice held
 * before an edit). Answers the notice's supplier.
 */
export function checkLines(lines: NoticeLine[], locked: Map<number, Locked>, held: Map<number, string>, t: Translate, supplierId?: number): number {
  const errors: FieldErrors = {};
  const suppliers = new Set<number>();
  lines.forEach((l, i) => {
    const po = locked.get(l.poLineId);
    if (!po || !po.available) {
      errors[`lines.${i}.poLineId`] = [t("validation.deliveryNotice.lineNotAvailable")];
      return;
    }
    suppliers.add(po.supplierId);
    const max = decAdd(po.remain, held.get(l.poLineId) ?? "0");
    if (decCmp(l.thisQty, max) > 0) errors[`lines.${i}.thisQty`] = [t("validation.deliveryNotice.overRemaining", { max })];
  });
  if (suppliers.size > 1) errors.lines = [t("validation.deliveryNotice.mixedSuppliers")];
  const only = [...suppliers][0];
  if (supplierId !== undefined && only !== undefined && only !== supplierId) {
    errors.supplierId = [t("validation.deliveryNotice.supplierMismatch")];
  }
  if (Object.keys(errors).length || only === undefined) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  return only;
}

/** Gives back what a notice held: sent −= this-time, remaining += this-time. */
export async function restoreQuantities(tx: Db, noticeId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    update purchase_order_lines l set sent_qty = l.sent_qty - dl.this_qty, remain_qty = l.remain_qty + dl.this_qty,
      modified_by = ${userId}, modified_at = now()
    from delivery_notice_lines dl where dl.notice_id = ${noticeId} and l.id = dl.po_line_id`);
}

/** Writes the notice's lines and moves their quantities from remaining to sent, in the caller's transaction. */
export async function writeLines(tx: Db, noticeId: number, lines: NoticeLine[], userId: number): Promise<void> {
  const tuples = lines.map(
    (l, i) => sql`(${noticeId}, ${i + 1}, ${l.poLineId}, ${l.thisQty}::numeric, ${l.perPack}::numeric, ${l.packs},
      ${l.loose}::numeric, ${valuationOf(l.perPack, l.packs, l.loose)}::numeric, ${userId}, ${userId})`,
  );
  await tx.execute(sql`
    insert into delivery_notice_lines (notice_id, line_no, po_line_id, this_qty, per_pack, packs, loose, valuation, created_by, modified_by)
    values ${sql.join(tuples, sql`, `)}`);
  const moves = lines.map((l) => sql`(${l.poLineId}::integer, ${l.thisQty}::numeric)`);
  await tx.execute(sql`
    update purchase_order_lines l set sent_qty = l.sent_qty + v.q, remain_qty = l.remain_qty - v.q,
      modified_by = ${userId}, modified_at = now()
    from (values ${sql.join(moves, sql`, `)}) as v(id, q) where l.id = v.id`);
}

export const totalQty = (lines: NoticeLine[]) => lines.reduce((sum, l) => decAdd(sum, l.thisQty), "0");
