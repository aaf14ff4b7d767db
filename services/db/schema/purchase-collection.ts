import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { collectionStates, type CollectionState } from "@/lib/contracts/erp-purchase/purchase-collection";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";
import { purchaseOrders } from "./purchase-order";

/** A purchase collection order (download report); every report download is counted here. */
export const collectionOrders = pgTable(
  "collection_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    orderId: integer("order_id").references(() => purchaseOrders.id),
    collectionNo: text("collection_no").notNull(),
    collDate: date("coll_date", { mode: "string" }).notNull(),
    pono: text("pono").notNull(),
    buyer: text("buyer").notNull(),
    currency: text("currency").notNull().default("CNY"),
    state: text("state").$type<CollectionState>().notNull().default("unfinished"),
    totalAmount: numeric("total_amount", { precision: 18, scale: 2 }).notNull().default("0"),
    orderCount: integer("order_count").notNull().default(0),
    deliveredCount: integer("delivered_count").notNull().default(0),
    tradingCompany: text("trading_company").notNull().default(""),
    downloadCount: integer("download_count").notNull().default(0),
    lastDownloader: text("last_downloader"),
    lastDownloadAt: timestamp("last_download_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("collection_orders_company_no_uq").on(t.companyId, t.collectionNo),
    index("collection_orders_supplier_idx").on(t.companyId, t.supplierId, t.collDate, t.id),
    index("collection_orders_company_idx").on(t.companyId, t.collDate, t.id),
    check("collection_orders_state_ck", oneOf(t.state, collectionStates)),
  ],
);

export const collectionOrderLines = pgTable(
  "collection_order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer("collection_id").notNull().references(() => collectionOrders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    itemno: text("itemno").notNull(),
    itemname: text("itemname").notNull(),
    specs: text("specs").notNull().default(""),
    unit: text("unit").notNull().default(""),
    quantity: numeric("quantity", { precision: 18, scale: 4 }).notNull().default("0"),
    price: numeric("price", { precision: 18, scale: 6 }).notNull().default("0"),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull().default("0"),
    ...tracked,
  },
  (t) => [uniqueIndex("collection_order_lines_collection_line_uq").on(t.collectionId, t.lineNo)],
);
