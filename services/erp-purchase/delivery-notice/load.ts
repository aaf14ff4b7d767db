import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { DeliveryNoticeDetail, DeliveryNoticeLine } from "@/lib/contracts/erp-purchase/delivery-notice";
import { int, isoText, str, strOrNull } from "@/services/core/sql";
import { deliveryNoticeColumnsSql, deliveryNoticeFrom, noticeRowOf } from "./list-spec";

export interface NoticeHead {
  id: number;
  status: string;
  supplierId: number;
  noticeNo: string;
}

/** The notice under a row lock if it is in scope; 404 otherwise (also for another tenant's notice). */
export async function lockNotice(db: Db, scope: Scope, id: number): Promise<NoticeHead> {
  const [n] = await rows<{ id: number; status: string; supplier_id: number; notice_no: string }>(db, sql`
    select id, status, supplier_id, notice_no from delivery_notices
    where id = ${id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
  if (!n) throw notFound();
  return { id: n.id, status: n.status, supplierId: n.supplier_id, noticeNo: n.notice_no };
}

function lineOf(r: Record<string, unknown>): DeliveryNoticeLine {
  return {
    id: int(r.id),
    lineNo: int(r.line_no),
    poLineId: int(r.po_line_id),
    orderId: int(r.order_id),
    pono: str(r.pono),
    poLineNo: int(r.po_line_no),
    locTypeName: str(r.loc_type_name),
    itemno: str(r.itemno),
    itemdesc: str(r.itemdesc),
    specs: str(r.specs),
    packunit: str(r.packunit),
    payqty: str(r.payqty),
    sentQty: str(r.sent_qty),
    remainQty: str(r.remain_qty),
    thisQty: str(r.this_qty),
    perPack: str(r.per_pack),
    packs: int(r.packs),
    loose: str(r.loose),
    valuation: str(r.valuation),
  };
}

export async function loadNoticeDetail(db: Db, scope: Scope, id: number): Promise<DeliveryNoticeDetail> {
  const [n] = await rows<Record<string, unknown>>(db, sql`
    select ${deliveryNoticeColumnsSql}, n.cancel_reason, ${isoText(sql`n.modified_at`)} as modified_at,
      (select r.id from goods_receipts r where r.notice_id = n.id) as receipt_id
    from ${deliveryNoticeFrom}
    where n.id = ${id} and ${inScope(scope, sql`n.company_id`, sql`n.supplier_id`)}`);
  if (!n) throw notFound();
  const lines = await rows<Record<string, unknown>>(db, sql`
    select dl.id, dl.line_no, dl.po_line_id, pl.order_id, pl.pono, pl.line_no as po_line_no, pl.loc_type_name,
      pl.itemno, pl.itemdesc, pl.specs, pl.packunit, pl.payqty, pl.sent_qty, pl.remain_qty, dl.this_qty, dl.per_pack,
      dl.packs, dl.loose, dl.valuation
    from delivery_notice_lines dl join purchase_order_lines pl on pl.id = dl.po_line_id
    where dl.notice_id = ${id} order by dl.line_no`);
  return {
    ...noticeRowOf(n),
    cancelReason: strOrNull(n.cancel_reason),
    receiptId: n.receipt_id === null || n.receipt_id === undefined ? null : int(n.receipt_id),
    modifiedAt: str(n.modified_at),
    lines: lines.map(lineOf),
  };
}
