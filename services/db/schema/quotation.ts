import { date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";
import { priceInquiries, priceInquiryLines, priceQuotes } from "./price-inquiry";

/**
 * Price records: an awarded price of a material from a supplier, valid from the award to the quote's
 * validity. The purchase order price review passes a line whose price matches a valid record.
 */
export const priceRecords = pgTable(
  "price_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    unitPrice: numeric("unit_price", { precision: 18, scale: 6 }).notNull(),
    taxPrice: numeric("tax_price", { precision: 18, scale: 6 }).notNull(),
    currency: text("currency").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    inquiryId: integer("inquiry_id").references(() => priceInquiries.id),
    lineId: integer("line_id").references(() => priceInquiryLines.id),
    quoteId: integer("quote_id").references(() => priceQuotes.id),
    ...tracked,
  },
  (t) => [
    index("price_records_match_idx").on(t.companyId, t.supplierId, t.itemno, t.validFrom),
    index("price_records_list_idx").on(t.companyId, t.validFrom, t.id),
  ],
);
