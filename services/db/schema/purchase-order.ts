import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { oneOf } from "./checks";
import { auditStatuses, completeStatuses, confirmDecisions, lineAnswers, type LineAnswer, priceReviewStatuses, receiveStatuses, type AuditStatus, type CompleteStatus, type ConfirmDecision, type PriceReviewStatus, type ReceiveStatus } from "@/lib/contracts/erp-purchase/purchase-order";
import { companies, suppliers, users } from "./org";
import { storedFiles } from "./storage";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");
const price = (name: string) => numeric(name, { precision: 18, scale: 6 }).notNull().default("0");
const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default("0");

/** A purchase order header: one per PO number and company. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    pono: text("pono").notNull(),
    podate: date("podate", { mode: "string" }).notNull(),
    buyer: text("buyer").notNull(),
    subcompany: text("subcompany").notNull().default(""),
    poType: text("po_type").notNull().default("standard"),
    isSend: boolean("is_send").notNull().default(false),
    currency: text("currency").notNull().default("CNY"),
    remark: text("remark").notNull().default(""),
    opPerson: text("op_person").notNull().default(""),
    receiveStatus: text("receive_status").$type<ReceiveStatus>().notNull().default("not_received"),
    rejectReason: text("reject_reason"),
    auditStatus: text("audit_status").$type<AuditStatus>().notNull().default("not_audited"),
    priceReviewStatus: text("price_review_status").$type<PriceReviewStatus>().notNull().default("pending"),
    receivedBy: integer("received_by"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    totalAmount: money("total_amount"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("purchase_orders_company_pono_uq").on(t.companyId, t.pono),
    index("purchase_orders_scope_idx").on(t.companyId, t.supplierId, t.receiveStatus, t.podate, t.id),
    check("purchase_orders_receive_status_ck", oneOf(t.receiveStatus, receiveStatuses)),
    check("purchase_orders_audit_status_ck", oneOf(t.auditStatus, auditStatuses)),
    check("purchase_orders_price_review_ck", oneOf(t.priceReviewStatus, priceReviewStatuses)),
  ],
);

/**
 * PO lines. company_id … is_send copy the header so the list's filters and keyset order are served by
 * one index on this table; receive/reject update them in the same statement as the header. The list
 * indexes are ascending: scanned backwards they serve `order by podate desc, id desc` (and the row
 * comparison of the keyset cursor) without a sort.
 */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id").notNull().references(() => purchaseOrders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    pono: text("pono").notNull(),
    podate: date("podate", { mode: "string" }).notNull(),
    receiveStatus: text("receive_status").$type<ReceiveStatus>().notNull().default("not_received"),
    auditStatus: text("audit_status").$type<AuditStatus>().notNull().default("not_audited"),
    isSend: boolean("is_send").notNull().default(false),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    locTypeName: text("loc_type_name").notNull().default(""),
    specs: text("specs").notNull().default(""),
    packunit: text("packunit").notNull().default(""),
    payqty: qty("payqty"),
    remainQty: qty("remain_qty"),
    sentQty: qty("sent_qty"),
    focqty: qty("focqty"),
    hsdj: price("hsdj"),
    dj: price("dj"),
    amount: money("amount"),
    gsm: numeric("gsm", { precision: 10, scale: 2 }),
    recqty: qty("recqty"),
    recfocqty: qty("recfocqty"),
    instoreqty: qty("instoreqty"),
    reqno: text("reqno").notNull().default(""),
    rejectqty: qty("rejectqty"),
    rejectfocqty: qty("rejectfocqty"),
    remark: text("remark").notNull().default(""),
    completeStatus: text("complete_status").$type<CompleteStatus>().notNull().default("open"),
    tonnageprice: numeric("tonnageprice", { precision: 18, scale: 4 }),
    deldate: date("deldate", { mode: "string" }).notNull(),
    ...tracked,
  },
  (t) => [
    uniqueIndex("purchase_order_lines_order_line_uq").on(t.orderId, t.lineNo),
    index("purchase_order_lines_supplier_status_idx").on(t.companyId, t.supplierId, t.receiveStatus, t.podate, t.id),
    index("purchase_order_lines_supplier_podate_idx").on(t.companyId, t.supplierId, t.podate, t.id),
    index("purchase_order_lines_status_podate_idx").on(t.companyId, t.receiveStatus, t.podate, t.id),
    index("purchase_order_lines_podate_idx").on(t.companyId, t.podate, t.id),
    index("purchase_order_lines_pono_idx").on(t.companyId, t.pono.op("text_pattern_ops")),
    index("purchase_order_lines_open_supplier_idx")
      .on(t.companyId, t.supplierId, t.deldate)
      .where(sql`complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0`),
    index("purchase_order_lines_open_company_idx")
      .on(t.companyId, t.deldate)
      .where(sql`complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0`),
    check("purchase_order_lines_complete_ck", oneOf(t.completeStatus, completeStatuses)),
    check("purchase_order_lines_remain_ck", sql`${t.remainQty} >= 0 and ${t.sentQty} >= 0`),
  ],
);

/** The supplier's current confirmation of a line; every confirmation is also in the audit log. */
export const purchaseOrderConfirmations = pgTable(
  "purchase_order_confirmations",
  {
    lineId: integer("line_id").primaryKey().references(() => purchaseOrderLines.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => purchaseOrders.id, { onDelete: "cascade" }),
    decision: text("decision").$type<ConfirmDecision>().notNull(),
    promisedDate: date("promised_date", { mode: "string" }).notNull(),
    promisedQty: numeric("promised_qty", { precision: 18, scale: 4 }).notNull(),
    reason: text("reason"),
    confirmedBy: integer("confirmed_by"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    answer: text("answer").$type<LineAnswer>(),
    answerReason: text("answer_reason"),
    answeredBy: integer("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    ...tracked,
  },
  (t) => [
    index("purchase_order_confirmations_order_idx").on(t.orderId),
    check("purchase_order_confirmations_decision_ck", oneOf(t.decision, confirmDecisions)),
    check("purchase_order_confirmations_answer_ck", oneOf(t.answer, lineAnswers)),
  ],
);

/** A file either side attached to an order, listed on the order with who attached it and when. */
export const purchaseOrderFiles = pgTable(
  "purchase_order_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    orderId: integer("order_id").notNull().references(() => purchaseOrders.id),
    createdBy: integer("created_by").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("purchase_order_files_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The supplier's schedule of a confirmed line: up to 10 quantities, each with its promised date, summing to
 * at most the ordered quantity (the confirmation's promisedQty is their sum). Replaced whole with each
 * confirmation under the order's row lock; notices draw from it in date order.
 */
export const purchaseOrderScheduleLines = pgTable(
  "purchase_order_schedule_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer("line_id").notNull().references(() => purchaseOrderLines.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => purchaseOrders.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    promisedDate: date("promised_date", { mode: "string" }).notNull(),
    ...tracked,
  },
  (t) => [
    uniqueIndex("purchase_order_schedule_lines_line_seq_uq").on(t.lineId, t.seq),
    index("purchase_order_schedule_lines_order_idx").on(t.orderId),
    check("purchase_order_schedule_lines_qty_ck", sql`${t.qty} > 0`),
  ],
);
