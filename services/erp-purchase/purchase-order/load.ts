import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { decSub } from "@/lib/contracts/decimal";
import type { PurchaseOrderDetail, PurchaseOrderLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { dateText, int, isoText, str, strOrNull } from "@/services/core/sql";
import { lineFields } from "./line-fields";

type Raw = Record<string, unknown>;

/** The order if it is in the caller's scope; otherwise 404, the same answer as for a missing one. */
export async function requireOrder(db: Db, scope: Scope, id: number): Promise<Raw> {
  const [order] = await rows<Raw>(db, sql`
    select o.id, o.pono, ${dateText(sql`o.podate`)} as podate, s.ven_no, s.short_name, o.buyer, o.subcompany,
      o.currency, o.po_type, o.is_send, o.remark, o.op_person, o.receive_status, o.reject_reason, o.audit_status,
      o.price_review_status, ru.name as received_by, ${isoText(sql`o.received_at`)} as received_at, o.total_amount,
      ${isoText(sql`o.created_at`)} as created_at, ${isoText(sql`o.modified_at`)} as modified_at
    from purchase_orders o join suppliers s on s.id = o.supplier_id left join users ru on ru.id = o.received_by
    where o.id = ${id} and ${inScope(scope, sql`o.company_id`, sql`o.supplier_id`)}`);
  if (!order) throw notFound();
  return order;
}

function lineOf(r: Raw): PurchaseOrderLine {
  const confirmed = r.decision !== null && r.decision !== undefined;
  return {
    ...lineFields(r),
    confirmation: confirmed
      ? {
          decision: str(r.decision) as NonNullable<PurchaseOrderLine["confirmation"]>["decision"],
          promisedDate: str(r.promised_date),
          promisedQty: str(r.promised_qty),
          reason: strOrNull(r.reason),
          confirmedBy: strOrNull(r.confirmed_by),
          confirmedAt: str(r.confirmed_at),
          qtyDiff: decSub(str(r.payqty), str(r.promised_qty)),
          dateDiffDays: int(r.date_diff),
          answer: strOrNull(r.answer) as NonNullable<PurchaseOrderLine["confirmation"]>["answer"],
          answerReason: strOrNull(r.answer_reason),
          answeredBy: strOrNull(r.answered_by),
          answeredAt: strOrNull(r.answered_at),
        }
      : null,
  };
}

/** One order with its lines and the supplier's confirmations, or 404. */
export async function loadOrderDetail(db: Db, scope: Scope, id: number): Promise<PurchaseOrderDetail> {
  const o = await requireOrder(db, scope, id);
  const lines = await rows<Raw>(db, sql`
    select l.id, l.order_id, l.line_no, ${dateText(sql`l.deldate`)} as deldate, l.itemno, l.itemdesc, l.loc_type_name,
      l.specs, l.packunit, l.payqty, l.remain_qty, l.sent_qty, l.focqty, l.hsdj, l.dj, l.amount, l.gsm, l.recqty,
      l.recfocqty, l.instoreqty, l.reqno, l.rejectqty, l.rejectfocqty, l.remark, l.complete_status, l.tonnageprice,
      c.decision, ${dateText(sql`c.promised_date`)} as promised_date, c.promised_qty, c.reason, cu.name as confirmed_by,
      ${isoText(sql`c.confirmed_at`)} as confirmed_at, (c.promised_date - l.deldate) as date_diff,
      c.answer, c.answer_reason, au.name as answered_by, ${isoText(sql`c.answered_at`)} as answered_at
    from purchase_order_lines l
      left join purchase_order_confirmations c on c.line_id = l.id
      left join users cu on cu.id = c.confirmed_by
      left join users au on au.id = c.answered_by
    where l.order_id = ${id}
    order by l.line_no`);
  return {
    id: int(o.id),
    pono: str(o.pono),
    podate: str(o.podate),
    venno: str(o.ven_no),
    vensname: str(o.short_name),
    username: str(o.buyer),
    subcompanyid: str(o.subcompany),
    currency: str(o.currency),
    poType: str(o.po_type),
    isSend: o.is_send === true,
    remark: str(o.remark),
    opPerson: str(o.op_person),
    receiveStatus: str(o.receive_status) as PurchaseOrderDetail["receiveStatus"],
    rejectReason: strOrNull(o.reject_reason),
    auditStatus: str(o.audit_status) as PurchaseOrderDetail["auditStatus"],
    priceReviewStatus: str(o.price_review_status) as PurchaseOrderDetail["priceReviewStatus"],
    receivedBy: strOrNull(o.received_by),
    receivedAt: strOrNull(o.received_at),
    totalAmount: str(o.total_amount),
    createdAt: str(o.created_at),
    modifiedAt: str(o.modified_at),
    lines: lines.map(lineOf),
  };
}
