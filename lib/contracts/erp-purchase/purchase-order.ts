import { z } from "zod/mini";
import { auditResult, batchIds, batchResult, date, dateRangeFilters, decimal, filterText, id, idParam, positiveQty, queryBool, requiredText, text } from "../common";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";
import { col, defineList, type FiltersOf } from "../kit/list";
import { decCmp } from "../decimal";
import { workbookBytes, workbookOutcomes, workbookReport, workbookRow, workbookUploadQuery as workbookUploadQueryOf, type WorkbookOutcome, type WorkbookReport, type WorkbookRow } from "./workbook";
import { awaitingFilters, dueFilters, dueHorizonDays } from "./purchase-order-values";

export const receiveStatuses = ["not_received", "received", "rejected"] as const;
export const auditStatuses = ["audited", "not_audited"] as const;
export const priceReviewStatuses = ["pending", "done"] as const;
export const completeStatuses = ["open", "completed", "closed"] as const;
export const confirmDecisions = ["accept", "partial", "backorder", "decline"] as const;
/** The buyer's answer to a partial, back-ordered or declined line (a declined line can only be cancelled). */
export const lineAnswers = ["accept", "cancel"] as const;
export type ReceiveStatus = (typeof receiveStatuses)[number];
export type AuditStatus = (typeof auditStatuses)[number];
export type PriceReviewStatus = (typeof priceReviewStatuses)[number];
export type CompleteStatus = (typeof completeStatuses)[number];
export type ConfirmDecision = (typeof confirmDecisions)[number];
export type LineAnswer = (typeof lineAnswers)[number];

export { awaitingFilters, dueFilters, dueHorizonDays };

const receiveTones = { not_received: "warning", received: "success", rejected: "destructive" } as const;
const qtyCol = col.decimal();

/**
 * The purchase order list: one row per PO line carrying its order's header columns (docs/requirements.md
 * §3 "purchase order list columns"), in that order. `id` is the line, `orderId` the order to act on.
 */
export const purchaseOrderList = defineList({
  service: "erp-purchase",
  path: "/purchase-order",
  namespace: "purchaseOrder",
  summary: "Purchase order lines with their order's columns",
  defaultSort: "-podate",
  columns: {
    pono: col.text({ width: 14 }),
    podate: col.date(),
    receiveDate: col.date({ nullable: true }),
    deldate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    username: col.text(),
    subcompanyid: col.text(),
    lineNo: col.int(),
    itemno: col.text(),
    itemdesc: col.text({ width: 28 }),
    locTypeName: col.text(),
    specs: col.text({ width: 20 }),
    packunit: col.text(),
    payqty: qtyCol,
    remainQty: { ...qtyCol, lead: true },
    sentQty: qtyCol,
    focqty: qtyCol,
    hsdj: col.decimal(),
    dj: col.decimal(),
    amount: col.money(),
    currency: col.text(),
    gsm: col.decimal({ nullable: true }),
    recqty: qtyCol,
    recfocqty: qtyCol,
    instoreqty: qtyCol,
    reqno: col.text(),
    rejectqty: qtyCol,
    rejectfocqty: qtyCol,
    remark: col.text({ width: 24 }),
    completeStatus: col.enum("completeStatus", completeStatuses, { tones: { open: "outline", completed: "success", closed: "secondary" } }),
    tonnageprice: col.decimal({ nullable: true }),
    opPerson: col.text(),
    poType: col.text({ dictionary: "purchase-order-type" }),
    isSend: col.flag(),
    auditStatus: col.enum("auditStatus", auditStatuses, { tones: { audited: "success", not_audited: "outline" } }),
    receiveStatus: col.enum("receiveStatus", receiveStatuses, { tones: receiveTones, lead: true }),
    priceReviewStatus: col.enum("priceReviewStatus", priceReviewStatuses, { tones: { pending: "warning", done: "success" } }),
    confirmStatus: col.enum("confirmDecision", confirmDecisions, { nullable: true, lead: true, tones: { accept: "success", partial: "warning", backorder: "destructive", decline: "destructive" } }),
    orderId: col.int({ internal: true }),
    rejectReason: col.text({ nullable: true, internal: true }),
  },
  filters: {
    pono: filterText().check(z.describe("PO number prefix")),
    ...dateRangeFilters("podate"),
    ...dateRangeFilters("deldate"),
    venno: filterText(20).check(z.describe("supplier number")),
    item: filterText().check(z.describe("item number prefix or description fragment")),
    receiveStatus: z.optional(z.enum(receiveStatuses, "validation.status")),
    auditStatus: z.optional(z.enum(auditStatuses, "validation.status")),
    priceReviewStatus: z.optional(z.enum(priceReviewStatuses, "validation.status")),
    completeStatus: z.optional(z.enum(completeStatuses, "validation.status")),
    isSend: z.optional(queryBool),
    due: z.optional(z.enum(dueFilters, "validation.status")),
    awaiting: z.optional(z.enum(awaitingFilters, "validation.status")),
  },
});
export const purchaseOrderRow = purchaseOrderList.row;
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderList.listQuery>;
export type PurchaseOrderFilters = FiltersOf<typeof purchaseOrderList>;

/** One schedule line of a confirmation, with what notices have drawn from it (in date order). */
export const scheduleLine = z.object({
  promisedDate: z.string(),
  qty: decimal,
  sent: decimal.check(z.describe("drawn by notices: the line's sent quantity taken by schedule lines in date order")),
  open: decimal,
});
export type ScheduleLine = z.infer<typeof scheduleLine>;

export const confirmation = z.object({
  decision: z.enum(confirmDecisions),
  promisedDate: z.string(),
  promisedQty: decimal,
  reason: z.nullable(z.string()),
  confirmedBy: z.nullable(z.string()),
  confirmedAt: z.string(),
  qtyDiff: decimal.check(z.describe("payqty − promisedQty")),
  dateDiffDays: z.number().check(z.int(), z.describe("promisedDate − deldate in days; > 0 is late")),
  answer: z.nullable(z.enum(lineAnswers)).check(z.describe("the buyer's answer to a partial, back-ordered or declined line")),
  answerReason: z.nullable(z.string()),
  answeredBy: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  schedule: z.array(scheduleLine).check(z.describe("the supplier's schedule lines in date order; empty for one date")),
});
export type Confirmation = z.infer<typeof confirmation>;

export const purchaseOrderLine = z.extend(z.omit(purchaseOrderRow, { pono: true, podate: true, receiveDate: true, venno: true, vensname: true, username: true, subcompanyid: true,
    currency: true, opPerson: true, poType: true, isSend: true, auditStatus: true, receiveStatus: true,
    priceReviewStatus: true, rejectReason: true, confirmStatus: true }), { confirmation: z.nullable(confirmation) });
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

/**
 * The price review of one line: the unit price on the order against the price record valid for it (the
 * order's supplier, the material, the order's currency, valid on the order date), an exact match preferred.
 */
export const priceCheckLine = z.object({
  lineNo: z.number().check(z.int()),
  itemno: z.string(),
  itemdesc: z.string(),
  dj: decimal.check(z.describe("the unit price on the order")),
  recordPrice: z.nullable(decimal).check(z.describe("the valid price record's unit price; null when there is none")),
  recordValidFrom: z.nullable(z.string()),
  recordValidTo: z.nullable(z.string()),
  diff: z.nullable(decimal).check(z.describe("dj − recordPrice")),
  diffPct: z.nullable(decimal).check(z.describe("(dj − recordPrice) / recordPrice × 100, two places")),
  passed: z.boolean(),
});
export type PriceCheckLine = z.infer<typeof priceCheckLine>;

export const purchaseOrderDetail = z.object({
  id: z.number().check(z.int()),
  pono: z.string(),
  podate: z.string(),
  venno: z.string(),
  vensname: z.string(),
  venname: z.string().check(z.describe("the supplier's full legal name, as binding documents name it")),
  username: z.string(),
  subcompanyid: z.string(),
  currency: z.string(),
  poType: z.string(),
  poTypeLabel: z.string().check(z.describe("the order type's label in the caller's language")),
  isSend: z.boolean(),
  remark: z.string(),
  opPerson: z.string(),
  receiveStatus: z.enum(receiveStatuses),
  rejectReason: z.nullable(z.string()),
  auditStatus: z.enum(auditStatuses),
  priceReviewStatus: z.enum(priceReviewStatuses),
  priceCheck: z.nullable(z.array(priceCheckLine)).check(z.describe("while the price review is pending: why, line by line")),
  receivedBy: z.nullable(z.string()),
  receivedAt: z.nullable(z.string()),
  totalAmount: decimal,
  createdAt: z.string(),
  modifiedAt: z.string(),
  lines: z.array(purchaseOrderLine),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

export const rejectInput = z.object({
  reason: requiredText(500, "validation.purchaseOrder.rejectReason", { multiline: true }),
});
export type RejectInput = z.input<typeof rejectInput>;

export const transitionResult = z.object({
  id: z.number().check(z.int()),
  receiveStatus: z.enum(receiveStatuses),
  receivedAt: z.nullable(z.string()),
});
export type TransitionResult = z.infer<typeof transitionResult>;

export const batchReceiveInput = z.object({ ids: batchIds });
export const batchRejectInput = z.object({ ids: batchIds, reason: requiredText(500, "validation.purchaseOrder.rejectReason", { multiline: true }) });
export type BatchReceiveInput = z.input<typeof batchReceiveInput>;
export type BatchRejectInput = z.input<typeof batchRejectInput>;

export const maxScheduleLines = 10;
export const scheduleLineInput = z.object({ qty: positiveQty, promisedDate: date });
export type ScheduleLineInput = z.input<typeof scheduleLineInput>;

/**
 * A supplier's confirmation of one line: `accept` (promisedQty defaults to the ordered quantity),
 * `partial` (0 < promisedQty < ordered, checked on the server against the line) or `backorder` (reason
 * required; promisedDate is when the goods will be available) or `decline` (the supplier will not deliver
 * the line; reason required). On an order not yet accepted, the lines must cover the whole order.
 * `schedule` splits the line into up to 10 quantities with their dates: they sum to at most the ordered
 * quantity, the rest is declined with the reason, and the promised quantity and date follow from them.
 */
export const confirmLineInput = z.object({
    lineId: id,
    decision: z.enum(confirmDecisions, "validation.purchaseOrder.decision"),
    promisedDate: date,
    promisedQty: z.optional(positiveQty),
    reason: z.optional(text(500, { multiline: true })),
    schedule: z.optional(z.array(scheduleLineInput).check(z.maxLength(maxScheduleLines, "validation.purchaseOrder.scheduleTooMany"))),
  }).check(z.superRefine((v, ctx) => {
    if (v.decision === "partial" && !v.promisedQty) {
      ctx.addIssue({ code: "custom", path: ["promisedQty"], message: "validation.purchaseOrder.promisedQtyRequired" });
    }
    if (v.decision === "backorder" && !v.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.purchaseOrder.backorderReason" });
    }
    if (v.decision === "decline" && !v.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.purchaseOrder.declineReason" });
    }
  }));
export const confirmInput = z.object({
  lines: z.array(confirmLineInput, "validation.selectAtLeastOne").check(
    z.minLength(1, "validation.selectAtLeastOne"),
    z.maxLength(500, "validation.tooMany"),
    z.refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, "validation.duplicateLine"),
  ),
});
export type ConfirmInput = z.input<typeof confirmInput>;

export const lineParam = z.extend(idParam, { lineId: idParam.shape.id });
export const answerInput = z.object({
  answer: z.enum(lineAnswers, "validation.purchaseOrder.answer"),
  reason: z.optional(text(500, { multiline: true })),
});
export type AnswerInput = z.input<typeof answerInput>;

/** Partial acceptance must stay below the ordered quantity (used by the form with the line's payqty). */
export const isValidPartial = (promisedQty: string, payqty: string) =>
  decCmp(promisedQty, "0") > 0 && decCmp(promisedQty, payqty) < 0;

/**
 * Open PO lines (not completed, not rejected, something left to send) of the caller's scope:
 * dueSoon = delivery date from today to today + 14 days, overdue = delivery date before today.
 * Link to the list with `due=soon` / `due=overdue`.
 */
export const dashboardWarnings = z.object({
  dueSoon: z.number().check(z.int()),
  overdue: z.number().check(z.int()),
  horizonDays: z.number().check(z.int()),
  today: z.string(),
});
export type DashboardWarnings = z.infer<typeof dashboardWarnings>;

/** Where the portal downloads an order's PDF. */
export const purchaseOrderPdfPath = (id: number) => `/api/erp-purchase/purchase-order/${id}/pdf`;

/** What either side may attach to an order: the conversation's kinds and limit. */
export const orderFileSpec = uploadSpec(["png", "jpeg", "pdf", "xlsx", "docx"], 10 * 1024 * 1024);
export const purchaseOrderFilePath = (fileId: string) => `/api/erp-purchase/purchase-order/file/${fileId}`;
export const orderFile = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  size: z.number().check(z.int()),
  url: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type OrderFile = z.infer<typeof orderFile>;
/** The confirmation workbook: the supplier's open lines as .xlsx, filled in and uploaded. */
export const confirmWorkbookBytes = workbookBytes;
export { workbookOutcomes, workbookReport, workbookRow, type WorkbookOutcome, type WorkbookReport, type WorkbookRow };
const workbookUploadQuery = workbookUploadQueryOf("confirmations.xlsx");

const ops = serviceOps("erp-purchase");
/** The price review of an order: each line against the valid price records (material, supplier, currency, price on the order date). */
export const priceReviewResult = z.object({
  id: z.number().check(z.int()),
  priceReviewStatus: z.enum(priceReviewStatuses),
  lines: z.array(priceCheckLine),
});
export type PriceReviewResult = z.infer<typeof priceReviewResult>;

export const purchaseOrderOps = {
  detail: ops.get("/purchase-order/:id", { summary: "One purchase order with its lines and the supplier's confirmations", params: idParam, response: purchaseOrderDetail }),
  pdf: ops.get("/purchase-order/:id/pdf", {
    summary: "The order as an A4 PDF in the caller's language, the same for buyer and supplier: header, Code128 of the number, delivery terms, lines with prices and confirmations, total",
    params: idParam,
    binary: "application/pdf",
  }),
  files: ops.get("/purchase-order/:id/files", { summary: "The files both sides attached to the order, newest first, with who and when", params: idParam, response: z.array(orderFile) }),
  upload: ops.post("/purchase-order/:id/files/upload", {
    summary: "Attach a file to the order (PNG, JPEG, PDF, XLSX or DOCX, ≤ 10 MB); raw bytes, name in ?name=",
    params: idParam,
    query: z.object({ name: uploadName("attachment") }),
    upload: orderFileSpec,
    response: orderFile,
  }),
  file: ops.get("/purchase-order/file/:fileId", {
    summary: "A file attached to an order, for whoever may see the order",
    params: z.object({ fileId: z.uuid("validation.invalid") }),
    binary: "application/octet-stream",
  }),
  audit: ops.get("/purchase-order/:id/audit", { summary: "History of a purchase order: who, when, action, from, to, reason", params: idParam, response: auditResult }),
  receive: ops.post("/purchase-order/:id/receive", { summary: "Receive an order (not received → received); 409 when already received or rejected, or price review pending", params: idParam, response: transitionResult }),
  reject: ops.post("/purchase-order/:id/reject", { summary: "Reject an order with a reason (not received → rejected); 409 when already received or rejected", params: idParam, body: rejectInput, response: transitionResult }),
  batchReceive: ops.post("/purchase-order/batch/receive", { summary: "Receive several orders; each order's outcome is reported", body: batchReceiveInput, response: batchResult }),
  batchReject: ops.post("/purchase-order/batch/reject", { summary: "Reject several orders with one reason; each order's outcome is reported", body: batchRejectInput, response: batchResult }),
  confirm: ops.post("/purchase-order/:id/confirm", { summary: "Accept an order with every line's confirmation in one step (not received → received; declined lines → rejected), or update the open lines' confirmations of an accepted order: promised date and quantity, partial acceptance, back-order or decline", params: idParam, body: confirmInput, response: purchaseOrderDetail }),
  answer: ops.post("/purchase-order/:id/lines/:lineId/answer", { summary: "The buyer answers a partial or back-ordered line (accept the new quantity or date, or cancel the line) or cancels a declined line; once per confirmation, 409 after", params: lineParam, body: answerInput, response: purchaseOrderDetail }),
  priceReview: ops.post("/purchase-order/:id/price-review", { summary: "Review the order's prices against the valid price records; pending → done when every line matches one", params: idParam, response: priceReviewResult }),
  workbook: ops.get("/purchase-order/confirm-workbook", {
    summary: "The caller's open order lines as an .xlsx in its language, to confirm offline: order and line keys locked by sheet protection; decision, promised quantity, date and reason to fill",
    binary: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  }),
  workbookUpload: ops.post("/purchase-order/confirm-workbook/upload", {
    summary: "Confirm order lines from a filled confirmation workbook (.xlsx ≤ 10 MB, zip bombs refused, parsed off the event loop). Validated whole first: a report per row in the screen's words; nothing applied when a row is bad unless applyValid=true. One transaction, one audit row per order",
    query: workbookUploadQuery,
    response: workbookReport,
    upload: uploadSpec(["xlsx"], confirmWorkbookBytes),
  }),
  warnings: ops.get("/purchase-order/warnings", { summary: "Open PO lines of the caller's scope due within 14 days, and overdue", response: dashboardWarnings }),
};
