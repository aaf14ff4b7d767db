import { z } from "zod/mini";
import { checkQtyTotal, date, dateRangeFilters, decimal, filterText, id, idParam, nullableDecimal, qty, text } from "../common";
import { decAdd, decCmp, isDecimal } from "../decimal";
import { col, defineList, type ColumnDecl, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { lineCaption } from "../kit/captions";

/** inspected = passed/rejected counted; stored = everything passed is in store. */
export const receiptStatuses = ["inspected", "stored"] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

const qtyCol = col.decimal();

/**
 * Goods receipts (docs/requirements.md §3 goods-receipt captions: carno = warehouse keeper, userid =
 * entered by). `hasDifference`: a line's received quantity differs from the notice.
 */
export const purchaseReceiptList = defineList({
  service: "erp-purchase",
  path: "/purchase-receipt",
  namespace: "purchaseReceipt",
  summary: "Goods receipts (purchase receipt notes and schedule): filters, sort, keyset pages, capped total",
  defaultSort: "-recdate",
  columns: {
    recno: col.text(),
    recdate: col.date(),
    rectype: col.text({ hidden: true, dictionary: "receipt-type" }),
    status: col.enum("receiptStatus", receiptStatuses, { tones: { inspected: "warning", stored: "success" } }),
    noticeNo: col.text(),
    venno: col.text({ staffOnly: true }),
    venname: col.text({ width: 24 }),
    subcompanyid: col.text({ hidden: true }),
    carno: col.text(),
    receiver: col.text(),
    lineCount: col.int(),
    totalRecqty: qtyCol,
    totalPassqty: qtyCol,
    totalRejectqty: qtyCol,
    totalInstoreqty: qtyCol,
    hasDifference: col.flag(),
    remark: col.text({ width: 24 }),
    userid: col.text({ nullable: true, hidden: true }),
    inputdate: col.datetime({ hidden: true }),
    noticeId: col.int({ internal: true }),
  },
  filters: {
    recno: filterText().check(z.describe("receipt number prefix")),
    noticeNo: filterText(),
    pono: filterText().check(z.describe("receipts holding a line of this PO number")),
    venno: filterText(20),
    status: z.optional(z.enum(receiptStatuses, "validation.status")),
    ...dateRangeFilters("recdate"),
  },
});
export const receiptRow = purchaseReceiptList.row;
export type ReceiptRow = z.infer<typeof receiptRow>;
export type ReceiptListQuery = z.input<typeof purchaseReceiptList.listQuery>;
export type PurchaseReceiptFilters = FiltersOf<typeof purchaseReceiptList>;

export const receiptLine = z.object({
  id: z.number().check(z.int()),
  seqno: z.number().check(z.int()),
  noticeLineId: z.number().check(z.int()),
  poLineId: z.number().check(z.int()),
  pono: z.string(),
  itemno: z.string(),
  itemname: z.string(),
  specs: z.string(),
  packunit: z.string(),
  location: z.string(),
  lotno: z.string(),
  iqcno: z.string(),
  poqty: decimal.check(z.describe("PO quantity")),
  noticeQty: decimal.check(z.describe("this-time quantity of the notice line")),
  perpacknum: decimal,
  packnum: z.number().check(z.int()),
  sannum: decimal.check(z.describe("loose")),
  recqty: decimal,
  passqty: decimal,
  rejectqty: decimal,
  returnqty: decimal,
  focqty: decimal.check(z.describe("spare")),
  instoreqty: decimal,
  inwgt: nullableDecimal,
  diffQty: decimal.check(z.describe("recqty − noticeQty; non-zero is a difference to highlight")),
});
export type ReceiptLine = z.infer<typeof receiptLine>;

/**
 * The receipt's line columns in the order shown: what the supplier looks for first (notice vs received,
 * passed, rejected, returns, spare, in store), then the rest. Captions `purchaseReceipt.lineColumns.*`.
 */
const receiptLineColumns = {
  seqno: col.int(),
  pono: col.text(),
  itemno: col.text(),
  noticeQty: qtyCol,
  recqty: qtyCol,
  diffQty: qtyCol,
  passqty: qtyCol,
  rejectqty: qtyCol,
  returnqty: qtyCol,
  focqty: qtyCol,
  instoreqty: qtyCol,
  poqty: qtyCol,
  perpacknum: qtyCol,
  packnum: col.int(),
  sannum: qtyCol,
  inwgt: col.decimal({ nullable: true }),
  location: col.text(),
  lotno: col.text(),
  iqcno: col.text(),
} satisfies { [K in keyof ReceiptLine]?: ColumnDecl };
export const receiptLineTable = {
  columns: receiptLineColumns,
  fields: Object.keys(receiptLineColumns) as Array<keyof typeof receiptLineColumns>,
  caption: (field: string) => lineCaption("purchaseReceipt", field),
};

export const receiptDetail = z.extend(receiptRow, { lines: z.array(receiptLine) });
export type ReceiptDetail = z.infer<typeof receiptDetail>;

/** passed + rejected = received; in-store ≤ passed; returns ≤ rejected. */
export const receiptLineInput = z.object({
    noticeLineId: id,
    recqty: qty,
    passqty: qty,
    rejectqty: z._default(qty, "0"),
    returnqty: z._default(qty, "0"),
    focqty: z._default(qty, "0"),
    instoreqty: qty,
    inwgt: z.optional(qty),
    location: z._default(text(50), ""),
    lotno: z._default(text(50), ""),
    iqcno: z._default(text(50), ""),
  }).check(z.superRefine((l, ctx) => {
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
  }));
export type ReceiptLineInput = z.input<typeof receiptLineInput>;

/** Recorded by an internal user against an open delivery notice; every notice line once at most. */
export const receiptInput = z.object({
  noticeId: id,
  recdate: date,
  rectype: z._default(text(20), "purchase"),
  carno: z._default(text(50), ""),
  receiver: z._default(text(50), ""),
  remark: z._default(text(500, { multiline: true }), ""),
  lines: z.array(receiptLineInput, "validation.selectAtLeastOne").check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(200, "validation.tooMany"), z.refine((ls) => new Set(ls.map((l) => l.noticeLineId)).size === ls.length, "validation.duplicateLine"), z.superRefine((ls, ctx) => {
      for (const f of ["recqty", "passqty", "rejectqty", "instoreqty"] as const) checkQtyTotal(ls.map((l) => l[f]), ctx, []);
    })),
});
export type ReceiptInput = z.input<typeof receiptInput>;

export const receiptSaved = z.object({ id: z.number().check(z.int()), recno: z.string(), status: z.enum(receiptStatuses) });
export type ReceiptSaved = z.infer<typeof receiptSaved>;

const ops = serviceOps("erp-purchase");
export const purchaseReceiptOps = {
  detail: ops.get("/purchase-receipt/:id", {
    summary: "One goods receipt: per line received, passed, rejected, returns, spare, in-store, and the difference to the notice",
    params: idParam,
    response: receiptDetail,
  }),
  create: ops.post("/purchase-receipt", {
    summary: "Record a goods receipt against an open delivery notice (internal users); books quantities on the PO lines",
    body: receiptInput,
    response: receiptSaved,
  }),
};
