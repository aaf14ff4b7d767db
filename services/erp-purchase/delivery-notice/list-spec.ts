import { sql } from "drizzle-orm";
import type { DeliveryNoticeColumn, DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { ListSpec, SortField } from "@/services/core/list";
import { dateText, int, isoText, str, strOrNull } from "@/services/core/sql";

const text = (col: string): SortField => ({ expr: sql.raw(col), type: "text" });

const sorts: Record<DeliveryNoticeColumn, SortField> = {
  noticeNo: text("n.notice_no"),
  status: text("n.status"),
  venno: text("s.ven_no"),
  vensname: text("s.short_name"),
  deliveryNo: text("n.delivery_no"),
  requiredDept: text("n.required_dept"),
  requiredDate: { expr: sql`n.required_date`, type: "date" },
  deliverDate: { expr: sql`coalesce(n.deliver_date, '1900-01-01'::date)`, type: "date" },
  urgent: { expr: sql`n.urgent`, type: "bool" },
  receiveCompany: text("co.account_name"),
  receiveAddress: text("n.receive_address"),
  storageLocation: text("n.storage_location"),
  deliveryMethod: text("n.delivery_method"),
  lotNo: text("n.lot_no"),
  carPlate: text("n.car_plate"),
  driverPhone: text("n.driver_phone"),
  lineCount: { expr: sql`n.line_count`, type: "int" },
  totalQty: { expr: sql`n.total_qty`, type: "numeric" },
  remark: text("n.remark"),
  createdBy: text("coalesce(cu.name, '')"),
  createdAt: { expr: sql`n.created_at`, type: "timestamptz" },
};

export const deliveryNoticeColumnsSql = sql`n.id, n.notice_no, n.status, s.ven_no, s.short_name, n.delivery_no,
  n.required_dept, ${dateText(sql`n.required_date`)} as required_date, ${dateText(sql`n.deliver_date`)} as deliver_date,
  n.urgent, co.account_name as receive_company, n.receive_address, n.storage_location, n.delivery_method, n.lot_no,
  n.car_plate, n.driver_phone, n.line_count, n.total_qty, n.remark, cu.name as created_by,
  ${isoText(sql`n.created_at`)} as created_at`;

export const deliveryNoticeFrom = sql`delivery_notices n
  join suppliers s on s.id = n.supplier_id
  join companies co on co.id = n.company_id
  left join users cu on cu.id = n.created_by`;

export function noticeRowOf(r: Record<string, unknown>): DeliveryNoticeRow {
  return {
    id: int(r.id),
    noticeNo: str(r.notice_no),
    status: str(r.status) as DeliveryNoticeRow["status"],
    venno: str(r.ven_no),
    vensname: str(r.short_name),
    deliveryNo: str(r.delivery_no),
    requiredDept: str(r.required_dept),
    requiredDate: str(r.required_date),
    deliverDate: strOrNull(r.deliver_date),
    urgent: r.urgent === true,
    receiveCompany: str(r.receive_company),
    receiveAddress: str(r.receive_address),
    storageLocation: str(r.storage_location),
    deliveryMethod: str(r.delivery_method),
    lotNo: str(r.lot_no),
    carPlate: str(r.car_plate),
    driverPhone: str(r.driver_phone),
    lineCount: int(r.line_count),
    totalQty: str(r.total_qty),
    remark: str(r.remark),
    createdBy: strOrNull(r.created_by),
    createdAt: str(r.created_at),
  };
}

export const deliveryNoticeSpec: ListSpec<DeliveryNoticeRow, DeliveryNoticeColumn> = {
  from: deliveryNoticeFrom,
  countFrom: sql`delivery_notices n`,
  columns: deliveryNoticeColumnsSql,
  id: sql`n.id`,
  sorts,
  defaultSort: "-createdAt",
  map: noticeRowOf,
};
