import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { companies } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/**
 * Finished goods in the group's warehouse, one row per product code, batch, location, stock area, owner
 * legal person and project. `allocated` is what saved delivery notes have picked and not yet booked out;
 * the CHECK keeps `allocated <= on_hand`, so a pick can never take stock twice.
 */
export const stockItems = pgTable(
  "stock_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    productCode: text("product_code").notNull(),
    productName: text("product_name").notNull().default(""),
    batchNo: text("batch_no").notNull(),
    location: text("location").notNull(),
    stockArea: text("stock_area").notNull(),
    ownerLegalPerson: text("owner_legal_person").notNull(),
    projectNo: text("project_no").notNull().default(""),
    unit: text("unit").notNull().default("PCS"),
    onHand: qty("on_hand"),
    allocated: qty("allocated"),
    receivedOn: text("received_on").notNull().default(""),
    ...tracked,
  },
  (t) => [
    uniqueIndex("stock_items_key_uq").on(t.companyId, t.productCode, t.batchNo, t.location, t.stockArea, t.ownerLegalPerson, t.projectNo),
    index("stock_items_product_idx").on(t.companyId, t.productCode, t.id),
    check("stock_items_qty_ck", sql`${t.onHand} >= 0 and ${t.allocated} >= 0 and ${t.allocated} <= ${t.onHand}`),
  ],
);

/** Outbound receipt numbers: never reused, whatever rolls back. */
export const outboundReceiptNoSeq = pgSequence("outbound_receipt_no_seq");

/**
 * An outbound receipt (outbound note): what one delivery note takes from stock, for one owner legal person
 * only. `booked_at` is set when the note's upload books the stock movement.
 */
export const outboundReceipts = pgTable(
  "outbound_receipts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    receiptNo: text("receipt_no").notNull(),
    ownerLegalPerson: text("owner_legal_person").notNull(),
    deliveryNoteId: integer("delivery_note_id").notNull(),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [uniqueIndex("outbound_receipts_no_uq").on(t.receiptNo), uniqueIndex("outbound_receipts_note_uq").on(t.deliveryNoteId)],
);

/** The stock ledger: one row per booked movement, never updated (negative = out). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    stockItemId: integer("stock_item_id").notNull().references(() => stockItems.id),
    outboundReceiptId: integer("outbound_receipt_id").references(() => outboundReceipts.id),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    onHandAfter: numeric("on_hand_after", { precision: 18, scale: 4 }).notNull(),
    ...tracked,
  },
  (t) => [index("stock_movements_item_idx").on(t.stockItemId, t.id), index("stock_movements_receipt_idx").on(t.outboundReceiptId)],
);
