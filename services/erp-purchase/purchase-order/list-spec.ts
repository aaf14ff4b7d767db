import { sql } from "drizzle-orm";
import type { PurchaseOrderColumn, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import type { ListSpec, SortField } from "@/services/core/list";
import { dateText, str, strOrNull } from "@/services/core/sql";
import { lineFields } from "./line-fields";

/** A sub-select, not a join: it runs for the page's rows only and leaves the index order intact. */
const decision = "(select c.decision from purchase_order_confirmations c where c.line_id = l.id)";
const text = (col: string): SortField => ({ expr: sql.raw(col), type: "text" });
const num = (col: string): SortField => ({ expr: sql.raw(col), type: "numeric" });
const date = (col: string): SortField => ({ expr: sql.raw(col), type: "date" });

/** Every column of the list is sortable; nullable ones sort through a coalesce. */
const sorts: Record<PurchaseOrderColumn, SortField> = {
  pono: text("l.pono"),
  podate: date("l.podate"),
  receiveDate: { expr: sql`coalesce(o.received_at, '1970-01-01T00:00:00Z'::timestamptz)`, type: "timestamptz" },
  deldate: date("l.deldate"),
  venno: text("s.ven_no"),
  vensname: text("s.short_name"),
  username: text("o.buyer"),
  subcompanyid: text("o.subcompany"),
  lineNo: { expr: sql`l.line_no`, type: "int" },
  itemno: text("l.itemno"),
  itemdesc: text("l.itemdesc"),
  locTypeName: text("l.loc_type_name"),
  specs: text("l.specs"),
  packunit: text("l.packunit"),
  payqty: num("l.payqty"),
  remainQty: num("l.remain_qty"),
  sentQty: num("l.sent_qty"),
  focqty: num("l.focqty"),
  hsdj: num("l.hsdj"),
  dj: num("l.dj"),
  amount: num("l.amount"),
  currency: text("o.currency"),
  gsm: num("coalesce(l.gsm, -1)"),
  recqty: num("l.recqty"),
  recfocqty: num("l.recfocqty"),
  instoreqty: num("l.instoreqty"),
  reqno: text("l.reqno"),
  rejectqty: num("l.rejectqty"),
  rejectfocqty: num("l.rejectfocqty"),
  remark: text("l.remark"),
  completeStatus: text("l.complete_status"),
  tonnageprice: num("coalesce(l.tonnageprice, -1)"),
  opPerson: text("o.op_person"),
  poType: text("o.po_type"),
  isSend: { expr: sql`l.is_send`, type: "bool" },
  auditStatus: text("l.audit_status"),
  receiveStatus: text("l.receive_status"),
  priceReviewStatus: text("o.price_review_status"),
  confirmStatus: text(`coalesce(${decision}, '')`),
};

export const purchaseOrderSpec: ListSpec<PurchaseOrderRow, PurchaseOrderColumn> = {
  from: sql`purchase_order_lines l
    join purchase_orders o on o.id = l.order_id
    join suppliers s on s.id = l.supplier_id`,
  countFrom: sql`purchase_order_lines l`,
  columns: sql`l.id, l.order_id, l.pono, ${dateText(sql`l.podate`)} as podate,
    ${dateText(sql`o.received_at`)} as receive_date, ${dateText(sql`l.deldate`)} as deldate,
    s.ven_no, s.short_name, o.buyer, o.subcompany, l.line_no, l.itemno, l.itemdesc, l.loc_type_name, l.specs,
    l.packunit, l.payqty, l.remain_qty, l.sent_qty, l.focqty, l.hsdj, l.dj, l.amount, o.currency, l.gsm, l.recqty,
    l.recfocqty, l.instoreqty, l.reqno, l.rejectqty, l.rejectfocqty, l.remark, l.complete_status, l.tonnageprice,
    o.op_person, o.po_type, l.is_send, l.audit_status, l.receive_status, o.price_review_status, o.reject_reason,
    ${sql.raw(decision)} as decision`,
  id: sql`l.id`,
  sorts,
  defaultSort: "-podate",
  map: (r) => ({
    pono: str(r.pono),
    podate: str(r.podate),
    receiveDate: strOrNull(r.receive_date),
    venno: str(r.ven_no),
    vensname: str(r.short_name),
    username: str(r.buyer),
    subcompanyid: str(r.subcompany),
    ...lineFields(r),
    currency: str(r.currency),
    opPerson: str(r.op_person),
    poType: str(r.po_type),
    isSend: r.is_send === true,
    auditStatus: str(r.audit_status) as PurchaseOrderRow["auditStatus"],
    receiveStatus: str(r.receive_status) as PurchaseOrderRow["receiveStatus"],
    priceReviewStatus: str(r.price_review_status) as PurchaseOrderRow["priceReviewStatus"],
    rejectReason: strOrNull(r.reject_reason),
    confirmStatus: strOrNull(r.decision) as PurchaseOrderRow["confirmStatus"],
  }),
};
