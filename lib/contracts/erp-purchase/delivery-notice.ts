import { z } from "zod/mini";
import { auditResult, checkQtyTotal, date, dateRangeFilters, decimal, filterText, id, idParam, positiveQty, qty, queryBool, requiredText, text } from "../common";
import { col, defineList, type ColumnDecl, type FiltersOf, type RowOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { workbookBytes, workbookReport, workbookUploadQuery } from "./workbook";
import { decCmp, isDecimal, valuationOf } from "../decimal";
import { deliveryNoticeColumns, deliveryNoticeNamespace, noticeLineColumns, noticeLineTable, noticeStatuses, shipsLate, type NoticeLineField, type NoticeStatus } from "./delivery-notice-columns";

export { deliveryNoticeColumns, deliveryNoticeNamespace, noticeLineColumns, noticeLineTable, noticeStatuses, shipsLate, type NoticeLineField, type NoticeStatus };

/** The delivery notice (ASN) list, one row per notice. */
export const deliveryNoticeList = defineList({
  service: "erp-purchase",
  path: "/delivery-notice",
  namespace: deliveryNoticeNamespace,
  summary: "Delivery notices (ASN)",
  defaultSort: "-createdAt",
  columns: deliveryNoticeColumns,
  filters: {
    noticeNo: filterText().check(z.describe("notice number prefix")),
    deliveryNo: filterText(),
    pono: filterText().check(z.describe("notices holding a line of this PO number")),
    venno: filterText(20),
    status: z.optional(z.enum(noticeStatuses, "validation.status")),
    urgent: z.optional(queryBool),
    ...dateRangeFilters("requiredDate"),
  },
});
export type DeliveryNoticeRow = RowOf<typeof deliveryNoticeList>;
export type DeliveryNoticeFilters = FiltersOf<typeof deliveryNoticeList>;

/** The notice form's picker: lines of received purchase orders, still open, with something left to send. */
export const noticeCandidateList = defineList({
  service: "erp-purchase",
  path: "/delivery-notice/candidates",
  namespace: deliveryNoticeNamespace,
  summary: "PO lines that can go on a delivery notice: order received, line open, remaining > 0",
  defaultSort: "deldate",
  columns: {
    pono: col.text(),
    lineNo: col.int({ sortable: false }),
    podate: col.date(),
    deldate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ sortable: false, staffOnly: true }),
    itemno: col.text(),
    itemdesc: col.text(),
    specs: col.text({ sortable: false }),
    packunit: col.text({ sortable: false }),
    payqty: col.decimal({ sortable: false }),
    sentQty: col.decimal({ sortable: false }),
    remainQty: col.decimal(),
    /** What a notice may take: remaining, or less when the supplier confirmed a partial quantity. */
    sendableQty: col.decimal({ internal: true }),
    /** The next schedule line the supplier promised that still has something open (drawn in date order); null without a schedule. */
    scheduledQty: col.decimal({ internal: true, nullable: true }),
    scheduledDate: col.date({ internal: true, nullable: true }),
    locTypeName: col.text({ internal: true }),
    orderId: col.int({ internal: true }),
    supplierId: col.int({ internal: true }),
  },
  filters: {
    pono: filterText(),
    item: filterText().check(z.describe("item number prefix or description fragment")),
    venno: filterText(20),
  },
});
export type NoticeCandidate = RowOf<typeof noticeCandidateList>;
export type NoticeCandidateFilters = FiltersOf<typeof noticeCandidateList>;

type LineShape<C> = { id: z.ZodMiniNumber } & { [K in keyof C]: C[K] extends { kind: "int" } ? z.ZodMiniNumber : z.ZodMiniString };
/** The line schema from its declared columns (only text, decimal and int kinds occur in a notice line). */
const lineSchema = <C extends Record<string, ColumnDecl>>(columns: C) =>
  z.object({
    id: z.number().check(z.int()),
    ...Object.fromEntries(Object.entries(columns).map(([f, d]) => [f, d.kind === "int" ? z.number().check(z.int()) : d.kind === "decimal" ? decimal : z.string()])),
  }) as unknown as z.ZodMiniObject<LineShape<C>>;

export const deliveryNoticeLine = lineSchema(noticeLineColumns);
export type DeliveryNoticeLine = z.infer<typeof deliveryNoticeLine>;

export const deliveryNoticeDetail = z.extend(deliveryNoticeList.row, {
  cancelReason: z.nullable(z.string()),
  lateReason: z.string(),
  receiptId: z.nullable(z.number().check(z.int())),
  modifiedAt: z.string(),
  lines: z.array(deliveryNoticeLine),
});
export type DeliveryNoticeDetail = z.infer<typeof deliveryNoticeDetail>;

/**
 * One line of a notice: this-time quantity ≤ the PO line's remaining (checked on the server under a row
 * lock), and the packing must account for it: per-pack × packs + loose = this-time quantity.
 */
export const noticeLineInput = z.object({
    poLineId: id,
    thisQty: positiveQty,
    perPack: qty,
    packs: z.number("validation.invalidType").check(z.int("validation.invalidType"), z.gte(0), z.lte(1_000_000)),
    loose: qty,
  }).check(z.refine((l) => ![l.thisQty, l.perPack, l.loose].every(isDecimal) || !Number.isInteger(l.packs)
    || decCmp(valuationOf(l.perPack, l.packs, l.loose), l.thisQty) === 0, {
    path: ["loose"],
    message: "validation.quantity.valuationMismatch",
  }));
export type NoticeLineInput = z.input<typeof noticeLineInput>;

/** docs/requirements.md §5 purchase notices: supplier, required department and date, delivery number, address, location. */
export const deliveryNoticeInput = z.object({
  supplierId: z.optional(id).check(z.describe("internal users: the lines' supplier; supplier accounts: their own")),
  requiredDept: requiredText(50, "validation.deliveryNotice.requiredDept"),
  requiredDate: date,
  deliveryNo: requiredText(50, "validation.deliveryNotice.deliveryNo"),
  receiveAddress: requiredText(200, "validation.deliveryNotice.receiveAddress"),
  storageLocation: requiredText(50, "validation.deliveryNotice.storageLocation"),
  urgent: z._default(z.boolean("validation.invalidType"), false),
  deliverDate: z.optional(date),
  deliveryMethod: z._default(text(30), ""),
  lotNo: z._default(text(50), ""),
  carPlate: z._default(text(20), ""),
  driverPhone: z._default(text(30).check(z.regex(/^[0-9+\-() ]*$/, "validation.deliveryNotice.phone")), ""),
  remark: z._default(text(500, { multiline: true }), ""),
  lateReason: z._default(text(200), "").check(z.describe("why the ship date is after the required date; required then")),
  lines: z.array(noticeLineInput, "validation.deliveryNotice.atLeastOneOrder").check(
    z.minLength(1, "validation.deliveryNotice.atLeastOneOrder"),
    z.maxLength(200, "validation.tooMany"),
    z.refine((ls) => new Set(ls.map((l) => l.poLineId)).size === ls.length, "validation.duplicateLine"),
    z.superRefine((ls, ctx) => checkQtyTotal(ls.map((l) => l.thisQty), ctx, [])),
  ),
}).check(z.superRefine((v, ctx) => {
  if (shipsLate(v.deliverDate, v.requiredDate) && !v.lateReason.trim()) {
    ctx.addIssue({ code: "custom", path: ["lateReason"], message: "validation.deliveryNotice.lateReasonRequired" });
  }
}));

export type DeliveryNoticeInput = z.input<typeof deliveryNoticeInput>;

export const cancelNoticeInput = z.object({ reason: z._default(text(500, { multiline: true }), "") });
export type CancelNoticeInput = z.input<typeof cancelNoticeInput>;

export const noticeSaved = z.object({ id: z.number().check(z.int()), noticeNo: z.string(), status: z.enum(noticeStatuses) });
export type NoticeSaved = z.infer<typeof noticeSaved>;

const ops = serviceOps("erp-purchase");

/** Every delivery notice operation besides the list and its export (`deliveryNoticeList`). */
export const deliveryNoticeOps = {
  candidates: noticeCandidateList.list,
  detail: ops.get("/delivery-notice/:id", {
    summary: "One delivery notice with its lines (also the print page's data)",
    params: idParam,
    response: deliveryNoticeDetail,
  }),
  audit: ops.get("/delivery-notice/:id/audit", {
    summary: "History of a delivery notice: created, edited, cancelled, received",
    params: idParam,
    response: auditResult,
  }),
  create: ops.post("/delivery-notice", {
    summary: "Create a delivery notice from received PO lines; moves each line's quantity from remaining to sent",
    body: deliveryNoticeInput,
    response: noticeSaved,
  }),
  update: ops.put("/delivery-notice/:id", {
    summary: "Edit a delivery notice while it is not received (header and lines replaced)",
    params: idParam,
    body: deliveryNoticeInput,
    response: noticeSaved,
  }),
  workbook: ops.get("/delivery-notice/workbook", {
    summary: "The caller's lines that can ship as an .xlsx in its language, to create notices offline: order and line keys locked by sheet protection; this-time quantity, per pack and each receiving site's notice header to fill",
    binary: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  }),
  workbookUpload: ops.post("/delivery-notice/workbook/upload", {
    summary: "Create delivery notices from a filled ship-notice workbook (.xlsx ≤ 10 MB, zip bombs refused, parsed off the event loop), one per receiving site (address and storage location). Validated whole first: a report per row in the form's words; nothing applied when a row is bad unless applyValid=true. One transaction, one audit row per notice",
    query: workbookUploadQuery("ship-notices.xlsx"),
    response: workbookReport,
    upload: uploadSpec(["xlsx"], workbookBytes),
  }),
  cancel: ops.post("/delivery-notice/:id/cancel", {
    summary: "Cancel an unreceived delivery notice; its quantities go back to the PO lines",
    params: idParam,
    body: cancelNoticeInput,
    response: noticeSaved,
  }),
};
