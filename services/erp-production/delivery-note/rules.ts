import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import type { DeliveryNoteValues } from "@/lib/contracts/erp-production/delivery-note";
import { decAdd, decCmp, decSub } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/number-format";
import type { Db } from "@/services/db/client";
import { deliveryPlanLines, deliveryPlans, dictionaryItems, dictionaryTypes } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { dateText } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";
import type { LockedStock } from "../warehouse-stock/stock";

const pl = deliveryPlanLines;
const planLineColumns = {
  id: pl.id, planId: pl.planId, lineNo: pl.lineNo, customerId: pl.customerId, orderNo: pl.orderNo, customerPo: pl.customerPo,
  projectNo: pl.projectNo, customerPartNo: pl.customerPartNo, productCode: pl.productCode, productName: pl.productName,
  category: pl.category, itemNo: pl.itemNo, unit: pl.unit, orderQty: pl.orderQty, unsentQty: pl.unsentQty, neededQty: pl.neededQty,
  returnsQty: pl.returnsQty, spareUnsentQty: pl.spareUnsentQty,
};
export type LockedPlanLine = { [K in keyof typeof planLineColumns]: (typeof planLineColumns)[K]["_"]["data"] };

/** The confirmed notice of a number in the caller's company, or a field error on the notice number. */
export async function confirmedPlan(tx: Db, scope: Scope, noticeNo: string, t: Translate): Promise<{ id: number; sendDate: string }> {
  const [p] = await tx.select({ id: deliveryPlans.id, sendDate: dateText(sql`${deliveryPlans.sendDate}`).mapWith(String) }).from(deliveryPlans)
    .where(and(eq(deliveryPlans.companyId, scope.companyId), eq(deliveryPlans.noticeNo, noticeNo), eq(deliveryPlans.status, "confirmed"))).for("share");
  if (!p) throw new AppError("VALIDATION", "errors.validation", {}, { noticeNo: [t("validation.deliveryNote.noticeWrong")] });
  return p;
}

/** The notice's lines of this note, locked in id order so parallel notes of one notice queue up. */
export async function lockPlanLines(tx: Db, planId: number, ids: readonly number[]): Promise<Map<number, LockedPlanLine>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found = await tx.select(planLineColumns).from(pl).where(and(eq(pl.planId, planId), inArray(pl.id, unique))).orderBy(asc(pl.id)).for("update");
  return new Map(found.map((r) => [r.id, r]));
}

/** Whether the delivery category is an enabled code of the data dictionary's delivery-category list. */
export async function isDeliveryCategory(db: Db, code: string): Promise<boolean> {
  const found = await db.select({ id: dictionaryItems.id }).from(dictionaryItems).innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(and(eq(dictionaryTypes.code, "delivery-category"), eq(dictionaryTypes.enabled, true), eq(dictionaryItems.enabled, true), eq(dictionaryItems.code, code)));
  return found.length > 0;
}

/**
 * docs/requirements.md §5 against the notice and the stock, each rule as a field error in the caller's language:
 * customer of the notice, lines of the notice and customer, spare ≤ spare unsent, valuation ≤ needed − returns and
 * ≤ unsent, total ≤ unsent, picks of the line's product and the note's owner legal person, selected stock on hand ≥ the line
 * (what other notes hold of it is the allocation's 409).
 */
export function checkNote(
  n: DeliveryNoteValues, customerIds: Set<number>, lines: Map<number, LockedPlanLine>, stock: Map<number, LockedStock>,
  categoryOk: boolean, t: Translate, locale: string,
): void {
  const e: FieldErrors = {};
  const add = (path: string, key: string, values?: Record<string, string>) => { (e[path] ??= []).push(t(`validation.deliveryNote.${key}`, values)); };
  const fmt = (v: string) => formatQuantity(v, locale);
  if (!customerIds.has(n.customerId)) add("customerId", "customerWrong");
  if (!categoryOk) add("category", "categoryWrong");
  n.lines.forEach((l, i) => {
    const pl = lines.get(l.planLineId);
    if (!pl || pl.customerId !== n.customerId) return add(`lines.${i}.planLineId`, "lineNotInNotice");
    if (decCmp(l.spareQty, pl.spareUnsentQty) > 0) add(`lines.${i}.spareQty`, "spareOver", { max: fmt(pl.spareUnsentQty) });
    const neededLeft = decSub(pl.neededQty, pl.returnsQty);
    if (decCmp(l.valuationQty, neededLeft) > 0) add(`lines.${i}.valuationQty`, "valuationOverNeeded", { max: fmt(neededLeft) });
    else if (decCmp(l.valuationQty, pl.unsentQty) > 0) add(`lines.${i}.valuationQty`, "valuationOverUnsent", { max: fmt(pl.unsentQty) });
    if (decCmp(l.totalQty, pl.unsentQty) > 0) add(`lines.${i}.totalQty`, "totalOverUnsent", { max: fmt(pl.unsentQty) });
    let selected = "0";
    let onHand = "0";
    const seen = new Set<number>();
    l.picks.forEach((p, j) => {
      const s = stock.get(p.stockItemId);
      if (!s || s.productCode !== pl.productCode) return add(`lines.${i}.picks.${j}.stockItemId`, "pickWrongProduct");
      if (s.ownerLegalPerson !== n.ownerLegalPerson) add(`lines.${i}.picks.${j}.stockItemId`, "ownerMismatch", { owner: n.ownerLegalPerson });
      if (!seen.has(s.id)) [selected, onHand] = [decAdd(selected, s.available), decAdd(onHand, s.onHand)];
      seen.add(s.id);
    });
    // Stock that is on hand but held by notes saved since the user picked is a lost race, answered by the
    // allocation as a 409 naming the batch; only picks beyond what is on hand are the user's mistake.
    if (l.picks.length && decCmp(onHand, l.totalQty) < 0) add(`lines.${i}.picks`, "stockShort", { available: fmt(selected) });
  });
  if (Object.keys(e).length) throw new AppError("VALIDATION", "errors.validation", {}, e);
}
