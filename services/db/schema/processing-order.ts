import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { oneOf } from "./checks";
import { priceReviewStatuses, receiveStatuses } from "@/lib/contracts/erp-production/processing-order";
import type { PriceReviewStatus, ReceiveStatus } from "@/lib/contracts/erp-purchase/purchase-order";
import { companies, suppliers, users } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/**
 * An outsourced processing order line (docs/requirements.md §3). `id`, and `out_no` + `line_no`, are the stable
 * reference the label module prints outsourced labels from. `completed_qty` only moves through the
 * quantity ledger below, by a conditional update that keeps it within 0 … outbound_qty.
 */
export const processingOrders = pgTable(
  "processing_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    outNo: text("out_no").notNull(),
    lineNo: integer("line_no").notNull().default(1),
    outboundDate: date("outbound_date", { mode: "string" }).notNull(),
    materialNo: text("material_no").notNull(),
    processingType: text("processing_type").notNull(),
    valuationType: text("valuation_type").notNull(),
    projectNo: text("project_no").notNull(),
    itemNo: text("item_no").notNull(),
    part: text("part").notNull().default(""),
    receiveStatus: text("receive_status").$type<ReceiveStatus>().notNull().default("not_received"),
    rejectReason: text("reject_reason"),
    priceReviewStatus: text("price_review_status").$type<PriceReviewStatus>().notNull().default("pending"),
    receivedBy: integer("received_by").references(() => users.id),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    processId: text("process_id").notNull(),
    processName: text("process_name").notNull(),
    unit: text("unit").notNull().default("PCS"),
    unitDecimals: integer("unit_decimals").notNull().default(0),
    outboundQty: qty("outbound_qty"),
    completedQty: qty("completed_qty"),
    productBarcode: text("product_barcode").notNull(),
    orderQty: qty("order_qty"),
    deliveryQty: qty("delivery_qty"),
    weight: numeric("weight", { precision: 18, scale: 3 }).notNull().default("0"),
    unitPrice: numeric("unit_price", { precision: 18, scale: 6 }).notNull().default("0"),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull().default("0"),
    priceSettingNo: text("price_setting_no").notNull().default(""),
    completionDate: date("completion_date", { mode: "string" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    businessUnit: text("business_unit").notNull().default(""),
    printColour: text("print_colour").notNull().default(""),
    printSize: text("print_size").notNull().default(""),
    cutSize: text("cut_size").notNull().default(""),
    /** What the prints show beyond the list: product, customer, specification; carton orders also flute and board grade. */
    productName: text("product_name").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    carton: boolean("carton").notNull().default(false),
    boxStyle: text("box_style").notNull().default(""),
    flute: text("flute").notNull().default(""),
    boardGrade: text("board_grade").notNull().default(""),
    paper: text("paper").notNull().default(""),
    surfaceFinish: text("surface_finish").notNull().default(""),
    lengthMm: numeric("length_mm", { precision: 8, scale: 1 }).notNull().default("0"),
    widthMm: numeric("width_mm", { precision: 8, scale: 1 }).notNull().default("0"),
    heightMm: numeric("height_mm", { precision: 8, scale: 1 }).notNull().default("0"),
    packQty: integer("pack_qty").notNull().default(0),
    sampleQty: integer("sample_qty").notNull().default(0),
    remark: text("remark").notNull().default(""),
    /** When the portal told the supplier of this order the ERP wrote (the scheduler's tick), once. */
    releaseAnnouncedAt: timestamp("release_announced_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("processing_orders_company_out_line_uq").on(t.companyId, t.outNo, t.lineNo),
    index("processing_orders_supplier_outbound_idx").on(t.companyId, t.supplierId, t.outboundDate, t.id),
    index("processing_orders_outbound_idx").on(t.companyId, t.outboundDate, t.id),
    index("processing_orders_open_idx").on(t.companyId, t.supplierId, t.completionDate).where(sql`completed_qty < outbound_qty and receive_status <> 'rejected'`),
    check("processing_orders_receive_status_ck", oneOf(t.receiveStatus, receiveStatuses)),
    check("processing_orders_price_review_ck", oneOf(t.priceReviewStatus, priceReviewStatuses)),
    check("processing_orders_completed_ck", sql`${t.completedQty} >= 0 and ${t.completedQty} <= ${t.outboundQty}`),
    check("processing_orders_carton_ck", sql`not ${t.carton} or (${t.flute} <> '' and ${t.boardGrade} <> '')`),
    check("processing_orders_print_counts_ck", sql`${t.packQty} >= 0 and ${t.sampleQty} >= 0`),
    check("processing_orders_unit_decimals_ck", sql`${t.unitDecimals} between 0 and 4`),
  ],
);

/**
 * The production quantity ledger: one row per entry, never updated. A correction is a new row with the
 * negated quantity naming the entry it reverses (at most once: unique). `cumulative_after` is the
 * order's completed quantity right after this entry, written by the same statement that moved it.
 */
export const processingQuantityEntries = pgTable(
  "processing_quantity_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id").notNull().references(() => processingOrders.id, { onDelete: "cascade" }),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    cumulativeAfter: numeric("cumulative_after", { precision: 18, scale: 4 }).notNull(),
    reversesId: integer("reverses_id"),
    enteredBy: integer("entered_by").notNull().references(() => users.id),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("processing_quantity_entries_order_idx").on(t.orderId, t.id),
    uniqueIndex("processing_quantity_entries_reverses_uq").on(t.reversesId),
    check("processing_quantity_entries_qty_ck", sql`${t.qty} <> 0`),
  ],
);
