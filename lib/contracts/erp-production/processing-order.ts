import { z } from "zod/mini";
import { auditResult, batchIds, batchResult, dateRangeFilters, decimal, filterText, idParam, maxId, requiredText } from "../common";
import { serviceOps } from "../kit/operation";
import { col, defineList, type FiltersOf } from "../kit/list";
import { priceReviewStatuses, receiveStatuses } from "../erp-purchase/purchase-order";
import { quantityEntry } from "./quantity";

export { priceReviewStatuses, receiveStatuses };
/** Whether the outsourced quantity is complete: `open` until cumulative completed reaches the outbound quantity. */
export const progressStatuses = ["open", "completed"] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

const qtyCol = col.decimal();

/**
 * The comprehensive processing order list (docs/requirements.md §3 "outsourced processing order"): one row per
 * outsourced order line. `id` is stable and, with `outNo` + `lineNo`, is the reference the label module
 * prints outsourced labels from. `overdueDays` counts from the completion date while unfinished.
 */
export const processingOrderList = defineList({
  service: "erp-production",
  path: "/processing-order",
  namespace: "processingOrder",
  summary: "Outsourced processing order lines",
  defaultSort: "-outboundDate",
  columns: {
    outNo: col.text({ width: 14 }),
    lineNo: col.int(),
    outboundDate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    materialNo: col.text(),
    processingType: col.text(),
    valuationType: col.text(),
    projectNo: col.text(),
    itemNo: col.text(),
    part: col.text(),
    receiveStatus: col.enum("processingReceiveStatus", receiveStatuses, { tones: { not_received: "warning", received: "success", rejected: "destructive" } }),
    priceReviewStatus: col.enum("priceReviewStatus", priceReviewStatuses, { tones: { pending: "warning", done: "success" } }),
    processId: col.text(),
    processName: col.text(),
    unit: col.text(),
    outboundQty: qtyCol,
    completedQty: qtyCol,
    unfinishedQty: qtyCol,
    productBarcode: col.text({ width: 16 }),
    orderQty: qtyCol,
    deliveryQty: qtyCol,
    weight: col.decimal(),
    unitPrice: col.decimal(),
    amount: col.money(),
    priceSettingNo: col.text(),
    completionDate: col.date(),
    overdueDays: col.int(),
    businessUnit: col.text(),
    printColour: col.text(),
    printSize: col.text(),
    cutSize: col.text(),
    progress: col.enum("progressStatus", progressStatuses, { tones: { open: "outline", completed: "success" } }),
    unitDecimals: col.int({ internal: true }),
    rejectReason: col.text({ nullable: true, internal: true }),
  },
  filters: {
    ...dateRangeFilters("outboundDate"),
    venno: filterText(20).check(z.describe("supplier number")),
    outNo: filterText().check(z.describe("outsourcing order number prefix")),
    projectNo: filterText().check(z.describe("project number prefix")),
    receiveStatus: z.optional(z.enum(receiveStatuses, "validation.status")),
    progress: z.optional(z.enum(progressStatuses, "validation.status")),
    overdue: z.optional(z.enum(["true"], "validation.status")).check(z.describe("only unfinished orders past their completion date")),
  },
});
export const processingOrderRow = processingOrderList.row;
export type ProcessingOrderRow = z.infer<typeof processingOrderRow>;
export type ProcessingOrderFilters = FiltersOf<typeof processingOrderList>;

export const processingTransitionResult = z.object({
  id: z.number().check(z.int()),
  receiveStatus: z.enum(receiveStatuses),
  receivedAt: z.nullable(z.string()),
});
export const processingRejectInput = z.object({ reason: requiredText(500, "validation.processingOrder.rejectReason", { multiline: true }) });
export const processingBatchReceiveInput = z.object({ ids: batchIds });
export const processingBatchRejectInput = z.object({ ids: batchIds, reason: requiredText(500, "validation.processingOrder.rejectReason", { multiline: true }) });
export type ProcessingRejectInput = z.input<typeof processingRejectInput>;

/** One production quantity entry; a reversal has a negative `qty` and names the entry it reverses. */
export const quantityLogEntry = z.object({
  id: z.number().check(z.int()),
  qty: decimal,
  cumulativeAfter: decimal,
  enteredBy: z.string(),
  enteredAt: z.string(),
  reversesId: z.nullable(z.number().check(z.int())),
  reversedBy: z.nullable(z.number().check(z.int())),
});
export type QuantityLogEntry = z.infer<typeof quantityLogEntry>;
export const quantityLog = z.object({
  outboundQty: decimal,
  completedQty: decimal,
  entries: z.array(quantityLogEntry),
});
export type QuantityLog = z.infer<typeof quantityLog>;

export const quantityInput = z.object({ qty: quantityEntry });
export type QuantityInput = z.input<typeof quantityInput>;
export const entryParams = z.object({
  id: z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(maxId)),
  entryId: z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(maxId)),
});

/** Dashboard to-do: orders of the caller's scope waiting to be received, outbound within the last three months (the link's filter). */
export const processingTodo = z.object({ newOrders: z.number().check(z.int()) });
export const todoHref = "/processing/order?outboundDateRange=lastThreeMonths&receiveStatus=not_received";

const ops = serviceOps("erp-production");
export const processingOrderOps = {
  todo: ops.get("/processing-order/todo", { summary: "Dashboard to-do: new processing orders to receive in the caller's scope", response: processingTodo }),
  receive: ops.post("/processing-order/:id/receive", { summary: "Receive an outsourced order (not received → received); 409 when already received or rejected, or price review pending", params: idParam, response: processingTransitionResult }),
  reject: ops.post("/processing-order/:id/reject", { summary: "Reject an outsourced order with a reason; 409 when already received or rejected", params: idParam, body: processingRejectInput, response: processingTransitionResult }),
  batchReceive: ops.post("/processing-order/batch/receive", { summary: "Receive several outsourced orders; each order's outcome is reported", body: processingBatchReceiveInput, response: batchResult }),
  batchReject: ops.post("/processing-order/batch/reject", { summary: "Reject several outsourced orders with one reason; each order's outcome is reported", body: processingBatchRejectInput, response: batchResult }),
  audit: ops.get("/processing-order/:id/audit", { summary: "History of an outsourced order", params: idParam, response: auditResult }),
  quantityLog: ops.get("/processing-order/:id/quantity", { summary: "The production quantity log of an order: who, when, quantity, cumulative after", params: idParam, response: quantityLog }),
  enterQuantity: ops.post("/processing-order/:id/quantity", { summary: "Enter a produced quantity; only after receiving; the cumulative never exceeds the outbound quantity (409)", params: idParam, body: quantityInput, response: quantityLogEntry }),
  reverseEntry: ops.post("/processing-order/:id/quantity/:entryId/reverse", { summary: "Correct a mistaken entry by a reversing entry (never edited in place); an entry is reversed at most once", params: entryParams, response: quantityLogEntry }),
};
