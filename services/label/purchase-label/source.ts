import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LabelSourceNotice } from "@/lib/contracts/label/purchase-label";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { deliveryNoticeLines, deliveryNotices, labelBatches, purchaseOrderLines, suppliers } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { LabelSourceLine } from "../source";

const n = alias(deliveryNotices, "n");
const dl = alias(deliveryNoticeLines, "dl");
const pl = alias(purchaseOrderLines, "pl");
const s = alias(suppliers, "s");
const b = alias(labelBatches, "b");

const inNoticeScope = (scope: Scope) => inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`);

/**
 * The purchase receipt source: a delivery notice line of the caller's scope. A notice of another tenant,
 * a missing one and a cancelled one are the same field error; a line of another notice is one too. The
 * label's apply number is the PO line's requisition; one entered must be it.
 */
export async function purchaseSourceLine(db: Db, scope: Scope, t: Translate, noticeId: number, lineId: number, applyNo?: string): Promise<LabelSourceLine> {
  const [found] = await db.select({
    notice: { id: n.id, noticeNo: n.noticeNo, status: n.status, companyId: n.companyId, supplierId: n.supplierId },
    line: { id: dl.id, lineNo: dl.lineNo, quantity: sql<string>`${dl.thisQty}::text` },
    poLine: { pono: pl.pono, lineNo: pl.lineNo, reqno: pl.reqno, itemno: pl.itemno, itemdesc: pl.itemdesc },
  }).from(n)
    .leftJoin(dl, and(eq(dl.noticeId, n.id), eq(dl.id, lineId)))
    .leftJoin(pl, eq(pl.id, dl.poLineId))
    .where(and(eq(n.id, noticeId), inNoticeScope(scope)));
  if (!found || found.notice.status === "cancelled") throw new AppError("VALIDATION", "errors.validation", {}, { noticeId: [t("validation.label.notice")] });
  const { notice, line, poLine } = found;
  if (!line || !poLine) throw new AppError("VALIDATION", "errors.validation", {}, { noticeLineId: [t("validation.label.noticeLine")] });
  if (applyNo !== undefined && applyNo !== poLine.reqno) throw new AppError("VALIDATION", "errors.validation", {}, { applyNo: [t("validation.label.applyMismatch")] });
  return {
    sourceType: "purchase_receipt", companyId: notice.companyId, supplierId: notice.supplierId, sourceId: notice.id,
    sourceLineId: line.id, docNo: notice.noticeNo, docLineNo: line.lineNo, pono: poLine.pono,
    poLineNo: poLine.lineNo, projectNo: "", orderNo: "", applyNo: poLine.reqno, itemno: poLine.itemno, itemdesc: poLine.itemdesc,
    quantity: line.quantity,
  };
}

/** A notice by number (or id) with its lines and the labels each line has, for the form; 404 out of scope. */
export async function purchaseSourceNotice(db: Db, scope: Scope, by: string | { id: number }): Promise<LabelSourceNotice> {
  const [notice] = await db.select({ id: n.id, noticeNo: n.noticeNo, status: n.status, venno: s.venNo, vensname: s.shortName, lotNo: n.lotNo })
    .from(n).innerJoin(s, eq(s.id, n.supplierId))
    .where(and(typeof by === "string" ? eq(n.noticeNo, by) : eq(n.id, by.id), ne(n.status, "cancelled"), inNoticeScope(scope)));
  if (!notice) throw notFound();
  const lines = await db.select({
    id: dl.id, lineNo: dl.lineNo, pono: pl.pono, poLineNo: pl.lineNo, applyNo: pl.reqno, itemno: pl.itemno, itemdesc: pl.itemdesc, specs: pl.specs,
    packunit: pl.packunit, thisQty: sql<string>`${dl.thisQty}::text`, perPack: sql<string>`${dl.perPack}::text`,
    labelCount: sql<number>`(select coalesce(sum(${b.count}), 0)::int from ${labelBatches} ${b}
      where ${b.sourceType} = 'purchase_receipt' and ${b.sourceLineId} = ${dl.id})`,
  }).from(dl).innerJoin(pl, eq(pl.id, dl.poLineId)).where(eq(dl.noticeId, notice.id)).orderBy(asc(dl.lineNo));
  return { ...notice, lines };
}
