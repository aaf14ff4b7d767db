import { sql } from "drizzle-orm";
import type { NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { dateText, idList, isoText, strOrNull } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";

export const deliveryNoteAuditEntity = "delivery_note";

/** Notes of the caller's company by id, with details and picks, in the order asked; missing and foreign ids are left out. */
export async function loadNotes(db: Db, scope: Scope, ids: readonly number[]): Promise<NoteDetail[]> {
  if (!ids.length) return [];
  const heads = await rows<Record<string, unknown>>(db, sql`
    select n.id, n.delivery_no, n.notice_no, n.customer_id, c.customer_no, n.customer_name, n.category, n.plate_no, n.driver,
      ${dateText(sql`n.delivery_date`)} as delivery_date, n.address, n.delivery_unit, n.contact, n.contact_phone, n.settlement_legal_person,
      n.owner_legal_person, n.stock_area, n.tracking_no, n.remark, n.approval_status, ua.name as approved_by, ${isoText(sql`n.approved_at`)} as approved_at,
      n.upload_status, ${isoText(sql`n.uploaded_at`)} as uploaded_at, coalesce(ue.name, '') as entered_by, ${isoText(sql`n.created_at`)} as entered_at,
      coalesce(um.name, '') as modified_by, ${isoText(sql`n.modified_at`)} as modified_at, n.signed_by, ${isoText(sql`n.signed_at`)} as signed_at
    from delivery_notes n join customers c on c.id = n.customer_id
      left join users ua on ua.id = n.approved_by left join users ue on ue.id = n.created_by left join users um on um.id = n.modified_by
    where n.company_id = ${scope.companyId} and n.id in ${idList(ids)}`);
  if (!heads.length) return [];
  const found = idList(heads.map((h) => Number(h.id)));
  const lines = await rows<Record<string, unknown>>(db, sql`
    select id, note_id, line_no, plan_line_id, order_no, customer_order, project_no, customer_part_no, product_code, product_name, category,
      ${dateText(sql`delivery_date`)} as delivery_date, order_qty::text, unsent_qty::text, needed_qty::text, per_pack_qty::text, packs,
      loose_qty::text, valuation_qty::text, spare_qty::text, spare_unsent_qty::text, returns_qty::text, total_qty::text, unit, item_no,
      signed_qty::text, difference_reason
    from delivery_note_lines where note_id in ${found} order by note_id, line_no`);
  const picks = await rows<Record<string, unknown>>(db, sql`
    select id, note_id, line_id, stock_item_id, product_code, batch_no, location, project_no, stock_count::text, qty::text, outbound_receipt_no
    from delivery_note_picks where note_id in ${found} order by note_id, id`);
  const s = (v: unknown) => String(v ?? "");
  const byId = new Map(heads.map((h) => [Number(h.id), {
    id: Number(h.id), deliveryNo: s(h.delivery_no), noticeNo: s(h.notice_no), customerId: Number(h.customer_id), customerNo: s(h.customer_no),
    customerName: s(h.customer_name), category: s(h.category), plateNo: s(h.plate_no), driver: s(h.driver), deliveryDate: s(h.delivery_date),
    address: s(h.address), deliveryUnit: s(h.delivery_unit), contact: s(h.contact), contactPhone: s(h.contact_phone),
    settlementLegalPerson: s(h.settlement_legal_person), ownerLegalPerson: s(h.owner_legal_person), stockArea: s(h.stock_area),
    trackingNo: s(h.tracking_no), remark: s(h.remark), approvalStatus: h.approval_status as NoteDetail["approvalStatus"],
    approvedBy: strOrNull(h.approved_by), approvedAt: strOrNull(h.approved_at), uploadStatus: h.upload_status as NoteDetail["uploadStatus"],
    uploadedAt: strOrNull(h.uploaded_at), enteredBy: s(h.entered_by), enteredAt: s(h.entered_at), modifiedBy: s(h.modified_by),
    modifiedAt: s(h.modified_at), signedBy: strOrNull(h.signed_by), signedAt: strOrNull(h.signed_at), lines: [], picks: [],
  } satisfies NoteDetail as NoteDetail]));
  for (const l of lines) {
    byId.get(Number(l.note_id))?.lines.push({
      id: Number(l.id), lineNo: Number(l.line_no), planLineId: Number(l.plan_line_id), orderNo: s(l.order_no), customerOrder: s(l.customer_order),
      projectNo: s(l.project_no), customerPartNo: s(l.customer_part_no), productCode: s(l.product_code), productName: s(l.product_name),
      category: s(l.category), deliveryDate: s(l.delivery_date), orderQty: s(l.order_qty), unsentQty: s(l.unsent_qty), neededQty: s(l.needed_qty),
      perPackQty: s(l.per_pack_qty), packs: Number(l.packs), looseQty: s(l.loose_qty), valuationQty: s(l.valuation_qty), spareQty: s(l.spare_qty),
      spareUnsentQty: s(l.spare_unsent_qty), returnsQty: s(l.returns_qty), totalQty: s(l.total_qty), unit: s(l.unit), itemNo: s(l.item_no),
      signedQty: strOrNull(l.signed_qty), differenceReason: strOrNull(l.difference_reason),
    });
  }
  for (const p of picks) {
    byId.get(Number(p.note_id))?.picks.push({
      id: Number(p.id), lineId: Number(p.line_id), stockItemId: Number(p.stock_item_id), productCode: s(p.product_code), batchNo: s(p.batch_no),
      location: s(p.location), projectNo: s(p.project_no), stockCount: s(p.stock_count), qty: s(p.qty), outboundReceiptNo: s(p.outbound_receipt_no),
    });
  }
  return ids.map((id) => byId.get(id)).filter((n): n is NoteDetail => !!n);
}

export async function requireNote(db: Db, scope: Scope, id: number): Promise<NoteDetail> {
  const [n] = await loadNotes(db, scope, [id]);
  if (!n) throw notFound();
  return n;
}
