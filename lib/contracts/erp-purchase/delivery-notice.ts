import { z } from "zod";
import {
  columnsParam, date, datePreset, decimal, filterText, id, pageQuery, positiveQty, qty, queryBool, requiredText,
  sortParam, text,
} from "../common";
import { decCmp, isDecimal, valuationOf } from "../decimal";

/** open = not yet received (editable, cancellable); received = a goods receipt was recorded; cancelled. */
export const noticeStatuses = ["open", "received", "cancelled"] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

export const deliveryNoticeColumns = [
  "noticeNo", "status", "venno", "vensname", "deliveryNo", "requiredDept", "requiredDate", "deliverDate", "urgent",
  "receiveCompany", "receiveAddress", "storageLocation", "deliveryMethod", "lotNo", "carPlate", "driverPhone",
  "lineCount", "totalQty", "remark", "createdBy", "createdAt",
] as const;
export type DeliveryNoticeColumn = (typeof deliveryNoticeColumns)[number];

export const deliveryNoticeRow = z.object({
  id: z.number().int(),
  noticeNo: z.string(),
  status: z.enum(noticeStatuses),
  venno: z.string(),
  vensname: z.string(),
  deliveryNo: z.string(),
  requiredDept: z.string(),
  requiredDate: z.string(),
  deliverDate: z.string().nullable(),
  urgent: z.boolean(),
  receiveCompany: z.string(),
  receiveAddress: z.string(),
  storageLocation: z.string(),
  deliveryMethod: z.string(),
  lotNo: z.string(),
  carPlate: z.string(),
  driverPhone: z.string(),
  lineCount: z.number().int(),
  totalQty: decimal,
  remark: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryNoticeRow = z.infer<typeof deliveryNoticeRow>;

export const deliveryNoticeFilters = {
  noticeNo: filterText().describe("notice number prefix"),
  deliveryNo: filterText(),
  pono: filterText().describe("notices holding a line of this PO number"),
  venno: filterText(20),
  status: z.enum(noticeStatuses, "validation.status").optional(),
  urgent: queryBool.optional(),
  requiredDateFrom: date.optional(),
  requiredDateTo: date.optional(),
  requiredDateRange: datePreset.optional(),
};
export const deliveryNoticeListQuery = z.object({ ...deliveryNoticeFilters, ...pageQuery, sort: sortParam(deliveryNoticeColumns) });
export const deliveryNoticeExportQuery = z.object({
  ...deliveryNoticeFilters,
  sort: sortParam(deliveryNoticeColumns),
  columns: columnsParam(deliveryNoticeColumns),
});
export type DeliveryNoticeListQuery = z.input<typeof deliveryNoticeListQuery>;
export type DeliveryNoticeExportQuery = z.input<typeof deliveryNoticeExportQuery>;

export const deliveryNoticeLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  poLineId: z.number().int(),
  orderId: z.number().int(),
  pono: z.string(),
  poLineNo: z.number().int(),
  locTypeName: z.string().describe("material type"),
  itemno: z.string(),
  itemdesc: z.string(),
  specs: z.string(),
  packunit: z.string(),
  payqty: decimal.describe("PO quantity"),
  sentQty: decimal.describe("PO line: sent on all notices"),
  remainQty: decimal.describe("PO line: remaining to send"),
  thisQty: decimal.describe("this-time quantity"),
  perPack: decimal,
  packs: z.number().int(),
  loose: decimal,
  valuation: decimal.describe("per-pack × packs + loose"),
});
export type DeliveryNoticeLine = z.infer<typeof deliveryNoticeLine>;

export const deliveryNoticeDetail = deliveryNoticeRow.extend({
  cancelReason: z.string().nullable(),
  receiptId: z.number().int().nullable(),
  modifiedAt: z.string(),
  lines: z.array(deliveryNoticeLine),
});
export type DeliveryNoticeDetail = z.infer<typeof deliveryNoticeDetail>;

/**
 * One line of a notice: this-time quantity ≤ the PO line's remaining (checked on the server under a row
 * lock), and the packing must account for it: per-pack × packs + loose = this-time quantity.
 */
export const noticeLineInput = z
  .object({
    poLineId: id,
    thisQty: positiveQty,
    perPack: qty,
    packs: z.number("validation.invalidType").int("validation.invalidType").min(0).max(1_000_000),
    loose: qty,
  })
  .refine((l) => ![l.thisQty, l.perPack, l.loose].every(isDecimal) || !Number.isInteger(l.packs)
    || decCmp(valuationOf(l.perPack, l.packs, l.loose), l.thisQty) === 0, {
    path: ["loose"],
    message: "validation.quantity.valuationMismatch",
  });
export type NoticeLineInput = z.input<typeof noticeLineInput>;

/** SPEC §5 purchase notices: supplier, required department and date, delivery number, address, location. */
export const deliveryNoticeInput = z.object({
  supplierId: id.optional().describe("internal users: the lines' supplier; supplier accounts: their own"),
  requiredDept: requiredText(50, "validation.deliveryNotice.requiredDept"),
  requiredDate: date,
  deliveryNo: requiredText(50, "validation.deliveryNotice.deliveryNo"),
  receiveAddress: requiredText(200, "validation.deliveryNotice.receiveAddress"),
  storageLocation: requiredText(50, "validation.deliveryNotice.storageLocation"),
  urgent: z.boolean("validation.invalidType").default(false),
  deliverDate: date.optional(),
  deliveryMethod: text(30).default(""),
  lotNo: text(50).default(""),
  carPlate: text(20).default(""),
  driverPhone: text(30)
    .regex(/^[0-9+\-() ]*$/, "validation.deliveryNotice.phone")
    .default(""),
  remark: text(500).default(""),
  lines: z
    .array(noticeLineInput, "validation.deliveryNotice.atLeastOneOrder")
    .min(1, "validation.deliveryNotice.atLeastOneOrder")
    .max(200, "validation.tooMany")
    .refine((ls) => new Set(ls.map((l) => l.poLineId)).size === ls.length, "validation.duplicateLine"),
});
export type DeliveryNoticeInput = z.input<typeof deliveryNoticeInput>;

export const cancelInput = z.object({ reason: text(500).default("") });
export type CancelInput = z.input<typeof cancelInput>;

export const noticeSaved = z.object({ id: z.number().int(), noticeNo: z.string(), status: z.enum(noticeStatuses) });
export type NoticeSaved = z.infer<typeof noticeSaved>;

/** The picker: lines of received purchase orders with something left to send. */
export const openLineColumns = ["pono", "podate", "deldate", "venno", "itemno", "itemdesc", "remainQty"] as const;
export const openLineQuery = z.object({
  pono: filterText(),
  item: filterText(),
  venno: filterText(20),
  ...pageQuery,
  sort: sortParam(openLineColumns),
});
export type OpenLineQuery = z.input<typeof openLineQuery>;

export const openLine = z.object({
  id: z.number().int().describe("PO line id (poLineId of a notice line)"),
  orderId: z.number().int(),
  supplierId: z.number().int(),
  pono: z.string(),
  podate: z.string(),
  lineNo: z.number().int(),
  deldate: z.string(),
  venno: z.string(),
  vensname: z.string(),
  locTypeName: z.string(),
  itemno: z.string(),
  itemdesc: z.string(),
  specs: z.string(),
  packunit: z.string(),
  payqty: decimal,
  sentQty: decimal,
  remainQty: decimal,
});
export type OpenLine = z.infer<typeof openLine>;
