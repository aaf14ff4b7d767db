import { check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { oneOf } from "./checks";
import { companies, suppliers } from "./org";
import { storedFiles } from "./storage";

export const priceInquiryNoSeq = pgSequence("price_inquiry_no_seq");
const storedStatuses = ["draft", "released", "awarded", "cancelled"] as const;
const priceCol = (name: string) => numeric(name, { precision: 18, scale: 6 }).notNull();

/** A price inquiry (RFQ). `closed` is derived from quote_deadline at each call, never stored. */
export const priceInquiries = pgTable(
  "price_inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    inquiryNo: text("inquiry_no").notNull(),
    title: text("title").notNull(),
    currency: text("currency").notNull(),
    quoteDeadline: timestamp("quote_deadline", { withTimezone: true }).notNull(),
    terms: text("terms").notNull().default(""),
    status: text("status").$type<(typeof storedStatuses)[number]>().notNull().default("draft"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** Set by the one scheduler tick that announced the deadline 24 h ahead (services/erp-purchase/price-inquiry/deadline.ts). */
    deadlineAnnouncedAt: timestamp("deadline_announced_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("price_inquiries_company_no_uq").on(t.companyId, t.inquiryNo),
    index("price_inquiries_company_idx").on(t.companyId, t.createdAt, t.id),
    check("price_inquiries_status_ck", oneOf(t.status, storedStatuses)),
  ],
);

export const priceInquiryLines = pgTable(
  "price_inquiry_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id").notNull().references(() => priceInquiries.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    specs: text("specs").notNull().default(""),
    unit: text("unit").notNull().default(""),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    requiredDate: date("required_date", { mode: "string" }).notNull(),
    awardedQuoteId: integer("awarded_quote_id"),
  },
  (t) => [uniqueIndex("price_inquiry_lines_no_uq").on(t.inquiryId, t.lineNo)],
);

/** The invited suppliers; company_id copies the inquiry's so scope is one index probe. */
export const priceInquirySuppliers = pgTable(
  "price_inquiry_suppliers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id").notNull().references(() => priceInquiries.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
  },
  (t) => [
    uniqueIndex("price_inquiry_suppliers_uq").on(t.inquiryId, t.supplierId),
    index("price_inquiry_suppliers_supplier_idx").on(t.companyId, t.supplierId),
  ],
);

/** Attachments: uploaded for the company first, bound to an inquiry when it is saved. */
export const priceInquiryFiles = pgTable(
  "price_inquiry_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    inquiryId: integer("inquiry_id").references(() => priceInquiries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    createdBy: integer("created_by"),
  },
  (t) => [index("price_inquiry_files_inquiry_idx").on(t.inquiryId)],
);

/** A supplier's current quote for a line; every submission is also a row of price_quote_revisions. */
export const priceQuotes = pgTable(
  "price_quotes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id").notNull().references(() => priceInquiries.id, { onDelete: "cascade" }),
    lineId: integer("line_id").notNull().references(() => priceInquiryLines.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    unitPrice: priceCol("unit_price"),
    taxPrice: priceCol("tax_price"),
    currency: text("currency").notNull(),
    leadDays: integer("lead_days").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    remark: text("remark").notNull().default(""),
    revision: integer("revision").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    ...tracked,
  },
  (t) => [
    uniqueIndex("price_quotes_line_supplier_uq").on(t.lineId, t.supplierId),
    index("price_quotes_scope_idx").on(t.companyId, t.supplierId, t.submittedAt, t.id),
    index("price_quotes_company_idx").on(t.companyId, t.submittedAt, t.id),
  ],
);

export const priceQuoteRevisions = pgTable(
  "price_quote_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer("quote_id").notNull().references(() => priceQuotes.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    unitPrice: priceCol("unit_price"),
    taxPrice: priceCol("tax_price"),
    currency: text("currency").notNull(),
    leadDays: integer("lead_days").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    remark: text("remark").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    submittedBy: integer("submitted_by"),
  },
  (t) => [uniqueIndex("price_quote_revisions_uq").on(t.quoteId, t.revision)],
);
