import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  disputeStates, invoiceStates, invoiceStatuses, lineKinds, statementStatuses,
  type DisputeState, type InvoiceState, type InvoiceStatus, type LineKind, type StatementStatus,
} from "@/lib/contracts/erp-purchase/reconciliation-statement";
import type { EInvoiceRecord } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers, users } from "./org";
import { storedFiles } from "./storage";

export const statementNoSeq = pgSequence("reconciliation_statement_no_seq");

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default("0");
const rate = (name: string) => numeric(name, { precision: 6, scale: 4 }).notNull().default("0");

/** One statement per supplier, trading company and period; its money columns are the sums of its lines. */
export const reconciliationStatements = pgTable(
  "reconciliation_statements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    statementNo: text("statement_no").notNull(),
    statementDate: date("statement_date", { mode: "string" }).notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    status: text("status").$type<StatementStatus>().notNull().default("draft"),
    invoiceState: text("invoice_state").$type<InvoiceState>().notNull().default("none"),
    bank: text("bank").notNull().default(""),
    currency: text("currency").notNull().default("CNY"),
    taxRate: rate("tax_rate"),
    discountRate: rate("discount_rate"),
    totalAmount: money("total_amount"),
    discountAmount: money("discount_amount"),
    payableAmount: money("payable_amount"),
    taxAmount: money("tax_amount"),
    netAmount: money("net_amount"),
    invoicedAmount: money("invoiced_amount"),
    lineCount: integer("line_count").notNull().default(0),
    remark: text("remark").notNull().default(""),
    returnReason: text("return_reason"),
    voidReason: text("void_reason"),
    /** The finance user handling it; the supplier side handles it while it is sent. */
    financeUserId: integer("finance_user_id").references(() => users.id),
    version: integer("version").notNull().default(1),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("reconciliation_statements_no_uq").on(t.companyId, t.statementNo),
    index("reconciliation_statements_scope_idx").on(t.companyId, t.supplierId, t.statementDate, t.id),
    index("reconciliation_statements_company_idx").on(t.companyId, t.statementDate, t.id),
    check("reconciliation_statements_status_ck", oneOf(t.status, statementStatuses)),
    check("reconciliation_statements_invoice_state_ck", oneOf(t.invoiceState, invoiceStates)),
  ],
);

/**
 * Statement lines: from a settlement source, or a credit/debit line settling a dispute of another line.
 * `live` is true while the statement is not voided: a source line sits on one live statement only.
 */
export const reconciliationStatementLines = pgTable(
  "reconciliation_statement_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer("statement_id").notNull().references(() => reconciliationStatements.id, { onDelete: "cascade" }),
    seqno: integer("seqno").notNull(),
    kind: text("kind").$type<LineKind>().notNull().default("source"),
    live: boolean("live").notNull().default(true),
    sourceType: text("source_type"),
    sourceId: text("source_id"),
    sourceNumber: text("source_number"),
    sourcePath: text("source_path"),
    sourceDate: date("source_date", { mode: "string" }),
    materialCode: text("material_code"),
    description: text("description").notNull().default(""),
    quantity: numeric("quantity", { precision: 18, scale: 4 }),
    unitPrice: numeric("unit_price", { precision: 18, scale: 6 }),
    amount: money("amount"),
    discount: money("discount"),
    payable: money("payable"),
    tax: money("tax"),
    net: money("net"),
    adjustsLineId: integer("adjusts_line_id"),
    dispute: text("dispute").$type<DisputeState>().notNull().default("none"),
    disputeReason: text("dispute_reason"),
    disputeAmount: numeric("dispute_amount", { precision: 18, scale: 2 }),
    disputeEvidenceId: uuid("dispute_evidence_id").references(() => storedFiles.id),
    disputeReply: text("dispute_reply"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("reconciliation_statement_lines_seq_uq").on(t.statementId, t.seqno),
    uniqueIndex("reconciliation_statement_lines_source_live_uq").on(t.sourceType, t.sourceId).where(sql`${t.live} and ${t.sourceId} is not null`),
    check("reconciliation_statement_lines_kind_ck", oneOf(t.kind, lineKinds)),
    check("reconciliation_statement_lines_dispute_ck", oneOf(t.dispute, disputeStates)),
  ],
);

/** Invoices bound to a confirmed statement; a number is used once per supplier unless its invoice was returned. */
export const reconciliationInvoices = pgTable(
  "reconciliation_invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer("statement_id").notNull().references(() => reconciliationStatements.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    fileId: uuid("file_id").notNull().references(() => storedFiles.id),
    invoiceNo: text("invoice_no").notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    netAmount: money("net_amount"),
    taxAmount: money("tax_amount"),
    totalAmount: money("total_amount"),
    status: text("status").$type<InvoiceStatus>().notNull().default("uploaded"),
    remark: text("remark").notNull().default(""),
    returnReason: text("return_reason"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("reconciliation_invoices_no_uq").on(t.supplierId, t.invoiceNo).where(sql`${t.status} <> 'returned'`),
    index("reconciliation_invoices_statement_idx").on(t.statementId),
    check("reconciliation_invoices_status_ck", oneOf(t.status, invoiceStatuses)),
  ],
);

/** Files uploaded for invoices and dispute evidence, with the supplier that may bind them and whether a PDF carries scripts. */
export const reconciliationFiles = pgTable("reconciliation_files", {
  fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
  companyId: integer("company_id").notNull(),
  supplierId: integer("supplier_id").notNull(),
  scripted: boolean("scripted").notNull().default(false),
  /** What a structured e-invoice file said, as read: the bound invoice must carry exactly these values. */
  einvoice: jsonb("einvoice").$type<EInvoiceRecord>(),
  createdBy: integer("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
