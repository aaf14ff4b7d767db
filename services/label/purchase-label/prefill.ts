import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { purchaseLabelOps, type LabelPrefill } from "@/lib/contracts/label/purchase-label";
import { decCmp, trimDecimal } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { companies, deliveryNotices, labelBatches } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import type { Scope } from "@/services/core/list";
import { purchaseSourceNotice } from "./source";
import { rememberedWeights } from "./weights";

/** What the supplier typed on its last purchase label batch of each item: the fields an ASN does not carry. */
async function lastTyped(db: Db, owner: { companyId: number; supplierId: number }, itemnos: string[]) {
  if (!itemnos.length) return new Map<string, { perBundle: string; customerLabel: string; companyCode: string; workNo: string }>();
  const found = await db.selectDistinctOn([labelBatches.itemno], {
    itemno: labelBatches.itemno, perBundle: sql<string>`${labelBatches.perBundle}::text`,
    customerLabel: labelBatches.customerLabel, companyCode: labelBatches.companyCode, workNo: labelBatches.workNo,
  }).from(labelBatches)
    .where(and(eq(labelBatches.companyId, owner.companyId), eq(labelBatches.supplierId, owner.supplierId), eq(labelBatches.sourceType, "purchase_receipt"), inArray(labelBatches.itemno, itemnos)))
    .orderBy(labelBatches.itemno, desc(labelBatches.createdAt), desc(labelBatches.id));
  return new Map(found.map(({ itemno, ...typed }) => [itemno, typed]));
}

/**
 * The label form filled from a delivery notice of the caller's scope (404 otherwise, as the notice lookup): every
 * line's fields from the notice and its PO line, what was typed last time for the item, and the item's remembered
 * weights, all of the notice's own supplier.
 */
export async function purchaseLabelPrefill(db: Db, scope: Scope, noticeId: number, lineId?: number): Promise<LabelPrefill> {
  const notice = await purchaseSourceNotice(db, scope, { id: noticeId });
  const [owner] = await db.select({ companyId: deliveryNotices.companyId, supplierId: deliveryNotices.supplierId, deliverDate: deliveryNotices.deliverDate, code: companies.code, customer: companies.accountName })
    .from(deliveryNotices).innerJoin(companies, eq(companies.id, deliveryNotices.companyId)).where(eq(deliveryNotices.id, notice.id));
  const itemnos = [...new Set(notice.lines.map((l) => l.itemno))];
  const [typed, weights] = await Promise.all([lastTyped(db, owner!, itemnos), rememberedWeights(db, owner!, itemnos)]);
  const lines = notice.lines.map((l) => {
    const perPack = trimDecimal(decCmp(l.perPack, "0") > 0 ? l.perPack : l.thisQty);
    const last = typed.get(l.itemno);
    const w = weights.get(l.itemno);
    return {
      lineId: l.id, perPack,
      perBundle: last ? trimDecimal(last.perBundle) : perPack,
      customerLabel: last?.customerLabel ?? owner!.customer.slice(0, 60),
      companyCode: last?.companyCode ?? owner!.code.slice(0, 30),
      workNo: last?.workNo ?? scope.userNo.slice(0, 30),
      netWeight: w ? trimDecimal(w.netWeight) : "",
      singleWeight: w ? trimDecimal(w.singleWeight) : "",
    };
  });
  const chosen = notice.lines.find((l) => l.id === lineId) ?? notice.lines.find((l) => l.labelCount === 0) ?? notice.lines[0];
  const deliver = owner!.deliverDate;
  return {
    notice, lines, lineId: chosen?.id ?? 0,
    productionDate: deliver && deliver <= scope.today ? deliver : scope.today,
    batchNo: notice.lotNo,
  };
}

export const getLabelPrefill = defineRoute(purchaseLabelOps.prefill, {
  rights: [rights.purchaseLabel.add],
  handler: ({ db, scope, params, query }) => purchaseLabelPrefill(db, scope, params.id, query.line),
});
