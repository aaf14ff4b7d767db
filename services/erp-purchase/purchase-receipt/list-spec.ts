import { sql } from "drizzle-orm";
import type { ReceiptColumn, ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { ListSpec, SortField } from "@/services/core/list";
import { dateText, int, isoText, str, strOrNull } from "@/services/core/sql";

const text = (col: string): SortField => ({ expr: sql.raw(col), type: "text" });
const num = (col: string): SortField => ({ expr: sql.raw(col), type: "numeric" });

const sorts: Record<ReceiptColumn, SortField> = {
  recno: text("r.recno"),
  recdate: { expr: sql`r.recdate`, type: "date" },
  rectype: text("r.rectype"),
  status: text("r.status"),
  noticeNo: text("n.notice_no"),
  venno: text("s.ven_no"),
  venname: text("s.name"),
  subcompanyid: text("r.subcompany"),
  carno: text("r.keeper"),
  receiver: text("r.receiver"),
  lineCount: { expr: sql`r.line_count`, type: "int" },
  totalRecqty: num("r.total_recqty"),
  totalPassqty: num("r.total_passqty"),
  totalRejectqty: num("r.total_rejectqty"),
  totalInstoreqty: num("r.total_instoreqty"),
  hasDifference: { expr: sql`r.has_difference`, type: "bool" },
  remark: text("r.remark"),
  userid: text("coalesce(cu.name, '')"),
  inputdate: { expr: sql`r.created_at`, type: "timestamptz" },
};

export const receiptColumnsSql = sql`r.id, r.recno, ${dateText(sql`r.recdate`)} as recdate, r.rectype, r.status,
  r.notice_id, n.notice_no, s.ven_no, s.name as venname, r.subcompany, r.keeper, r.receiver, r.line_count,
  r.total_recqty, r.total_passqty, r.total_rejectqty, r.total_instoreqty, r.has_difference, r.remark,
  cu.name as userid, ${isoText(sql`r.created_at`)} as inputdate`;

export const receiptFrom = sql`goods_receipts r
  join suppliers s on s.id = r.supplier_id
  join delivery_notices n on n.id = r.notice_id
  left join users cu on cu.id = r.created_by`;

export function receiptRowOf(r: Record<string, unknown>): ReceiptRow {
  return {
    id: int(r.id),
    recno: str(r.recno),
    recdate: str(r.recdate),
    rectype: str(r.rectype),
    status: str(r.status) as ReceiptRow["status"],
    noticeId: int(r.notice_id),
    noticeNo: str(r.notice_no),
    venno: str(r.ven_no),
    venname: str(r.venname),
    subcompanyid: str(r.subcompany),
    carno: str(r.keeper),
    receiver: str(r.receiver),
    lineCount: int(r.line_count),
    totalRecqty: str(r.total_recqty),
    totalPassqty: str(r.total_passqty),
    totalRejectqty: str(r.total_rejectqty),
    totalInstoreqty: str(r.total_instoreqty),
    hasDifference: r.has_difference === true,
    remark: str(r.remark),
    userid: strOrNull(r.userid),
    inputdate: str(r.inputdate),
  };
}

export const receiptSpec: ListSpec<ReceiptRow, ReceiptColumn> = {
  from: receiptFrom,
  countFrom: sql`goods_receipts r`,
  columns: receiptColumnsSql,
  id: sql`r.id`,
  sorts,
  defaultSort: "-recdate",
  map: receiptRowOf,
};
