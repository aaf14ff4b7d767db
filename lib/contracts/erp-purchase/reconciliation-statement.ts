import { z } from "zod/mini";
import { auditResult, cleanString, date, dateRangeFilters, decimal, filterText, idParam, money, requiredText, text } from "../common";
import { col, defineList, type FiltersOf } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { decCmp, isDecimal } from "../decimal";

/**
 * Reconciliation statements (docs/requirements.md §3 Reconciliation, §4): one per supplier, trading company and
 * period, two-sided: finance prepares and sends, the supplier confirms or returns with a reason, finance
 * revises and sends again; withdraw before confirmation, void with a reason (its source lines are released).
 */
export const statementStatuses = ["draft", "sent", "returned", "revised", "confirmed", "voided"] as const;
export type StatementStatus = (typeof statementStatuses)[number];
/** none: not confirmed yet; then to_upload → uploaded → confirmed, or returned (the supplier uploads again). */
export const invoiceStates = ["none", "to_upload", "uploaded", "confirmed", "returned"] as const;
export type InvoiceState = (typeof invoiceStates)[number];
/** The workflow node the statement waits at, and the run status (the SPEC's "workflow bills"). */
export const workflowNodes = ["finance", "supplier", "invoice", "invoiceReview", "done"] as const;
export type WorkflowNode = (typeof workflowNodes)[number];
export const runStatuses = ["running", "finished", "voided"] as const;
export type RunStatus = (typeof runStatuses)[number];
export const lineKinds = ["source", "credit", "debit"] as const;
export type LineKind = (typeof lineKinds)[number];
export const disputeStates = ["none", "open", "accepted", "rejected"] as const;
export type DisputeState = (typeof disputeStates)[number];
export const invoiceStatuses = ["uploaded", "confirmed", "returned"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const statementTones = { draft: "outline", sent: "warning", returned: "destructive", revised: "secondary", confirmed: "success", voided: "secondary" } as const;
export const invoiceStateTones = { none: "outline", to_upload: "warning", uploaded: "secondary", confirmed: "success", returned: "destructive" } as const;
const moneyCol = col.money();

export const reconciliationStatementList = defineList({
  service: "erp-purchase",
  path: "/reconciliation-statement",
  namespace: "reconciliationStatement",
  summary: "Reconciliation statements of the caller's scope (suppliers: their own) with filters, keyset pages and export",
  defaultSort: "-statementDate",
  columns: {
    statementNo: col.text({ width: 16 }),
    statementDate: col.date(),
    status: col.enum("statementStatus", statementStatuses, { tones: statementTones }),
    invoiceState: col.enum("invoiceState", invoiceStates, { tones: invoiceStateTones }),
    venno: col.text({ staffOnly: true }),
    venname: col.text({ width: 24 }),
    companyName: col.text({ width: 20 }),
    periodFrom: col.date(),
    periodTo: col.date(),
    currency: col.text(),
    taxRate: col.decimal(),
    discountRate: col.decimal(),
    totalAmount: moneyCol,
    discountAmount: moneyCol,
    payableAmount: moneyCol,
    taxAmount: moneyCol,
    netAmount: moneyCol,
    invoicedAmount: moneyCol,
    lineCount: col.int(),
    currentNode: col.enum("workflowNode", workflowNodes),
    handler: col.text(),
    runStatus: col.enum("runStatus", runStatuses, { tones: { running: "warning", finished: "success", voided: "secondary" } }),
    bank: col.text({ hidden: true, width: 24 }),
    modifiedAt: col.datetime({ hidden: true }),
  },
  filters: {
    statementNo: filterText().check(z.describe("statement number prefix")),
    venno: filterText(20),
    status: z.optional(z.enum(statementStatuses, "validation.status")),
    invoiceState: z.optional(z.enum(invoiceStates, "validation.status")),
    ...dateRangeFilters("statementDate"),
  },
});
export const statementRow = reconciliationStatementList.row;
export type StatementRow = z.infer<typeof statementRow>;
export type StatementFilters = FiltersOf<typeof reconciliationStatementList>;

export const statementLine = z.object({
  id: z.number().check(z.int()),
  seqno: z.number().check(z.int()),
  kind: z.enum(lineKinds),
  sourceType: z.nullable(z.string()),
  sourceNumber: z.nullable(z.string()),
  sourcePath: z.nullable(z.string()),
  sourceDate: z.nullable(z.string()),
  materialCode: z.nullable(z.string()),
  description: z.string(),
  quantity: z.nullable(decimal),
  unitPrice: z.nullable(decimal),
  amount: decimal,
  discount: decimal,
  payable: decimal,
  tax: decimal,
  net: decimal,
  adjustsLineId: z.nullable(z.number().check(z.int())),
  adjustsSeqno: z.nullable(z.number().check(z.int())),
  dispute: z.enum(disputeStates),
  disputeReason: z.nullable(z.string()),
  disputeAmount: z.nullable(decimal),
  disputeEvidenceId: z.nullable(z.string()),
  disputeReply: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementInvoice = z.object({
  id: z.number().check(z.int()),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  netAmount: decimal,
  taxAmount: decimal,
  totalAmount: decimal,
  status: z.enum(invoiceStatuses),
  remark: z.string(),
  returnReason: z.nullable(z.string()),
  fileId: z.string(),
  fileName: z.string(),
  fileKind: z.string(),
  inlinePreview: z.boolean().check(z.describe("false: a PDF with scripts, offered only as a download")),
  uploadedAt: z.string(),
});
export type StatementInvoice = z.infer<typeof statementInvoice>;

export const statementDetail = z.extend(statementRow, {
  companyId: z.number().check(z.int()),
  returnReason: z.nullable(z.string()),
  voidReason: z.nullable(z.string()),
  remark: z.string(),
  version: z.number().check(z.int()),
  tolerance: decimal,
  lines: z.array(statementLine),
  invoices: z.array(statementInvoice),
});
export type StatementDetail = z.infer<typeof statementDetail>;

const ratePattern = /^\d(\.\d{1,4})?$/;
const rate = z.string("validation.statement.rate").check(
  z.regex(ratePattern, "validation.statement.rate"),
  z.refine((v) => !ratePattern.test(v) || decCmp(v, "1") < 0, "validation.statement.rate"),
);

export const generateInput = z.object({
    venno: requiredText(20, "validation.statement.supplier"),
    periodFrom: date,
    periodTo: date,
    statementDate: date,
    currency: z._default(z.string("validation.statement.currency").check(z.regex(/^[A-Z]{3}$/, "validation.statement.currency")), "CNY"),
    taxRate: z._default(rate, "0.13"),
    discountRate: z._default(rate, "0"),
    bank: z._default(text(200), ""),
    remark: z._default(text(500, { multiline: true }), ""),
  }).check(z.refine((v) => v.periodFrom <= v.periodTo, { path: ["periodTo"], message: "validation.statement.period" }));
export type GenerateInput = z.input<typeof generateInput>;

export const reasonInput = z.object({ reason: requiredText(500, "validation.statement.reasonRequired", { multiline: true }) });
export type ReasonInput = z.input<typeof reasonInput>;

export const statementLineParam = z.extend(idParam, { lineId: idParam.shape.id });

/** The supplier disputes one line: what is wrong, the amount it should be (optional), and evidence (an uploaded file). */
export const disputeInput = z.object({
  reason: requiredText(500, "validation.statement.reasonRequired", { multiline: true }),
  expectedAmount: z.optional(money),
  evidenceId: z.optional(z.uuid("validation.invalidType")),
});
export type DisputeInput = z.input<typeof disputeInput>;

/** A signed amount of money (an adjustment): 2 decimals, numeric(18,2). */
const signedMoney = cleanString("validation.money.invalid").check(z.regex(/^-?\d{1,16}(\.\d{1,2})?$/, "validation.statement.signedMoney"));

/** Finance answers a dispute: accepted adds a credit/debit line of `adjustment` that references the line; rejected keeps it. */
export const disputeAnswerInput = z.object({
    decision: z.enum(["accepted", "rejected"], "validation.statement.decision"),
    adjustment: z.optional(signedMoney),
    reply: requiredText(500, "validation.statement.replyRequired", { multiline: true }),
  }).check(z.superRefine((v, ctx) => {
    if (v.decision !== "accepted") return;
    if (!v.adjustment || !isDecimal(v.adjustment) || decCmp(v.adjustment, "0") === 0) {
      ctx.addIssue({ code: "custom", path: ["adjustment"], message: "validation.statement.adjustmentRequired" });
    }
  }));
export type DisputeAnswerInput = z.input<typeof disputeAnswerInput>;

export const transitionAnswer = z.object({ id: z.number().check(z.int()), status: z.enum(statementStatuses), version: z.number().check(z.int()) });

export { invoiceInput, invoiceOps, invoiceNotices, uploadedInvoiceFile, type InvoiceInput, type InvoiceNotices } from "./reconciliation-invoice";

const ops = serviceOps("erp-purchase");
const p = "/reconciliation-statement";
export const reconciliationStatementOps = {
  generate: ops.post(p, { summary: "Generate a draft statement for a supplier and period from the settlement sources (lines not on a live statement)", body: generateInput, response: statementDetail }),
  detail: ops.get(`${p}/:id`, { summary: "One statement: header, workflow node/handler/run status, lines with disputes, invoices", params: idParam, response: statementDetail }),
  audit: ops.get(`${p}/:id/audit`, { summary: "Every step of a statement: who, when, action, from, to, reason", params: idParam, response: auditResult }),
  send: ops.post(`${p}/:id/send`, { summary: "Send to the supplier (draft | revised → sent); 409 while a dispute is open", params: idParam, response: transitionAnswer }),
  withdraw: ops.post(`${p}/:id/withdraw`, { summary: "Withdraw a sent statement before the supplier confirms (sent → draft)", params: idParam, response: transitionAnswer }),
  confirm: ops.post(`${p}/:id/confirm`, { summary: "The supplier confirms (sent → confirmed); 409 while a line is disputed", params: idParam, response: transitionAnswer }),
  return: ops.post(`${p}/:id/return`, { summary: "The supplier returns it with a reason (sent → returned)", params: idParam, body: reasonInput, response: transitionAnswer }),
  revise: ops.post(`${p}/:id/revise`, { summary: "Finance takes a returned statement back for revision (returned → revised)", params: idParam, response: transitionAnswer }),
  void: ops.post(`${p}/:id/void`, { summary: "Void with a reason (any state before confirmation → voided); its source lines become free", params: idParam, body: reasonInput, response: transitionAnswer }),
  dispute: ops.post(`${p}/:id/lines/:lineId/dispute`, { summary: "The supplier disputes one line of a sent statement, with a reason and evidence", params: statementLineParam, body: disputeInput, response: statementDetail }),
  answer: ops.post(`${p}/:id/lines/:lineId/answer`, { summary: "Finance answers a line's dispute; accepted adds a credit or debit line referencing it", params: statementLineParam, body: disputeAnswerInput, response: statementDetail }),
};
