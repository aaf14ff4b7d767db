import { col, type ColumnDecl } from "../kit/columns";
import { lineCaption } from "../kit/captions";

/**
 * The delivery notice's columns and statuses, plain data apart from its contract (delivery-notice.ts, which
 * builds the schemas from them and re-exports them), so that the notice's detail view loads no schema.
 */

export const deliveryNoticeNamespace = "deliveryNotice";

/** open = not yet received (editable, cancellable); received = a goods receipt was recorded; cancelled. */
export const noticeStatuses = ["open", "received", "cancelled"] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

/** The notice list's columns (docs/requirements.md), in order. */
export const deliveryNoticeColumns = {
  noticeNo: col.text(),
  status: col.enum("noticeStatus", noticeStatuses, { tones: { open: "warning", received: "success", cancelled: "secondary" } }),
  venno: col.text({ staffOnly: true }),
  vensname: col.text({ staffOnly: true }),
  deliveryNo: col.text(),
  requiredDept: col.text(),
  requiredDate: col.date(),
  deliverDate: col.date({ nullable: true }),
  urgent: col.flag(),
  receiveCompany: col.text({ hidden: true, width: 24 }),
  receiveAddress: col.text({ width: 28 }),
  storageLocation: col.text(),
  deliveryMethod: col.text({ hidden: true }),
  lotNo: col.text({ hidden: true }),
  carPlate: col.text({ hidden: true }),
  driverPhone: col.text({ hidden: true }),
  lineCount: col.int(),
  totalQty: col.decimal(),
  remark: col.text({ hidden: true, width: 24 }),
  createdBy: col.text({ nullable: true }),
  createdAt: col.datetime(),
};

/** A notice's lines (detail and print), captioned `deliveryNotice.lineColumns.<field>`. */
export const noticeLineColumns = {
  lineNo: col.int(),
  pono: col.text(),
  poLineNo: col.int(),
  locTypeName: col.text(),
  itemno: col.text(),
  itemdesc: col.text(),
  specs: col.text(),
  packunit: col.text(),
  payqty: col.decimal(),
  sentQty: col.decimal(),
  remainQty: col.decimal(),
  thisQty: col.decimal(),
  perPack: col.decimal(),
  packs: col.int(),
  loose: col.decimal(),
  valuation: col.decimal(),
  poLineId: col.int({ internal: true }),
  orderId: col.int({ internal: true }),
} satisfies Record<string, ColumnDecl>;
export type NoticeLineField = keyof typeof noticeLineColumns;
/** The line table as the UI renders it: columns, captions and the shown fields in order. */
export const noticeLineTable = {
  columns: noticeLineColumns as Record<NoticeLineField, ColumnDecl>,
  caption: (field: NoticeLineField) => lineCaption("deliveryNotice", field),
  fields: (Object.keys(noticeLineColumns) as NoticeLineField[]).filter((f) => !(noticeLineColumns[f] as ColumnDecl).internal),
};

/** A ship date after the required date: the form warns and a reason is required. */
export const shipsLate = (deliverDate: string | undefined | null, requiredDate: string | undefined | null) =>
  Boolean(deliverDate && requiredDate && deliverDate > requiredDate);
