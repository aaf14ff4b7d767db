import { boolean, check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { noticeStatuses, type NoticeStatus } from "@/lib/contracts/erp-purchase/delivery-notice";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";
import { purchaseOrderLines } from "./purchase-order";

export const deliveryNoticeNoSeq = pgSequence("delivery_notice_no_seq");

/** A supplier's delivery notice (ASN); docs/requirements.md §5 purchase notice header rules. */
export const deliveryNotices = pgTable(
  "delivery_notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    noticeNo: text("notice_no").notNull(),
    status: text("status").$type<NoticeStatus>().notNull().default("open"),
    requiredDept: text("required_dept").notNull(),
    requiredDate: date("required_date", { mode: "string" }).notNull(),
    deliveryNo: text("delivery_no").notNull(),
    receiveAddress: text("receive_address").notNull(),
    storageLocation: text("storage_location").notNull(),
    urgent: boolean("urgent").notNull().default(false),
    deliverDate: date("deliver_date", { mode: "string" }),
    deliveryMethod: text("delivery_method").notNull().default(""),
    lotNo: text("lot_no").notNull().default(""),
    carPlate: text("car_plate").notNull().default(""),
    driverPhone: text("driver_phone").notNull().default(""),
    remark: text("remark").notNull().default(""),
    /** Why the goods ship after the required date (required then). */
    lateReason: text("late_reason").notNull().default(""),
    /** Line count and total this-time quantity, kept by every save so the list can sort on them. */
    lineCount: integer("line_count").notNull().default(0),
    totalQty: numeric("total_qty", { precision: 18, scale: 4 }).notNull().default("0"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("delivery_notices_company_no_uq").on(t.companyId, t.noticeNo),
    index("delivery_notices_supplier_idx").on(t.companyId, t.supplierId, t.createdAt, t.id),
    index("delivery_notices_company_idx").on(t.companyId, t.createdAt, t.id),
    check("delivery_notices_status_ck", oneOf(t.status, noticeStatuses)),
  ],
);

export const deliveryNoticeLines = pgTable(
  "delivery_notice_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer("notice_id").notNull().references(() => deliveryNotices.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    poLineId: integer("po_line_id").notNull().references(() => purchaseOrderLines.id),
    thisQty: numeric("this_qty", { precision: 18, scale: 4 }).notNull(),
    perPack: numeric("per_pack", { precision: 18, scale: 4 }).notNull().default("0"),
    packs: integer("packs").notNull().default(0),
    loose: numeric("loose", { precision: 18, scale: 4 }).notNull().default("0"),
    valuation: numeric("valuation", { precision: 18, scale: 4 }).notNull(),
    ...tracked,
  },
  (t) => [
    uniqueIndex("delivery_notice_lines_notice_line_uq").on(t.noticeId, t.lineNo),
    index("delivery_notice_lines_po_line_idx").on(t.poLineId),
  ],
);
