import { z } from "zod/mini";
import { decimal, filterText, idParam, maxId, requiredText } from "../common";
import { col, defineList, type FiltersOf, type RowOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { labelBatchDetail, labelDownloadInput, labelKindQuery, labelPrintInput, labelTask } from "./batch";
import { gs1QuantityOk, labelFieldsShape, labelTypes, maxLabelCount, maxPrintCount } from "./fields";

const ops = serviceOps("label");

/**
 * Labels printed from an outsourced processing order: semi-finished and finished goods (menu
 * "semi-finished and finished label printing") and outsourced labels (sendOutPrint).
 */
export const processingLabelKinds = ["semi_finished", "finished", "outsourced"] as const;
export type ProcessingLabelKind = (typeof processingLabelKinds)[number];

export const labelPrintList = defineList({
  service: "label",
  path: "/label-print",
  namespace: "labelPrint",
  summary: "Semi-finished, finished and outsourced label batches made from processing orders, newest first",
  defaultSort: "-createdAt",
  columns: {
    kind: col.enum("labelKind", processingLabelKinds),
    outNo: col.text(),
    lineNo: col.int({ sortable: false }),
    projectNo: col.text(),
    itemno: col.text(),
    itemdesc: col.text({ sortable: false, width: 20 }),
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
    kind: z.optional(z.enum(processingLabelKinds, "validation.status")),
    outNo: filterText().check(z.describe("processing order number prefix")),
    projectNo: filterText(),
    serial: filterText(20).check(z.describe("a label serial: the batch holding it")),
    batchNo: filterText(20),
  },
});
export type LabelPrintRow = RowOf<typeof labelPrintList>;
export type LabelPrintFilters = FiltersOf<typeof labelPrintList>;

/**
 * The count rules per kind (docs/requirements.md §5 Labels, §9): finished labels take 0 (calculated from
 * the quantity and the per-pack) to 500; semi-finished sheets must be above 0; outsourced labels take 1
 * to 200 per print.
 */
function countRule(v: { kind: ProcessingLabelKind; count: number }, ctx: z.core.$RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["count"], message });
  if (v.kind === "semi_finished" && v.count < 1) issue("validation.label.sheetsPositive");
  if (v.kind === "outsourced" && v.count < 1) issue("validation.label.printTooSmall");
  if (v.kind === "outsourced" && v.count > maxPrintCount) issue("validation.label.printTooLarge");
}

/** The form's body: a processing order line, its project (must match) and the label fields. */
export const processingLabelInput = z.object({
    kind: z.enum(processingLabelKinds, "validation.label.kind"),
    orderId: z.number("validation.label.order").check(z.int("validation.label.order"), z.positive("validation.label.order"), z.lte(maxId)),
    projectNo: requiredText(40, "validation.label.project"),
    ...labelFieldsShape,
    count: z.number("validation.label.printEmpty").check(
      z.int("validation.label.countInvalid"),
      z.gte(0, "validation.label.countInvalid"),
      z.lte(maxLabelCount, "validation.label.downloadTooMany"),
    ),
  }).check(z.superRefine(countRule), z.refine(gs1QuantityOk, { path: ["perPack"], message: "validation.label.gs1WholeQuantity" }));
export type ProcessingLabelInput = z.input<typeof processingLabelInput>;

/** A processing order's lines the form can pick, with the labels of the asked kind each has already. */
export const labelOrderLine = z.object({
  id: z.number().check(z.int()),
  lineNo: z.number().check(z.int()),
  projectNo: z.string(),
  itemNo: z.string(),
  materialNo: z.string(),
  processName: z.string(),
  unit: z.string(),
  receiveStatus: z.string(),
  outboundQty: decimal,
  completedQty: decimal,
  quantity: decimal.check(z.describe("the quantity the labels of this kind cover: completed for finished, outbound otherwise")),
  labelCount: z.number().check(z.int()),
});
export const labelOrder = z.object({
  outNo: z.string(),
  venno: z.string(),
  vensname: z.string(),
  lines: z.array(labelOrderLine),
});
export type LabelOrder = z.infer<typeof labelOrder>;

export const labelPrintOps = {
  order: ops.get("/label-print/order", {
    summary: "A processing order of the caller's scope by its number, with its lines, for making labels of a kind",
    query: z.object({
      outNo: requiredText(40, "validation.label.order"),
      kind: z.enum(processingLabelKinds, "validation.label.kind"),
    }),
    response: labelOrder,
  }),
  create: ops.post("/label-print", {
    summary: "Make labels for a processing order line; serials from the database sequence",
    body: processingLabelInput,
    response: labelBatchDetail,
  }),
  detail: ops.get("/label-print/:id", {
    summary: "A processing label batch with its labels and their print counts; with `kind`, only a batch of that kind",
    params: idParam,
    query: labelKindQuery(processingLabelKinds),
    response: labelBatchDetail,
  }),
  print: ops.post("/label-print/:id/print", {
    summary: "Record a print of labels from..from+count−1 (1..200) in the ledger; answers them marked reprint when printed before. With `kind`, only a batch of that kind",
    params: idParam,
    query: labelKindQuery(processingLabelKinds),
    body: labelPrintInput,
    response: labelBatchDetail,
  }),
  download: ops.post("/label-print/:id/download", {
    summary: "Start the PDF download task of a batch; one running download per user",
    params: idParam,
    body: labelDownloadInput,
    response: labelTask,
  }),
  task: ops.get("/label-print/task/:id", { summary: "A download task of the caller: state and progress", params: idParam, response: labelTask }),
  file: ops.get("/label-print/task/:id/file", { summary: "The finished task's PDF", params: idParam, binary: "application/pdf" }),
};
