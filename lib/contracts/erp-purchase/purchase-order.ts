import { z } from "zod";
import {
  batchIds, columnsParam, date, datePreset, decimal, filterText, id, nullableDecimal, pageQuery, positiveQty,
  queryBool, requiredText, sortParam, text,
} from "../common";
import { decCmp } from "../decimal";

export const receiveStatuses = ["not_received", "received", "rejected"] as const;
export const auditStatuses = ["audited", "not_audited"] as const;
export const priceReviewStatuses = ["pending", "done"] as const;
export const completeStatuses = ["open", "completed", "closed"] as const;
export const confirmDecisions = ["accept", "partial", "backorder"] as const;
export type ReceiveStatus = (typeof receiveStatuses)[number];
export type ConfirmDecision = (typeof confirmDecisions)[number];

/**
 * The purchase order list is one row per PO line carrying its order's header columns (SPEC §3 "purchase
 * order list columns"). `id` is the line id, `orderId` the order to receive, reject, confirm or open.
 * Every field here is a sortable and exportable column, in SPEC order.
 */
export const purchaseOrderColumns = [
  "pono", "podate", "receiveDate", "deldate", "venno", "vensname", "username", "subcompanyid", "lineNo", "itemno",
  "itemdesc", "locTypeName", "specs", "packunit", "payqty", "remainQty", "sentQty", "focqty", "hsdj", "dj", "amount",
  "currency", "gsm", "recqty", "recfocqty", "instoreqty", "reqno", "rejectqty", "rejectfocqty", "remark",
  "completeStatus", "tonnageprice", "opPerson", "poType", "isSend", "auditStatus", "receiveStatus",
  "priceReviewStatus", "confirmStatus",
] as const;
export type PurchaseOrderColumn = (typeof purchaseOrderColumns)[number];

export const purchaseOrderRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  pono: z.string(),
  podate: z.string(),
  receiveDate: z.string().nullable().describe("date the order was received (accepted)"),
  deldate: z.string().describe("required delivery date of the line"),
  venno: z.string(),
  vensname: z.string(),
  username: z.string().describe("buyer"),
  subcompanyid: z.string(),
  lineNo: z.number().int(),
  itemno: z.string(),
  itemdesc: z.string(),
  locTypeName: z.string().describe("material type"),
  specs: z.string(),
  packunit: z.string(),
  payqty: decimal.describe("ordered quantity"),
  remainQty: decimal.describe("quantity still to send (payqty − sentQty)"),
  sentQty: decimal.describe("quantity on delivery notices"),
  focqty: decimal.describe("spare (free) quantity"),
  hsdj: decimal.describe("tax-inclusive unit price"),
  dj: decimal.describe("unit price"),
  amount: decimal,
  currency: z.string(),
  gsm: nullableDecimal,
  recqty: decimal,
  recfocqty: decimal,
  instoreqty: decimal,
  reqno: z.string(),
  rejectqty: decimal,
  rejectfocqty: decimal,
  remark: z.string(),
  completeStatus: z.enum(completeStatuses),
  tonnageprice: nullableDecimal,
  opPerson: z.string(),
  poType: z.string(),
  isSend: z.boolean().describe("direct delivery"),
  auditStatus: z.enum(auditStatuses),
  receiveStatus: z.enum(receiveStatuses),
  priceReviewStatus: z.enum(priceReviewStatuses),
  rejectReason: z.string().nullable(),
  confirmStatus: z.enum(confirmDecisions).nullable(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;

/** Warning filters of the dashboard: open lines due within 14 days, or past their delivery date. */
export const dueFilters = ["soon", "overdue"] as const;
export const dueHorizonDays = 14;

export const purchaseOrderFilters = {
  pono: filterText().describe("PO number prefix"),
  podateFrom: date.optional(),
  podateTo: date.optional(),
  podateRange: datePreset.optional(),
  deldateFrom: date.optional(),
  deldateTo: date.optional(),
  deldateRange: datePreset.optional(),
  venno: filterText(20).describe("supplier number"),
  item: filterText().describe("item number prefix or description fragment"),
  receiveStatus: z.enum(receiveStatuses, "validation.status").optional(),
  auditStatus: z.enum(auditStatuses, "validation.status").optional(),
  priceReviewStatus: z.enum(priceReviewStatuses, "validation.status").optional(),
  completeStatus: z.enum(completeStatuses, "validation.status").optional(),
  isSend: queryBool.optional(),
  due: z.enum(dueFilters, "validation.status").optional(),
};
export const purchaseOrderListQuery = z.object({
  ...purchaseOrderFilters,
  ...pageQuery,
  sort: sortParam(purchaseOrderColumns),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuery>;

export const purchaseOrderExportQuery = z.object({
  ...purchaseOrderFilters,
  sort: sortParam(purchaseOrderColumns),
  columns: columnsParam(purchaseOrderColumns),
});
export type PurchaseOrderExportQuery = z.input<typeof purchaseOrderExportQuery>;

export const confirmation = z.object({
  decision: z.enum(confirmDecisions),
  promisedDate: z.string(),
  promisedQty: decimal,
  reason: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string(),
  qtyDiff: decimal.describe("payqty − promisedQty"),
  dateDiffDays: z.number().int().describe("promisedDate − deldate in days; > 0 is late"),
});
export type Confirmation = z.infer<typeof confirmation>;

export const purchaseOrderLine = purchaseOrderRow
  .omit({ pono: true, podate: true, receiveDate: true, venno: true, vensname: true, username: true, subcompanyid: true,
    currency: true, opPerson: true, poType: true, isSend: true, auditStatus: true, receiveStatus: true,
    priceReviewStatus: true, rejectReason: true, confirmStatus: true })
  .extend({ confirmation: confirmation.nullable() });
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

export const purchaseOrderDetail = z.object({
  id: z.number().int(),
  pono: z.string(),
  podate: z.string(),
  venno: z.string(),
  vensname: z.string(),
  username: z.string(),
  subcompanyid: z.string(),
  currency: z.string(),
  poType: z.string(),
  isSend: z.boolean(),
  remark: z.string(),
  opPerson: z.string(),
  receiveStatus: z.enum(receiveStatuses),
  rejectReason: z.string().nullable(),
  auditStatus: z.enum(auditStatuses),
  priceReviewStatus: z.enum(priceReviewStatuses),
  receivedBy: z.string().nullable(),
  receivedAt: z.string().nullable(),
  totalAmount: decimal,
  createdAt: z.string(),
  modifiedAt: z.string(),
  lines: z.array(purchaseOrderLine),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

export const rejectInput = z.object({
  reason: requiredText(500, "validation.purchaseOrder.rejectReason"),
});
export type RejectInput = z.input<typeof rejectInput>;

export const transitionResult = z.object({
  id: z.number().int(),
  receiveStatus: z.enum(receiveStatuses),
  receivedAt: z.string().nullable(),
});
export type TransitionResult = z.infer<typeof transitionResult>;

export const batchReceiveInput = z.object({ ids: batchIds });
export const batchRejectInput = z.object({ ids: batchIds, reason: requiredText(500, "validation.purchaseOrder.rejectReason") });
export type BatchReceiveInput = z.input<typeof batchReceiveInput>;
export type BatchRejectInput = z.input<typeof batchRejectInput>;

/**
 * A supplier's confirmation of one line: `accept` (promisedQty defaults to the ordered quantity),
 * `partial` (0 < promisedQty < ordered, checked on the server against the line) or `backorder` (reason
 * required; promisedDate is when the goods will be available).
 */
export const confirmLineInput = z
  .object({
    lineId: id,
    decision: z.enum(confirmDecisions, "validation.purchaseOrder.decision"),
    promisedDate: date,
    promisedQty: positiveQty.optional(),
    reason: text(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "partial" && !v.promisedQty) {
      ctx.addIssue({ code: "custom", path: ["promisedQty"], message: "validation.purchaseOrder.promisedQtyRequired" });
    }
    if (v.decision === "backorder" && !v.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.purchaseOrder.backorderReason" });
    }
  });
export const confirmInput = z.object({
  lines: z
    .array(confirmLineInput, "validation.selectAtLeastOne")
    .min(1, "validation.selectAtLeastOne")
    .max(500, "validation.tooMany")
    .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, "validation.duplicateLine"),
});
export type ConfirmInput = z.input<typeof confirmInput>;

/** Partial acceptance must stay below the ordered quantity (used by the form with the line's payqty). */
export const isValidPartial = (promisedQty: string, payqty: string) =>
  decCmp(promisedQty, "0") > 0 && decCmp(promisedQty, payqty) < 0;
