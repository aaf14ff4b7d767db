import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { oneOf } from "./checks";
import { planStatuses, type PlanStatus } from "@/lib/contracts/erp-production/delivery-plan";
import { companies, users } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/** The group's customers, per company, with what a delivery note copies into its header. */
export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    customerNo: text("customer_no").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    contact: text("contact").notNull().default(""),
    phone: text("phone").notNull().default(""),
    deliveryUnit: text("delivery_unit").notNull().default(""),
    settlementLegalPerson: text("settlement_legal_person").notNull().default(""),
    ...tracked,
  },
  (t) => [uniqueIndex("customers_company_no_uq").on(t.companyId, t.customerNo)],
);

export const deliveryPlanNoSeq = pgSequence("delivery_plan_no_seq");

/**
 * A delivery notice (plan) to customers (docs/requirements.md §3): entered and released by sales or
 * planning, confirmed by the warehouse; only confirmed notices feed delivery notes.
 */
export const deliveryPlans = pgTable(
  "delivery_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    noticeNo: text("notice_no").notNull(),
    sendDate: date("send_date", { mode: "string" }).notNull(),
    status: text("status").$type<PlanStatus>().notNull().default("draft"),
    releasedBy: integer("released_by").references(() => users.id),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    checkedBy: integer("checked_by").references(() => users.id),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    remark: text("remark").notNull().default(""),
    ...tracked,
  },
  (t) => [
    uniqueIndex("delivery_plans_company_no_uq").on(t.companyId, t.noticeNo),
    index("delivery_plans_send_idx").on(t.companyId, t.sendDate, t.id),
    check("delivery_plans_status_ck", oneOf(t.status, planStatuses)),
  ],
);

/**
 * One line of a notice: a customer's order line to send. `unsent_qty` and `spare_unsent_qty` only move
 * through conditional updates when delivery notes are saved (never below zero).
 */
export const deliveryPlanLines = pgTable(
  "delivery_plan_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id").notNull().references(() => deliveryPlans.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    customerId: integer("customer_id").notNull().references(() => customers.id),
    customerPo: text("customer_po").notNull().default(""),
    orderNo: text("order_no").notNull(),
    projectNo: text("project_no").notNull().default(""),
    productCode: text("product_code").notNull(),
    customerPartNo: text("customer_part_no").notNull().default(""),
    specs: text("specs").notNull().default(""),
    productName: text("product_name").notNull(),
    category: text("category").notNull().default(""),
    itemNo: text("item_no").notNull().default(""),
    unit: text("unit").notNull().default("PCS"),
    storeArea: text("store_area").notNull().default(""),
    orderQty: qty("order_qty"),
    unsentQty: qty("unsent_qty"),
    neededQty: qty("needed_qty"),
    returnsQty: qty("returns_qty"),
    sendNowQty: qty("send_now_qty"),
    spareQty: qty("spare_qty"),
    spareUnsentQty: qty("spare_unsent_qty"),
    perPackQty: qty("per_pack_qty"),
    remark: text("remark").notNull().default(""),
    ...tracked,
  },
  (t) => [
    uniqueIndex("delivery_plan_lines_plan_line_uq").on(t.planId, t.lineNo),
    index("delivery_plan_lines_customer_idx").on(t.customerId),
    check("delivery_plan_lines_qty_ck", sql`${t.unsentQty} >= 0 and ${t.unsentQty} <= ${t.orderQty} and ${t.spareUnsentQty} >= 0`),
  ],
);
