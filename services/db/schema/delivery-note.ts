import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { oneOf } from "./checks";
import { approvalStatuses, uploadStatuses, type ApprovalStatus, type UploadStatus } from "@/lib/contracts/erp-production/delivery-note";
import { companies, users } from "./org";
import { customers, deliveryPlanLines, deliveryPlans } from "./delivery-plan";
import { stockItems } from "./warehouse-stock";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/** Delivery numbers: unique, gap-tolerant, never reused (a sequence is not transactional). */
export const deliveryNoteNoSeq = pgSequence("delivery_note_no_seq");

/** A delivery note to a customer (docs/requirements.md §3), with approval, upload and the customer's receipt. */
export const deliveryNotes = pgTable(
  "delivery_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    deliveryNo: text("delivery_no").notNull(),
    planId: integer("plan_id").notNull().references(() => deliveryPlans.id),
    noticeNo: text("notice_no").notNull(),
    customerId: integer("customer_id").notNull().references(() => customers.id),
    customerName: text("customer_name").notNull(),
    category: text("category").notNull(),
    plateNo: text("plate_no").notNull(),
    driver: text("driver").notNull().default(""),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    address: text("address").notNull(),
    deliveryUnit: text("delivery_unit").notNull(),
    contact: text("contact").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    settlementLegalPerson: text("settlement_legal_person").notNull(),
    ownerLegalPerson: text("owner_legal_person").notNull(),
    stockArea: text("stock_area").notNull().default(""),
    trackingNo: text("tracking_no").notNull(),
    remark: text("remark").notNull().default(""),
    approvalStatus: text("approval_status").$type<ApprovalStatus>().notNull().default("not_approved"),
    approvedBy: integer("approved_by").references(() => users.id),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    uploadStatus: text("upload_status").$type<UploadStatus>().notNull().default("not_uploaded"),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    signedBy: text("signed_by"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    receiptBy: integer("receipt_by").references(() => users.id),
    ...tracked,
  },
  (t) => [
    uniqueIndex("delivery_notes_no_uq").on(t.deliveryNo),
    index("delivery_notes_date_idx").on(t.companyId, t.deliveryDate, t.id),
    check("delivery_notes_approval_ck", oneOf(t.approvalStatus, approvalStatuses)),
    check("delivery_notes_upload_ck", oneOf(t.uploadStatus, uploadStatuses)),
    check("delivery_notes_upload_approved_ck", sql`${t.uploadStatus} = 'not_uploaded' or ${t.approvalStatus} = 'approved'`),
  ],
);

/** A delivery detail line, copied from its notice line, with the quantities of this delivery and the customer's receipt. */
export const deliveryNoteLines = pgTable(
  "delivery_note_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer("note_id").notNull().references(() => deliveryNotes.id, { onDelete: "cascade" }),
    planLineId: integer("plan_line_id").notNull().references(() => deliveryPlanLines.id),
    lineNo: integer("line_no").notNull(),
    orderNo: text("order_no").notNull(),
    customerOrder: text("customer_order").notNull().default(""),
    projectNo: text("project_no").notNull().default(""),
    customerPartNo: text("customer_part_no").notNull().default(""),
    productCode: text("product_code").notNull(),
    productName: text("product_name").notNull(),
    category: text("category").notNull().default(""),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    orderQty: qty("order_qty"),
    unsentQty: qty("unsent_qty"),
    neededQty: qty("needed_qty"),
    perPackQty: qty("per_pack_qty"),
    packs: integer("packs").notNull().default(0),
    looseQty: qty("loose_qty"),
    valuationQty: qty("valuation_qty"),
    spareQty: qty("spare_qty"),
    spareUnsentQty: qty("spare_unsent_qty"),
    returnsQty: qty("returns_qty"),
    totalQty: qty("total_qty"),
    unit: text("unit").notNull().default("PCS"),
    itemNo: text("item_no").notNull().default(""),
    signedQty: numeric("signed_qty", { precision: 18, scale: 4 }),
    differenceReason: text("difference_reason"),
    ...tracked,
  },
  (t) => [uniqueIndex("delivery_note_lines_note_line_uq").on(t.noteId, t.lineNo), index("delivery_note_lines_plan_line_idx").on(t.planLineId)],
);

/** A pick: stock taken for one detail line, under the note's outbound receipt. */
export const deliveryNotePicks = pgTable(
  "delivery_note_picks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer("note_id").notNull().references(() => deliveryNotes.id, { onDelete: "cascade" }),
    lineId: integer("line_id").notNull().references(() => deliveryNoteLines.id, { onDelete: "cascade" }),
    stockItemId: integer("stock_item_id").notNull().references(() => stockItems.id),
    productCode: text("product_code").notNull(),
    batchNo: text("batch_no").notNull(),
    location: text("location").notNull(),
    projectNo: text("project_no").notNull().default(""),
    stockCount: qty("stock_count"),
    qty: qty("qty"),
    outboundReceiptNo: text("outbound_receipt_no").notNull(),
    ...tracked,
  },
  (t) => [index("delivery_note_picks_note_idx").on(t.noteId, t.id), check("delivery_note_picks_qty_ck", sql`${t.qty} > 0`)],
);
