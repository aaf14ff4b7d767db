import { z } from "zod/mini";
import { date, filterText, id, idParam, inBusinessDates, positiveQty, requiredText, text } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";

/**
 * Price inquiry (RFQ) release and management: the buyer's side. `closed` is never stored: a released
 * inquiry whose quote deadline has passed answers `closed` on every call (the request's clock).
 */
export const inquiryStatuses = ["draft", "released", "closed", "awarded", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const quoteCurrencies = ["CNY", "USD", "EUR", "HKD", "VND", "JPY"] as const;

export const inquiryLimits = { lines: 200, suppliers: 100, files: 20, fileBytes: 20 * 1024 * 1024, terms: 5000, title: 200 };

const instant = z.iso.datetime({ offset: true, message: "validation.priceInquiry.deadline" }).check(inBusinessDates());
const fileId = z.uuid("validation.invalid");

export const inquiryLineInput = z.object({
  itemno: requiredText(40, "validation.priceInquiry.itemno"),
  itemdesc: requiredText(200, "validation.priceInquiry.itemdesc"),
  specs: z._default(text(200), ""),
  unit: z._default(text(20), ""),
  qty: positiveQty,
  requiredDate: date,
});

export const inquiryInput = z.object({
    title: requiredText(inquiryLimits.title, "validation.priceInquiry.title"),
    currency: z.enum(quoteCurrencies, "validation.priceInquiry.currency"),
    quoteDeadline: instant,
    terms: z._default(text(inquiryLimits.terms, { multiline: true }), ""),
    lines: z.array(inquiryLineInput).check(z.minLength(1, "validation.priceInquiry.lines"), z.maxLength(inquiryLimits.lines, "validation.tooMany")),
    supplierIds: z.array(id).check(z.minLength(1, "validation.priceInquiry.suppliers"), z.maxLength(inquiryLimits.suppliers, "validation.tooMany")),
    fileIds: z._default(z.array(fileId).check(z.maxLength(inquiryLimits.files, "validation.tooMany")), []),
  }).check(z.superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.itemno)) ctx.addIssue({ code: "custom", path: ["lines", i, "itemno"], message: "validation.duplicateLine" });
      seen.add(l.itemno);
    });
    if (new Set(v.supplierIds).size !== v.supplierIds.length) ctx.addIssue({ code: "custom", path: ["supplierIds"], message: "validation.duplicateLine" });
  }));
export type InquiryInput = z.input<typeof inquiryInput>;

export const inquiryFile = z.object({ id: z.string(), name: z.string(), kind: z.string(), size: z.number().check(z.int()) });
export type InquiryFile = z.infer<typeof inquiryFile>;

export const inquiryLine = z.object({
  id: z.number().check(z.int()), lineNo: z.number().check(z.int()), itemno: z.string(), itemdesc: z.string(), specs: z.string(), unit: z.string(),
  qty: z.string(), requiredDate: z.string(),
});

export const invitedSupplier = z.object({
  id: z.number().check(z.int()),
  /** The invitation's id: the supplier's own conversation on the inquiry (kind price_inquiry). */
  invitationId: z.number().check(z.int()),
  venNo: z.string(),
  name: z.string(),
  quotedLines: z.number().check(z.int()),
});

export const inquiryDetail = z.object({
  id: z.number().check(z.int()),
  inquiryNo: z.string(),
  title: z.string(),
  currency: z.string(),
  quoteDeadline: z.string(),
  terms: z.string(),
  status: z.enum(inquiryStatuses),
  releasedAt: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  creator: z.string(),
  createdAt: z.string(),
  lines: z.array(z.extend(inquiryLine, { awardedVenNo: z.nullable(z.string()), awardedPrice: z.nullable(z.string()) })),
  suppliers: z.array(invitedSupplier),
  files: z.array(inquiryFile),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

/** One submission of a supplier's quote for a line (the current one is the last). */
export const quoteRevision = z.object({
  revision: z.number().check(z.int()), unitPrice: z.string(), taxPrice: z.string(), currency: z.string(), leadDays: z.number().check(z.int()),
  validUntil: z.string(), remark: z.string(), submittedAt: z.string(),
});
export type QuoteRevision = z.infer<typeof quoteRevision>;

export const comparedQuote = z.extend(quoteRevision, {
  quoteId: z.number().check(z.int()), supplierId: z.number().check(z.int()), venNo: z.string(), supplierName: z.string(),
  lowest: z.boolean(), awarded: z.boolean(), history: z.array(quoteRevision),
});
export const comparison = z.object({
  id: z.number().check(z.int()),
  status: z.enum(inquiryStatuses),
  lines: z.array(z.extend(inquiryLine, { quotes: z.array(comparedQuote) })),
});
export type Comparison = z.infer<typeof comparison>;

export const awardInput = z.object({
  lines: z.array(z.object({ lineId: id, quoteId: id })).check(
    z.minLength(1, "validation.selectAtLeastOne"),
    z.maxLength(inquiryLimits.lines, "validation.tooMany"),
  ),
});
export const cancelInput = z.object({ reason: requiredText(500, "validation.priceInquiry.reason", { multiline: true }) });
export const inquiryResult = z.object({ id: z.number().check(z.int()), status: z.enum(inquiryStatuses) });

export const supplierOption = z.object({ id: z.number().check(z.int()), venNo: z.string(), name: z.string() });

export const priceInquiryList = defineList({
  service: "erp-purchase",
  path: "/price-inquiry",
  namespace: "priceInquiry",
  summary: "The company's price inquiries with their derived status (closed once the quote deadline passed)",
  defaultSort: "-createdAt",
  columns: {
    inquiryNo: col.text(),
    title: col.text({ width: 36 }),
    status: col.enum("inquiryStatus", inquiryStatuses, {
      tones: { draft: "outline", released: "default", closed: "warning", awarded: "success", cancelled: "secondary" },
    }),
    quoteDeadline: col.datetime(),
    lineCount: col.int(),
    supplierCount: col.int(),
    quotedCount: col.int(),
    creator: col.text(),
    createdAt: col.datetime(),
  },
  filters: {
    q: filterText(100),
    status: z.optional(z.enum(inquiryStatuses, "validation.status")),
  },
});
export type PriceInquiryRow = z.infer<typeof priceInquiryList.row>;

const ops = serviceOps("erp-purchase");
export const priceInquiryOps = {
  suppliers: ops.get("/price-inquiry/suppliers", { summary: "Enabled suppliers a buyer can invite", response: z.array(supplierOption) }),
  upload: ops.post("/price-inquiry/file/upload", {
    summary: "Upload an inquiry attachment: PDF, PNG or JPEG (≤ 20 MB), told by magic bytes; raw bytes, name in ?name=",
    query: z.object({ name: uploadName("attachment") }),
    response: inquiryFile,
    upload: uploadSpec(["pdf", "png", "jpeg"], inquiryLimits.fileBytes),
  }),
  file: ops.get("/price-inquiry/file/:fileId", {
    summary: "An inquiry attachment, for the company's buyers and the invited suppliers of a released inquiry",
    params: z.object({ fileId }),
    binary: "application/octet-stream",
  }),
  create: ops.post("/price-inquiry", { summary: "Create a draft inquiry", body: inquiryInput, response: inquiryDetail }),
  detail: ops.get("/price-inquiry/:id", { summary: "One inquiry for its buyers", params: idParam, response: inquiryDetail }),
  update: ops.put("/price-inquiry/:id", { summary: "Edit a draft inquiry", params: idParam, body: inquiryInput, response: inquiryDetail }),
  release: ops.post("/price-inquiry/:id/release", { summary: "draft → released (deadline still ahead)", params: idParam, response: inquiryResult }),
  cancel: ops.post("/price-inquiry/:id/cancel", { summary: "Cancel an inquiry not yet awarded", params: idParam, body: cancelInput, response: inquiryResult }),
  comparison: ops.get("/price-inquiry/:id/comparison", {
    summary: "Quotes side by side per line with their revisions; sealed until the deadline",
    params: idParam,
    response: comparison,
  }),
  award: ops.post("/price-inquiry/:id/award", {
    summary: "Award lines of a closed inquiry to quotes; the awarded prices become price records",
    params: idParam,
    body: awardInput,
    response: inquiryResult,
  }),
};
