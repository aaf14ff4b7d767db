import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/services/db/client";
import { deliveryNoticeLines, purchaseOrderLines } from "@/services/db/schema";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import { decAdd, decCmp, valuationOf } from "@/lib/contracts/decimal";
import type { noticeLineInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { AppError } from "@/services/core/errors";
import { formatQuantity } from "@/lib/number-format";
import type { LockedPoLine } from "../purchase-order/lines-lock";

export type NoticeLine = z.output<typeof noticeLineInput>;

/**
 * docs/requirements.md §5 line rules against the locked PO lines: each line available to this caller (missing and
 * foreign look the same), one supplier, and this-time quantity ≤ sendable (the remaining quantity, or the
 * supplier's confirmed partial quantity less what was sent; + what this notice held before an edit).
 * Quantities in messages are in the caller's locale. Answers the notice's supplier.
 */
export function checkLines(
  lines: NoticeLine[], locked: Map<number, LockedPoLine>, held: Map<number, string>, t: Translate, locale: string, supplierId?: number,
): number {
  const errors: FieldErrors = {};
  const suppliers = new Set<number>();
  lines.forEach((l, i) => {
    const po = locked.get(l.poLineId);
    if (!po || !po.available) {
      errors[`lines.${i}.poLineId`] = [t("validation.deliveryNotice.lineNotAvailable")];
      return;
    }
    suppliers.add(po.supplierId);
    const max = decAdd(po.sendable, held.get(l.poLineId) ?? "0");
    if (decCmp(l.thisQty, max) > 0) {
      const key = po.limitedByConfirmation ? "overConfirmed" : "overRemaining";
      errors[`lines.${i}.thisQty`] = [t(`validation.deliveryNotice.${key}`, { max: formatQuantity(max, locale) })];
    }
  });
  if (suppliers.size > 1) errors.lines = [t("validation.deliveryNotice.mixedSuppliers")];
  const only = [...suppliers][0];
  if (supplierId !== undefined && only !== undefined && only !== supplierId) {
    errors.supplierId = [t("validation.deliveryNotice.supplierMismatch")];
  }
  if (Object.keys(errors).length || only === undefined) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  return only;
}

/**
 * Moves a notice's this-time quantities on its PO lines: `take` from remaining to sent (save), `giveBack`
 * from sent to remaining (before an edit replaces the lines, and on cancel).
 */
async function move(tx: Db, noticeId: number, userId: number, direction: "take" | "giveBack"): Promise<void> {
  const q = direction === "take" ? sql`${deliveryNoticeLines.thisQty}` : sql`(-${deliveryNoticeLines.thisQty})`;
  await tx
    .update(purchaseOrderLines)
    .set({
      sentQty: sql`${purchaseOrderLines.sentQty} + ${q}`,
      remainQty: sql`${purchaseOrderLines.remainQty} - ${q}`,
      modifiedBy: userId,
      modifiedAt: sql`now()`,
    })
    .from(deliveryNoticeLines)
    .where(and(eq(deliveryNoticeLines.noticeId, noticeId), eq(purchaseOrderLines.id, deliveryNoticeLines.poLineId)));
}

export const restoreQuantities = (tx: Db, noticeId: number, userId: number) => move(tx, noticeId, userId, "giveBack");

/** Writes the notice's lines and takes their quantities from the PO lines, in the caller's transaction. */
export async function writeLines(tx: Db, noticeId: number, lines: NoticeLine[], userId: number): Promise<void> {
  await tx.insert(deliveryNoticeLines).values(
    lines.map((l, i) => ({
      noticeId, lineNo: i + 1, poLineId: l.poLineId, thisQty: l.thisQty, perPack: l.perPack, packs: l.packs, loose: l.loose,
      valuation: valuationOf(l.perPack, l.packs, l.loose), createdBy: userId, modifiedBy: userId,
    })),
  );
  await move(tx, noticeId, userId, "take");
}

export const totalQty = (lines: NoticeLine[]) => lines.reduce((sum, l) => decAdd(sum, l.thisQty), "0");
