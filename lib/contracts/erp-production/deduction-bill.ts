import { z } from "zod/mini";
import { decCmp } from "../decimal";
import { auditResult, batchIds, batchResult, cleanString, date, dateRangeFilters, decimal, filterText, idParam, maxId, money, positiveQty, requiredText } from "../common";
import { serviceOps } from "../kit/operation";
import { col, defineList, type FiltersOf } from "../kit/list";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";
import { deductionDecisions, deductionLimits, deductionReasons, deductionStatuses } from "./deduction-bill-values";

export { deductionDecisions, deductionLimits, deductionReasons, deductionStatuses };
export type { DeductionDecision, DeductionReason, DeductionStatus } from "./deduction-bill-values";

/**
 * A deduction bill: a charge against a supplier for defects, shortfalls or delays. The buyer issues it; the
 * supplier confirms or disputes with a reason; the buyer answers a dispute by maintaining the charge,
 * adjusting its amount (both back to the supplier) or withdrawing it. Only confirmed bills are settled.
 */
export const deductionBillList = defineList({
  service: "erp-production",
  path: "/deduction-bill",
  namespace: "deductionBill",
  summary: "Deduction bills of the caller's scope",
  defaultSort: "-billDate",
  columns: {
    billNo: col.text({ width: 18 }),
    billDate: col.date(),
    venno: col.text({ staffOnly: true }),
    vensname: col.text({ width: 20, staffOnly: true }),
    reasonCategory: col.enum("deductionReason", deductionReasons, { tones: { quality_defect: "destructive", shortfall: "warning", late_delivery: "warning", damage: "destructive", other: "outline" } }),
    outNo: col.text({ width: 14 }),
    projectNo: col.text(),
    quantity: col.decimal({ nullable: true }),
    amount: col.money(),
    currency: col.text(),
    description: col.text({ width: 30 }),
    evidenceCount: col.int(),
    status: col.enum("deductionStatus", deductionStatuses, { tones: { issued: "warning", confirmed: "success", disputed: "destructive", withdrawn: "outline" } }),
    disputeReason: col.text({ nullable: true, width: 30 }),
    answer: col.text({ nullable: true, width: 30 }),
    issuedBy: col.text(),
    confirmedAt: col.datetime({ nullable: true }),
  },
  filters: {
    ...dateRangeFilters("billDate"),
    venno: filterText(20).check(z.describe("supplier number")),
    billNo: filterText().check(z.describe("deduction bill number prefix")),
    outNo: filterText().check(z.describe("linked outsourcing order number prefix")),
    status: z.optional(z.enum(deductionStatuses, "validation.status")),
    reasonCategory: z.optional(z.enum(deductionReasons, "validation.deductionBill.reasonCategory")),
  },
});
export type DeductionBillRow = z.infer<typeof deductionBillList.row>;
export type DeductionBillFilters = FiltersOf<typeof deductionBillList>;

const fileId = z.uuid("validation.invalid");
const orderKey = "validation.deductionBill.order";
const positiveMoney = money.check(z.refine((v) => !/^\d+(\.\d+)?$/.test(v) || decCmp(v, "0") > 0, "validation.deductionBill.amountPositive"));

/** What the buyer issues: the supplier and company come from the linked outsourced order. */
export const deductionIssueInput = z.object({
  processingOrderId: z.number(orderKey).check(
    z.int(orderKey),
    z.positive(orderKey),
    z.lte(maxId, orderKey),
    z.describe("the linked outsourced processing order"),
  ),
  billDate: date,
  reasonCategory: z.enum(deductionReasons, "validation.deductionBill.reasonCategory"),
  quantity: z.union([z.optional(positiveQty), z.pipe(z.literal(""), z.transform(() => undefined))]),
  amount: positiveMoney,
  description: requiredText(deductionLimits.description, "validation.deductionBill.description", { multiline: true }),
  evidenceIds: z._default(z.array(fileId).check(z.maxLength(deductionLimits.evidence, "validation.deductionBill.evidence")), []),
});
export type DeductionIssueInput = z.input<typeof deductionIssueInput>;

export const deductionDisputeInput = z.object({ reason: requiredText(deductionLimits.reason, "validation.deductionBill.disputeReason", { multiline: true }) });
export type DeductionDisputeInput = z.input<typeof deductionDisputeInput>;

export const deductionAnswerInput = z.object({
    decision: z.enum(deductionDecisions, "validation.deductionBill.decision"),
    answer: requiredText(deductionLimits.answer, "validation.deductionBill.answer", { multiline: true }),
    amount: z.union([z.optional(positiveMoney), z.pipe(z.literal(""), z.transform(() => undefined))]),
  }).check(z.superRefine((v, ctx) => {
    if (v.decision === "adjust" && !v.amount) ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.deductionBill.adjustAmount" });
  }));
export type DeductionAnswerInput = z.input<typeof deductionAnswerInput>;

export const deductionEvidence = z.object({ id: z.string(), name: z.string(), kind: z.string(), size: z.number().check(z.int()), url: z.string() });
export type DeductionEvidence = z.infer<typeof deductionEvidence>;

export const deductionBillDetail = z.object({
  id: z.number().check(z.int()),
  billNo: z.string(),
  billDate: z.string(),
  venno: z.string(),
  vensname: z.string(),
  reasonCategory: z.enum(deductionReasons),
  processingOrderId: z.number().check(z.int()),
  outNo: z.string(),
  projectNo: z.string(),
  quantity: z.nullable(decimal),
  amount: decimal,
  currency: z.string(),
  description: z.string(),
  status: z.enum(deductionStatuses),
  disputeReason: z.nullable(z.string()),
  answer: z.nullable(z.string()),
  issuedBy: z.string(),
  confirmedAt: z.nullable(z.string()),
  evidence: z.array(deductionEvidence),
});
export type DeductionBillDetail = z.infer<typeof deductionBillDetail>;

/** Dashboard to-do: for a supplier the issued bills to confirm; for the buyer the disputed bills to answer. */
export const deductionTodo = z.object({ count: z.number().check(z.int()), status: z.enum(["issued", "disputed"]) });
export const deductionTodoHref = (status: "issued" | "disputed") => `/processing/deduction-bill?status=${status}`;

export const deductionFilePath = (fileId: string) => `/api/erp-production/deduction-bill/file/${fileId}`;
export const deductionFileParams = z.object({ fileId });

/** The orders a bill may be issued against, found by number prefix while the buyer types. */
export const deductionOrderQuery = z.object({ outNo: cleanString().check(
  z.minLength(2, "validation.deductionBill.order"),
  z.maxLength(30, "validation.deductionBill.order"),
) });
export const deductionOrderOption = z.object({
  id: z.number().check(z.int()),
  outNo: z.string(),
  lineNo: z.number().check(z.int()),
  venno: z.string(),
  vensname: z.string(),
  processName: z.string(),
  outboundQty: decimal,
  unit: z.string(),
});
export type DeductionOrderOption = z.infer<typeof deductionOrderOption>;
export const deductionOrderLimit = 8;

const ops = serviceOps("erp-production");
export const deductionBillOps = {
  todo: ops.get("/deduction-bill/todo", { summary: "Dashboard to-do: bills waiting for the caller (supplier: issued; buyer: disputed)", response: deductionTodo }),
  uploadEvidence: ops.post("/deduction-bill/evidence/upload", {
    summary: "Upload an evidence file (PNG, JPEG or PDF, ≤ 10 MB) before issuing a bill; raw bytes, name in ?name=",
    query: z.object({ name: uploadName("evidence") }),
    response: deductionEvidence,
    upload: uploadSpec(["png", "jpeg", "pdf"], deductionLimits.evidenceBytes),
  }),
  file: ops.get("/deduction-bill/file/:fileId", { summary: "An evidence file, for whoever may see its bill (and its uploader before issuing)", params: deductionFileParams, binary: "application/octet-stream" }),
  orders: ops.get("/deduction-bill/orders", {
    summary: `The company's outsourced orders whose number starts with outNo (newest first, at most ${deductionOrderLimit}), to issue a bill against`,
    query: deductionOrderQuery,
    response: z.array(deductionOrderOption),
  }),
  issue: ops.post("/deduction-bill", { summary: "Issue a deduction bill against the supplier of an outsourced order (status issued)", body: deductionIssueInput, response: deductionBillDetail }),
  batchConfirm: ops.post("/deduction-bill/batch/confirm", {
    summary: "The supplier confirms several issued bills, each on its own; the answer reports every bill's outcome",
    body: z.object({ ids: batchIds }),
    response: batchResult,
  }),
  batchDispute: ops.post("/deduction-bill/batch/dispute", {
    summary: "The supplier disputes several issued bills with one reason, each on its own; the answer reports every bill's outcome",
    body: z.object({ ids: batchIds, reason: deductionDisputeInput.shape.reason }),
    response: batchResult,
  }),
  detail: ops.get("/deduction-bill/:id", { summary: "One deduction bill with its evidence", params: idParam, response: deductionBillDetail }),
  confirm: ops.post("/deduction-bill/:id/confirm", { summary: "The supplier confirms an issued bill (issued → confirmed); 409 otherwise", params: idParam, response: deductionBillDetail }),
  dispute: ops.post("/deduction-bill/:id/dispute", { summary: "The supplier disputes an issued bill with a reason (issued → disputed); 409 otherwise", params: idParam, body: deductionDisputeInput, response: deductionBillDetail }),
  answer: ops.post("/deduction-bill/:id/answer", {
    summary: "The buyer answers a dispute: maintain or adjust (→ issued, back to the supplier) or withdraw (→ withdrawn); 409 unless disputed",
    params: idParam,
    body: deductionAnswerInput,
    response: deductionBillDetail,
  }),
  audit: ops.get("/deduction-bill/:id/audit", { summary: "History of a deduction bill", params: idParam, response: auditResult }),
};
