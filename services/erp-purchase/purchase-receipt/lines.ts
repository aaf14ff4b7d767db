import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/services/db/client";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import { decAdd, decCmp, decSub } from "@/lib/contracts/decimal";
import type { receiptLineInput } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { AppError } from "@/services/core/errors";
import { rows } from "@/services/db/rows";
import { maxQty } from "@/lib/contracts/common";
import { purchaseOrderLines as l } from "@/services/db/schema";
import { quantityValue } from "@/lib/number-format";

type Input = z.output<typeof receiptLineInput>;

export interface NoticeLineRow {
  id: number;
  poLineId: number;
  thisQty: string;
}

export interface ReceiptLineValues extends Omit<Input, "inwgt"> {
  poLineId: number;
  noticeQty: string;
  inwgt: string | null;
}

const zero = { recqty: "0", passqty: "0", rejectqty: "0", returnqty: "0", focqty: "0", instoreqty: "0", location: "", lotno: "", iqcno: "" };

/** One receipt line per notice line, in notice order; notice lines not entered were not received (zeros). */
export function receiptLines(noticeLines: NoticeLineRow[], input: Input[], t: Translate): ReceiptLineValues[] {
  const byId = new Map(noticeLines.map((n) => [n.id, n]));
  const errors: FieldErrors = {};
  input.forEach((line, i) => {
    if (!byId.has(line.noticeLineId)) errors[`lines.${i}.noticeLineId`] = [t("validation.purchaseReceipt.lineNotInNotice")];
  });
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  const given = new Map(input.map((line) => [line.noticeLineId, line]));
  return noticeLines.map((n) => {
    const line = given.get(n.id);
    return { ...zero, ...line, noticeLineId: n.id, poLineId: n.poLineId, noticeQty: n.thisQty, inwgt: line?.inwgt ?? null };
  });
}

export const sum = (lines: ReceiptLineValues[], f: "recqty" | "passqty" | "rejectqty" | "instoreqty") =>
  lines.reduce((s, line) => decAdd(s, line[f]), "0");

const bookValues = (lines: ReceiptLineValues[]) =>
  sql.join(
    lines.map((line) => {
      const back = decCmp(line.passqty, line.noticeQty) < 0 ? decSub(line.noticeQty, line.passqty) : "0";
      return sql`(${line.poLineId}::integer, ${line.recqty}::numeric, ${line.focqty}::numeric, ${line.rejectqty}::numeric,
      ${line.instoreqty}::numeric, ${back}::numeric)`;
    }),
    sql`, `,
  );

/**
 * The PO lines' received totals are numeric(18,4) like each input: a receipt that would push one past
 * its largest value answers a field error on the input line instead of an overflow. Run under the lines' lock.
 */
export async function checkPoTotals(tx: Db, lines: ReceiptLineValues[], input: Input[]): Promise<void> {
  const max = sql`${maxQty}::numeric`;
  const over = await rows<Record<"id" | "recqty" | "focqty" | "rejectqty" | "instoreqty", unknown>>(tx, sql`
    select * from (
      select v.id, ${l.recqty} + v.rec > ${max} as recqty, ${l.recfocqty} + v.foc > ${max} as focqty,
        ${l.rejectqty} + v.rej > ${max} as rejectqty, ${l.instoreqty} + v.ins > ${max} as instoreqty
      from ${l} join (values ${bookValues(lines)}) as v(id, rec, foc, rej, ins, back) on ${l.id} = v.id
    ) t where recqty or focqty or rejectqty or instoreqty`);
  if (!over.length) return;
  const errors: FieldErrors = {};
  for (const o of over) {
    const noticeLineId = lines.find((line) => line.poLineId === Number(o.id))?.noticeLineId;
    const i = input.findIndex((line) => line.noticeLineId === noticeLineId);
    for (const f of ["recqty", "focqty", "rejectqty", "instoreqty"] as const) {
      if (o[f] === true) errors[`lines.${i}.${f}`] = ["validation.quantity.totalTooLarge"];
    }
  }
  throw new AppError("VALIDATION", "errors.validation", { max: quantityValue(maxQty) }, errors);
}

/**
 * Books the receipt on the PO lines: received, spare, rejected and in-store quantities grow; what was
 * announced but not passed goes back to remaining (so it can be sent again); a line whose passed total
 * reaches the ordered quantity is completed. SET expressions read the row as it was before the update.
 */
export async function bookOnPoLines(tx: Db, lines: ReceiptLineValues[], userId: number): Promise<void> {
  await tx
    .update(l)
    .set({
      recqty: sql`${l.recqty} + v.rec`,
      recfocqty: sql`${l.recfocqty} + v.foc`,
      rejectqty: sql`${l.rejectqty} + v.rej`,
      instoreqty: sql`${l.instoreqty} + v.ins`,
      sentQty: sql`${l.sentQty} - v.back`,
      remainQty: sql`${l.remainQty} + v.back`,
      completeStatus: sql`case when ${l.recqty} + v.rec - ${l.rejectqty} - v.rej >= ${l.payqty} then 'completed' else ${l.completeStatus} end`,
      modifiedBy: userId,
      modifiedAt: sql`now()`,
    })
    .from(sql`(values ${bookValues(lines)}) as v(id, rec, foc, rej, ins, back)`)
    .where(sql`${l.id} = v.id`);
}
