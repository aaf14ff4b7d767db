import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { owedStatuses, type OwedStatus } from "@/lib/contracts/erp-production/owed-quantity";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers, users } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/**
 * An owed-quantity (shortfall) order (docs/requirements.md §3): a work order's should-produce, finished,
 * owed and complement quantities for one owed item. The supplier answers it once: confirmed or disputed
 * (with a reason), by one conditional update.
 */
export const owedQuantityOrders = pgTable(
  "owed_quantity_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    owedNo: text("owed_no").notNull(),
    billDate: date("bill_date", { mode: "string" }).notNull(),
    projectNo: text("project_no").notNull(),
    workNo: text("work_no").notNull(),
    owedItemNo: text("owed_item_no").notNull(),
    owedItemName: text("owed_item_name").notNull(),
    owedType: text("owed_type").notNull(),
    shouldQty: qty("should_qty"),
    finishedQty: qty("finished_qty"),
    owedQty: qty("owed_qty"),
    complementQty: qty("complement_qty"),
    status: text("status").$type<OwedStatus>().notNull().default("pending"),
    disputeReason: text("dispute_reason"),
    answeredBy: integer("answered_by").references(() => users.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** When the portal told the supplier of this shortfall the ERP wrote (the scheduler's tick), once. */
    issueAnnouncedAt: timestamp("issue_announced_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    uniqueIndex("owed_quantity_orders_company_no_uq").on(t.companyId, t.owedNo),
    index("owed_quantity_orders_supplier_date_idx").on(t.companyId, t.supplierId, t.billDate, t.id),
    index("owed_quantity_orders_pending_idx").on(t.companyId, t.supplierId).where(sql`status = 'pending'`),
    check("owed_quantity_orders_status_ck", oneOf(t.status, owedStatuses)),
    check("owed_quantity_orders_qty_ck", sql`${t.shouldQty} >= 0 and ${t.finishedQty} >= 0 and ${t.owedQty} >= 0 and ${t.complementQty} >= 0`),
    check("owed_quantity_orders_dispute_ck", sql`(${t.status} = 'disputed') = (${t.disputeReason} is not null)`),
  ],
);
