import { check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { deductionReasons, deductionStatuses, type DeductionReason, type DeductionStatus } from "@/lib/contracts/erp-production/deduction-bill";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers, users } from "./org";
import { processingOrders } from "./processing-order";
import { storedFiles } from "./storage";

/** Deduction bill numbers: KK + business day + sequence, never reused. */
export const deductionBillNoSeq = pgSequence("deduction_bill_no_seq");

/**
 * A deduction bill: a charge against the supplier of an outsourced order. `amount` is what the supplier
 * owes (positive); settlement reads it negated. The status moves by conditional updates only.
 */
export const deductionBills = pgTable(
  "deduction_bills",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    billNo: text("bill_no").notNull(),
    billDate: date("bill_date", { mode: "string" }).notNull(),
    reasonCategory: text("reason_category").$type<DeductionReason>().notNull(),
    processingOrderId: integer("processing_order_id").notNull().references(() => processingOrders.id),
    quantity: numeric("quantity", { precision: 18, scale: 4 }),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("CNY"),
    description: text("description").notNull(),
    status: text("status").$type<DeductionStatus>().notNull().default("issued"),
    disputeReason: text("dispute_reason"),
    answer: text("answer"),
    issuedBy: integer("issued_by").notNull().references(() => users.id),
    confirmedBy: integer("confirmed_by").references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("deduction_bills_company_no_uq").on(t.companyId, t.billNo),
    index("deduction_bills_supplier_date_idx").on(t.companyId, t.supplierId, t.billDate, t.id),
    index("deduction_bills_settle_idx").on(t.companyId, t.supplierId, t.billDate).where(sql`status = 'confirmed'`),
    check("deduction_bills_status_ck", oneOf(t.status, deductionStatuses)),
    check("deduction_bills_reason_ck", oneOf(t.reasonCategory, deductionReasons)),
    check("deduction_bills_amount_ck", sql`${t.amount} > 0`),
    check("deduction_bills_quantity_ck", sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/** Evidence: uploaded first (by the buyer), bound to the bill when it is issued. */
export const deductionBillFiles = pgTable(
  "deduction_bill_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    billId: integer("bill_id").references(() => deductionBills.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    createdBy: integer("created_by").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deduction_bill_files_bill_idx").on(t.billId)],
);
