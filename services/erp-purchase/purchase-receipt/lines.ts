import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/services/db/client";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import { decAdd, decCmp, decSub } from "@/lib/contracts/decimal";
import type { receiptLineInput } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { AppError } from "@/services/core/errors";

type Input = z.output<typeof receiptLineInput>;

export type NoticeLineRow = {
  id: number;
  po_line_id: number;
  this_qty: string;
};

export interface ReceiptLineValues extends Omit<Input, "inwgt"> {
  poLineId: number;
  noticeQty: string;
  inwgt: string | null;
}

const zero = { recqty: "0", passqty: "0", rejectqty: "0", returnqty: "0", focqty: "0", instoreqty: "0", location: "", lotno: "", iqcno: "" };

/** One receipt line per notice line, in notice order; notice lines not entered were not received (zeros). */
export function receiptLines(noticeLines: NoticeLineRow[], input: Input[], t: Translate): ReceiptLineValues[] {
  const byId = new Map(noticeLines.map((l) => [Number(l.id), l]));
  const errors: FieldErrors = {};
  input.forEach((l, i) => {
    if (!byId.has(l.noticeLineId)) errors[`lines.${i}.noticeLineId`] = [t("validation.purchaseReceipt.lineNotInNotice")];
  });
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  const given = new Map(input.map((l) => [l.noticeLineId, l]));
  return noticeLines.map((n) => {
    const l = given.get(Number(n.id));
    return { ...zero, ...l, noticeLineId: Number(n.id), poLineId: Number(n.po_line_id), noticeQty: String(n.this_qty), inwgt: l?.inwgt ?? null };
  });
}

export const sum = (lines: ReceiptLineValues[], f: "recqty" | "passqty" | "rejectqty" | "instoreqty") =>
  lines.reduce((s, l) => decAdd(s, l[f]), "0");

/**
 * Books the receipt on the PO lines: received, spare, rejected and in-store quantities grow; what was
 * announced but not passed goes back to remaining (so it can be sent again); a line whose passed total
 * reaches the ordered quantity is completed.
 */
export async function bookOnPoLines(tx: Db, lines: ReceiptLineValues[], userId: number): Promise<void> {
  const tuples = lines.map((l) => {
    const back = decCmp(l.passqty, l.noticeQty) < 0 ? decSub(l.noticeQty, l.passqty) : "0";
    return sql`(${l.poLineId}::integer, ${l.recqty}::numeric, ${l.focqty}::numeric, ${l.rejectqty}::numeric,
      ${l.instoreqty}::numeric, ${back}::numeric)`;
  });
  await tx.execute(sql`
    update purchase_order_lines l set recqty = l.recqty + v.rec, recfocqty = l.recfocqty + v.foc,
      rejectqty = l.rejectqty + v.rej, instoreqty = l.instoreqty + v.ins,
      sent_qty = l.sent_qty - v.back, remain_qty = l.remain_qty + v.back,
      complete_status = case when l.recqty + v.rec - l.rejectqty - v.rej >= l.payqty then 'completed' else l.complete_status end,
      modified_by = ${userId}, modified_at = now()
    from (values ${sql.join(tuples, sql`, `)}) as v(id, rec, foc, rej, ins, back) where l.id = v.id`);
}
