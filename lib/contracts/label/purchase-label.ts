import { z } from "zod/mini";
import { cleanString, decimal, filterText, idParam, requiredText } from "../common";
import { col, defineList, type FiltersOf, type RowOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { labelBatchDetail, labelDownloadInput, labelKindQuery, labelPrintInput, labelTask } from "./batch";
import { gs1QuantityOk, labelFieldsShape, labelTypes } from "./fields";

export * from "./batch";

const ops = serviceOps("label");

/** The one kind of batch the purchase label screens own. */
export const purchaseLabelKinds = ["purchase_receipt"] as const;

/** Purchase receipt label batches: one row per creation from a delivery notice line. */
export const purchaseLabelList = defineList({
  service: "label",
  path: "/purchase-label",
  namespace: "purchaseLabel",
  summary: "Purchase receipt label batches made from delivery notice lines, newest first",
  defaultSort: "-createdAt",
  columns: {
    noticeNo: col.text(),
    noticeLineNo: col.int({ sortable: false }),
    pono: col.text(),
    poLineNo: col.int({ sortable: false }),
    itemno: col.text(),
    itemdesc: col.text({ sortable: false, width: 24 }),
    batchNo: col.text(),
    labelType: col.enum("labelType", labelTypes),
    count: col.int(),
    firstSerial: col.text({ sortable: false }),
    lastSerial: col.text({ sortable: false }),
    printedCount: col.int({ sortable: false }),
    createdBy: col.text({ nullable: true, sortable: false }),
    createdAt: col.datetime(),
  },
  filters: {
    noticeNo: filterText().check(z.describe("notice number prefix")),
    pono: filterText(),
    serial: filterText(20).check(z.describe("a label serial: the batch holding it")),
    batchNo: filterText(20),
  },
});
export type PurchaseLabelRow = RowOf<typeof purchaseLabelList>;
export type PurchaseLabelFilters = FiltersOf<typeof purchaseLabelList>;

/**
 * The form's body: a notice line and the label fields (docs/requirements.md §5 Labels). The apply number
 * is the PO line's requisition (reqno): entered, it must be that one; absent, the line's is taken.
 */
export const purchaseLabelInput = z.object({
    noticeId: z.number("validation.label.notice").check(z.int("validation.label.notice"), z.positive("validation.label.notice"), z.lte(2_147_483_647)),
    noticeLineId: z.number("validation.label.noticeLine").check(
      z.int("validation.label.noticeLine"),
      z.positive("validation.label.noticeLine"),
      z.lte(2_147_483_647),
    ),
    applyNo: z.optional(cleanString("validation.label.applyMismatch").check(z.maxLength(40, "validation.tooLong"))),
    ...labelFieldsShape,
  }).check(z.refine(gs1QuantityOk, { path: ["perPack"], message: "validation.label.gs1WholeQuantity" }));
export type PurchaseLabelInput = z.input<typeof purchaseLabelInput>;

/** A notice the form can pick, with its lines and how many labels each line has already. */
export const labelSourceLine = z.object({
  id: z.number().check(z.int()),
  lineNo: z.number().check(z.int()),
  pono: z.string(),
  poLineNo: z.number().check(z.int()),
  applyNo: z.string().check(z.describe("the PO line's requisition (apply) number; empty when it has none")),
  itemno: z.string(),
  itemdesc: z.string(),
  specs: z.string(),
  packunit: z.string(),
  thisQty: decimal,
  perPack: decimal,
  labelCount: z.number().check(z.int()),
});
export const labelSourceNotice = z.object({
  id: z.number().check(z.int()),
  noticeNo: z.string(),
  status: z.string(),
  venno: z.string(),
  vensname: z.string(),
  lotNo: z.string(),
  lines: z.array(labelSourceLine),
});
export type LabelSourceNotice = z.infer<typeof labelSourceNotice>;

/**
 * The label fields a notice line starts with: per-pack from the line; bundle, customer label, codes and work
 * number as last typed for the item by this supplier (first time: per-pack, the buying company and the user's
 * number); the weights remembered for the supplier and item, empty when never typed.
 */
const labelPrefillLine = z.object({
  lineId: z.number().check(z.int()),
  perBundle: z.string(),
  perPack: z.string(),
  customerLabel: z.string(),
  companyCode: z.string(),
  workNo: z.string(),
  netWeight: z.string(),
  singleWeight: z.string(),
});
export const labelPrefill = z.object({
  notice: labelSourceNotice,
  lineId: z.number().check(z.int(), z.describe("the line asked for, else the first line without labels, else the first")),
  productionDate: z.string().check(z.describe("the notice's delivery date when not after today, else today (business day)")),
  batchNo: z.string().check(z.describe("the notice's lot number")),
  lines: z.array(labelPrefillLine),
});
export type LabelPrefill = z.infer<typeof labelPrefill>;

export const purchaseLabelOps = {
  notice: ops.get("/purchase-label/notice", {
    summary: "A delivery notice of the caller's scope by its number, with its lines, for making labels",
    query: z.object({ noticeNo: requiredText(40, "validation.label.notice") }),
    response: labelSourceNotice,
  }),
  prefill: ops.get("/purchase-label/prefill/:id", {
    summary: "The label form filled from a delivery notice of the caller's scope (Print labels on the ASN); only weights never typed for an item are empty",
    params: idParam,
    query: z.object({ line: z.optional(z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(2_147_483_647))) }),
    response: labelPrefill,
  }),
  create: ops.post("/purchase-label", {
    summary: "Make labels for a delivery notice line: serials from the database sequence; count 0 = quantity ÷ per-pack",
    body: purchaseLabelInput,
    response: labelBatchDetail,
  }),
  detail: ops.get("/purchase-label/:id", {
    summary: "A label batch with its labels and their print counts",
    params: idParam,
    query: labelKindQuery(purchaseLabelKinds),
    response: labelBatchDetail,
  }),
  print: ops.post("/purchase-label/:id/print", {
    summary: "Record a print of labels from..from+count−1 (1..200) in the ledger; answers them marked reprint when printed before",
    params: idParam,
    query: labelKindQuery(purchaseLabelKinds),
    body: labelPrintInput,
    response: labelBatchDetail,
  }),
  download: ops.post("/purchase-label/:id/download", {
    summary: "Start the PDF download task of a batch; one running download per user",
    params: idParam,
    body: labelDownloadInput,
    response: labelTask,
  }),
  task: ops.get("/purchase-label/task/:id", { summary: "A download task of the caller: state and progress", params: idParam, response: labelTask }),
  file: ops.get("/purchase-label/task/:id/file", { summary: "The finished task's PDF", params: idParam, binary: "application/pdf" }),
};

