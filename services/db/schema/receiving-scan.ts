import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { deliveryNoticeLines, deliveryNotices } from "./delivery-notice";
import { labels } from "./label";
import { companies, suppliers, users } from "./org";
import { goodsReceipts } from "./purchase-receipt";

/**
 * A carton counted at the dock: one label of an ASN, once. The label is the serial every print of it
 * carries, so (label, notice) is unique whichever print was scanned; `device_id` makes a replay of the
 * same device's scan count once. `receipt_id` is set when the carton was booked on a goods receipt.
 */
export const receivingScans = pgTable(
  "receiving_scans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    noticeId: integer("notice_id").notNull().references(() => deliveryNotices.id),
    noticeLineId: integer("notice_line_id").notNull().references(() => deliveryNoticeLines.id),
    labelId: integer("label_id").notNull().references(() => labels.id),
    serial: text("serial").notNull(),
    quantity: numeric("quantity", { precision: 18, scale: 4 }).notNull(),
    deviceId: text("device_id").notNull(),
    clientScanId: text("client_scan_id").notNull(),
    scannedBy: integer("scanned_by").notNull().references(() => users.id),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
    receiptId: integer("receipt_id").references(() => goodsReceipts.id),
  },
  (t) => [
    uniqueIndex("receiving_scans_label_notice_uq").on(t.labelId, t.noticeId),
    index("receiving_scans_notice_idx").on(t.noticeId, t.id),
  ],
);
