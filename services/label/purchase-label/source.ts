import { sql } from "drizzle-orm";
import type { LabelSourceNotice } from "@/lib/contracts/label/purchase-label";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { LabelSourceLine } from "@/services/core/label/source";

/**
 * The purchase receipt source: a delivery notice line of the caller's scope. A notice of another tenant,
 * a missing one and a cancelled one are the same field error; a line of another notice is one too. The
 * label's apply number is the PO line's requisition; one entered must be it.
 */
export async function purchaseSourceLine(db: Db, scope: Scope, t: Translate, noticeId: number, lineId: number, applyNo?: string): Promise<LabelSourceLine> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select n.id, n.notice_no, n.status, n.company_id, n.supplier_id, dl.id as line_id, dl.line_no, dl.this_qty::text as qty,
      pl.pono, pl.line_no as po_line_no, pl.reqno, pl.itemno, pl.itemdesc
    from delivery_notices n
      left join delivery_notice_lines dl on dl.notice_id = n.id and dl.id = ${lineId}
      left join purchase_order_lines pl on pl.id = dl.po_line_id
    where n.id = ${noticeId} and ${inScope(scope, sql`n.company_id`, sql`n.supplier_id`)}`);
  const r = found[0];
  if (!r || r.status === "cancelled") throw new AppError("VALIDATION", "errors.validation", {}, { noticeId: [t("validation.label.notice")] });
  if (r.line_id === null) throw new AppError("VALIDATION", "errors.validation", {}, { noticeLineId: [t("validation.label.noticeLine")] });
  if (applyNo !== undefined && applyNo !== String(r.reqno)) throw new AppError("VALIDATION", "errors.validation", {}, { applyNo: [t("validation.label.applyMismatch")] });
  return {
    sourceType: "purchase_receipt", companyId: Number(r.company_id), supplierId: Number(r.supplier_id), sourceId: Number(r.id),
    sourceLineId: Number(r.line_id), docNo: String(r.notice_no), docLineNo: Number(r.line_no), pono: String(r.pono),
    poLineNo: Number(r.po_line_no), projectNo: "", orderNo: "", applyNo: String(r.reqno), itemno: String(r.itemno), itemdesc: String(r.itemdesc),
    quantity: String(r.qty),
  };
}

/** A notice by number with its lines and the labels each line has, for the form; 404 out of scope. */
export async function purchaseSourceNotice(db: Db, scope: Scope, noticeNo: string): Promise<LabelSourceNotice> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select n.id, n.notice_no, n.status, n.lot_no, s.ven_no, s.short_name
    from delivery_notices n join suppliers s on s.id = n.supplier_id
    where n.notice_no = ${noticeNo} and n.status <> 'cancelled' and ${inScope(scope, sql`n.company_id`, sql`n.supplier_id`)}`);
  const n = found[0];
  if (!n) throw notFound();
  const lines = await rows<Record<string, unknown>>(db, sql`
    select dl.id, dl.line_no, pl.pono, pl.line_no as po_line_no, pl.reqno, pl.itemno, pl.itemdesc, pl.specs, pl.packunit,
      dl.this_qty::text as this_qty, dl.per_pack::text as per_pack,
      (select coalesce(sum(b.count), 0)::int from label_batches b
        where b.source_type = 'purchase_receipt' and b.source_line_id = dl.id) as label_count
    from delivery_notice_lines dl join purchase_order_lines pl on pl.id = dl.po_line_id
    where dl.notice_id = ${n.id} order by dl.line_no`);
  return {
    id: Number(n.id), noticeNo: String(n.notice_no), status: String(n.status), venno: String(n.ven_no), vensname: String(n.short_name),
    lotNo: String(n.lot_no),
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), pono: String(l.pono), poLineNo: Number(l.po_line_no), applyNo: String(l.reqno), itemno: String(l.itemno),
      itemdesc: String(l.itemdesc), specs: String(l.specs), packunit: String(l.packunit), thisQty: String(l.this_qty),
      perPack: String(l.per_pack), labelCount: Number(l.label_count),
    })),
  };
}
