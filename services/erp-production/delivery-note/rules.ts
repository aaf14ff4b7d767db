import { sql } from "drizzle-orm";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import type { DeliveryNoteValues } from "@/lib/contracts/erp-production/delivery-note";
import { decAdd, decCmp, decSub } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/quantity-format";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { idList } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";
import type { LockedStock } from "../warehouse-stock/stock";

export interface LockedPlanLine {
  id: number;
  planId: number;
  lineNo: number;
  customerId: number;
  orderNo: string;
  customerPo: string;
  projectNo: string;
  customerPartNo: string;
  productCode: string;
  productName: string;
  category: string;
  itemNo: string;
  unit: string;
  orderQty: string;
  unsentQty: string;
  neededQty: string;
  returnsQty: string;
  spareUnsentQty: string;
}

/** The confirmed notice of a number in the caller's company, or a field error on the notice number. */
export async function confirmedPlan(tx: Db, scope: Scope, noticeNo: string, t: Translate): Promise<{ id: number; sendDate: string }> {
  const [p] = await rows<{ id: number; send_date: string }>(tx, sql`
    select id, to_char(send_date, 'YYYY-MM-DD') as send_date from delivery_plans
    where company_id = ${scope.companyId} and notice_no = ${noticeNo} and status = 'confirmed' for share`);
  if (!p) throw new AppError("VALIDATION", "errors.validation", {}, { noticeNo: [t("validation.deliveryNote.noticeWrong")] });
  return { id: Number(p.id), sendDate: p.send_date };
}

/** The notice's lines of this note, locked in id order so parallel notes of one notice queue up. */
export async function lockPlanLines(tx: Db, planId: number, ids: readonly number[]): Promise<Map<number, LockedPlanLine>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found = await rows<Record<string, string>>(tx, sql`
    select id, plan_id, line_no, customer_id, order_no, customer_po, project_no, customer_part_no, product_code, product_name, category,
      item_no, unit, order_qty::text, unsent_qty::text, needed_qty::text, returns_qty::text, spare_unsent_qty::text
    from delivery_plan_lines where plan_id = ${planId} and id in ${idList(unique)} order by id for update`);
  return new Map(found.map((r) => [Number(r.id), {
    id: Number(r.id), planId: Number(r.plan_id), lineNo: Number(r.line_no), customerId: Number(r.customer_id), orderNo: r.order_no!,
    customerPo: r.customer_po!, projectNo: r.project_no!, customerPartNo: r.customer_part_no!, productCode: r.product_code!,
    productName: r.product_name!, category: r.category!, itemNo: r.item_no!, unit: r.unit!, orderQty: r.order_qty!, unsentQty: r.unsent_qty!,
    neededQty: r.needed_qty!, returnsQty: r.returns_qty!, spareUnsentQty: r.spare_unsent_qty!,
  }]));
}

/** Whether the delivery category is an enabled code of the data dictionary's delivery-category list. */
export async function isDeliveryCategory(db: Db, code: string): Promise<boolean> {
  const found = await rows(db, sql`
    select 1 from dictionary_items i join dictionary_types ty on ty.id = i.type_id
    where ty.code = 'delivery-category' and ty.enabled and i.enabled and i.code = ${code}`);
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
