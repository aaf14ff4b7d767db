import { z } from "zod";
import { columnsParam, date, datePreset, decimal, filterText, id, nullableDecimal, pageQuery, qty, sortParam, text } from "../common";
import { decAdd, decCmp, isDecimal } from "../decimal";

/** inspected = passed/rejected counted; stored = everything passed is in store. */
export const receiptStatuses = ["inspected", "stored"] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

export const receiptColumns = [
  "recno", "recdate", "rectype", "status", "noticeNo", "venno", "venname", "subcompanyid", "carno", "receiver",
  "lineCount", "totalRecqty", "totalPassqty", "totalRejectqty", "totalInstoreqty", "hasDifference", "remark",
  "userid", "inputdate",
] as const;
export type ReceiptColumn = (typeof receiptColumns)[number];

/** Field names follow the SPEC §3 goods-receipt captions (carno = warehouse keeper, userid = entered by). */
export const receiptRow = z.object({
  id: z.number().int(),
  recno: z.string(),
  recdate: z.string(),
  rectype: z.string(),
  status: z.enum(receiptStatuses),
  noticeId: z.number().int(),
  noticeNo: z.string(),
  venno: z.string(),
  venname: z.string(),
  subcompanyid: z.string(),
  carno: z.string().describe("warehouse keeper"),
  receiver: z.string(),
  lineCount: z.number().int(),
  totalRecqty: decimal,
  totalPassqty: decimal,
  totalRejectqty: decimal,
  totalInstoreqty: decimal,
  hasDifference: z.boolean().describe("a line's received quantity differs from the notice"),
  remark: z.string(),
  userid: z.string().nullable().describe("entered by"),
  inputdate: z.string().describe("entered at (ISO)"),
});
export type ReceiptRow = z.infer<typeof receiptRow>;

export const receiptFilters = {
  recno: filterText().describe("receipt number prefix"),
  noticeNo: filterText(),
  pono: filterText().describe("receipts holding a line of this PO number"),
  venno: filterText(20),
  status: z.enum(receiptStatuses, "validation.status").optional(),
  recdateFrom: date.optional(),
  recdateTo: date.optional(),
  recdateRange: datePreset.optional(),
};
export const receiptListQuery = z.object({ ...receiptFilters, ...pageQuery, sort: sortParam(receiptColumns) });
export const receiptExportQuery = z.object({ ...receiptFilters, sort: sortParam(receiptColumns), columns: columnsParam(receiptColumns) });
export type ReceiptListQuery = z.input<typeof receiptListQuery>;
export type ReceiptExportQuery = z.input<typeof receiptExportQuery>;

export const receiptLine = z.object({
  id: z.number().int(),
  seqno: z.number().int(),
  noticeLineId: z.number().int(),
  poLineId: z.number().int(),
  pono: z.string(),
  itemno: z.string(),
  itemname: z.string(),
  specs: z.string(),
  packunit: z.string(),
  location: z.string(),
  lotno: z.string(),
  iqcno: z.string(),
  poqty: decimal.describe("PO quantity"),
  noticeQty: decimal.describe("this-time quantity of the notice line"),
  perpacknum: decimal,
  packnum: z.number().int(),
  sannum: decimal.describe("loose"),
  recqty: decimal,
  passqty: decimal,
  rejectqty: decimal,
  returnqty: decimal,
  focqty: decimal.describe("spare"),
  instoreqty: decimal,
  inwgt: nullableDecimal,
  diffQty: decimal.describe("recqty − noticeQty; non-zero is a difference to highlight"),
});
export type ReceiptLine = z.infer<typeof receiptLine>;

export const receiptDetail = receiptRow.extend({ lines: z.array(receiptLine) });
export type ReceiptDetail = z.infer<typeof receiptDetail>;

/** passed + rejected = received; in-store ≤ passed; returns ≤ rejected. */
export const receiptLineInput = z
  .object({
    noticeLineId: id,
    recqty: qty,
    passqty: qty,
    rejectqty: qty.default("0"),
    returnqty: qty.default("0"),
    focqty: qty.default("0"),
    instoreqty: qty,
    inwgt: qty.optional(),
    location: text(50).default(""),
    lotno: text(50).default(""),
    iqcno: text(50).default(""),
  })
  .superRefine((l, ctx) => {
    if (![l.recqty, l.passqty, l.rejectqty, l.returnqty, l.instoreqty].every(isDecimal)) return;
    if (decCmp(decAdd(l.passqty, l.rejectqty), l.recqty) !== 0) {
      ctx.addIssue({ code: "custom", path: ["passqty"], message: "validation.purchaseReceipt.passRejectMismatch" });
    }
    if (decCmp(l.instoreqty, l.passqty) > 0) {
      ctx.addIssue({ code: "custom", path: ["instoreqty"], message: "validation.purchaseReceipt.instoreOverPassed" });
    }
    if (decCmp(l.returnqty, l.rejectqty) > 0) {
      ctx.addIssue({ code: "custom", path: ["returnqty"], message: "validation.purchaseReceipt.returnOverRejected" });
    }
  });
export type ReceiptLineInput = z.input<typeof receiptLineInput>;

/** Recorded by an internal user against an open delivery notice; every notice line once at most. */
export const receiptInput = z.object({
  noticeId: id,
  recdate: date,
  rectype: text(20).default("purchase"),
  carno: text(50).default(""),
  receiver: text(50).default(""),
  remark: text(500).default(""),
  lines: z
    .array(receiptLineInput, "validation.selectAtLeastOne")
    .min(1, "validation.selectAtLeastOne")
    .max(200, "validation.tooMany")
    .refine((ls) => new Set(ls.map((l) => l.noticeLineId)).size === ls.length, "validation.duplicateLine"),
});
export type ReceiptInput = z.input<typeof receiptInput>;

export const receiptSaved = z.object({ id: z.number().int(), recno: z.string(), status: z.enum(receiptStatuses) });
export type ReceiptSaved = z.infer<typeof receiptSaved>;
