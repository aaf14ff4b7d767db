import { z } from "zod/mini";
import { date, filterText, id, idParam, price, text } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { inquiryFile, inquiryLine, inquiryStatuses, quoteCurrencies, quoteRevision } from "./price-inquiry";

/**
 * Quotation: the supplier's side of price inquiries (the inquiries it was invited to, its quotes) and the
 * quotation query (quotes and awarded price records; suppliers their own, buyers their company's).
 */
export const quoteLineInput = z.object({
  lineId: id,
  unitPrice: price,
  taxPrice: price,
  currency: z.enum(quoteCurrencies, "validation.priceInquiry.currency"),
  leadDays: z.number({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalidType") })
    .check(z.int("validation.invalidType"), z.gte(0, "validation.tooSmall"), z.lte(3650, "validation.tooBig")),
  validUntil: date,
  remark: z._default(text(500, { multiline: true }), ""),
});
export const quoteInput = z.object({
  lines: z.array(quoteLineInput).check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(200, "validation.tooMany")),
});
export type QuoteInput = z.input<typeof quoteInput>;

/** An inquiry as an invited supplier sees it: never other suppliers, nor how many were invited. */
export const supplierInquiry = z.object({
  id: z.number().check(z.int()),
  inquiryNo: z.string(),
  title: z.string(),
  currency: z.string(),
  quoteDeadline: z.string(),
  terms: z.string(),
  status: z.enum(inquiryStatuses),
  open: z.boolean(),
  /** The caller's invitation: its conversation with the buyer (kind price_inquiry). */
  invitationId: z.number().check(z.int()),
  lines: z.array(z.extend(inquiryLine, { quote: z.nullable(quoteRevision), history: z.array(quoteRevision), awarded: z.boolean() })),
  files: z.array(inquiryFile),
});
export type SupplierInquiry = z.infer<typeof supplierInquiry>;

export const invitationStatuses = ["open", "closed", "awarded", "cancelled"] as const;

export const quotationInvitations = defineList({
  service: "erp-purchase",
  path: "/quotation/inquiry",
  namespace: "quotation",
  summary: "The released inquiries the calling supplier was invited to",
  defaultSort: "-quoteDeadline",
  columns: {
    inquiryNo: col.text(),
    title: col.text({ width: 36 }),
    status: col.enum("invitationStatus", invitationStatuses, { tones: { open: "default", closed: "warning", awarded: "success", cancelled: "secondary" } }),
    quoteDeadline: col.datetime(),
    lineCount: col.int(),
    quotedCount: col.int(),
    inquiryId: col.int(),
  },
  filters: { q: filterText(100) },
});

export const quotationList = defineList({
  service: "erp-purchase",
  path: "/quotation",
  namespace: "quotation",
  summary: "Current quotes: the supplier's own, or all of the buyer's company",
  defaultSort: "-submittedAt",
  columns: {
    inquiryNo: col.text(),
    title: col.text({ width: 30 }),
    itemno: col.text(),
    itemdesc: col.text({ width: 30 }),
    qty: col.decimal(),
    venno: col.text({ staffOnly: true }),
    supplierName: col.text({ staffOnly: true }),
    unitPrice: col.decimal(),
    taxPrice: col.decimal(),
    currency: col.text(),
    leadDays: col.int(),
    validUntil: col.date(),
    revision: col.int(),
    awarded: col.flag(),
    submittedAt: col.datetime(),
  },
  filters: { inquiryNo: filterText(40), item: filterText(60), venno: filterText(20), awarded: z.optional(z.enum(["true", "false"])) },
});
export type QuotationRow = z.infer<typeof quotationList.row>;

export const priceRecordList = defineList({
  service: "erp-purchase",
  path: "/quotation/price",
  namespace: "quotation",
  summary: "Awarded prices (price records): material, supplier, price and validity",
  defaultSort: "-validFrom",
  columns: {
    itemno: col.text(),
    itemdesc: col.text({ width: 30 }),
    venno: col.text({ staffOnly: true }),
    supplierName: col.text({ staffOnly: true }),
    unitPrice: col.decimal(),
    taxPrice: col.decimal(),
    currency: col.text(),
    validFrom: col.date(),
    validTo: col.date(),
    inquiryNo: col.text(),
  },
  filters: { item: filterText(60), venno: filterText(20), validOn: z.optional(date) },
});
export type PriceRecordRow = z.infer<typeof priceRecordList.row>;

const ops = serviceOps("erp-purchase");
export const quotationOps = {
  inquiry: ops.get("/quotation/inquiry/:id", { summary: "An inquiry the calling supplier was invited to, with its own quotes", params: idParam, response: supplierInquiry }),
  quote: ops.post("/quotation/inquiry/:id/quote", {
    summary: "Quote or revise lines until the deadline (each submission kept as a revision); refused after it",
    params: idParam,
    body: quoteInput,
    response: supplierInquiry,
  }),
};
