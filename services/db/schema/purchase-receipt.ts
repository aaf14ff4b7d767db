import { boolean, check, date, index, integer, numeric, pgSequence, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { receiptStatuses, type ReceiptStatus } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";
import { purchaseOrderLines } from "./purchase-order";
import { deliveryNoticeLines, deliveryNotices } from "./delivery-notice";

export const goodsReceiptNoSeq = pgSequence("goods_receipt_no_seq");

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default("0");

/** A goods receipt recorded by the buyer side against one delivery notice (docs/requirements.md §3 goods receipt captions). */
export const goodsReceipts = pgTable(
  "goods_receipts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    noticeId: integer("notice_id").notNull().references(() => deliveryNotices.id),
    recno: text("recno").notNull(),
    recdate: date("recdate", { mode: "string" }).notNull(),
    rectype: text("rectype").notNull().default("purchase"),
    status: text("status").$type<ReceiptStatus>().notNull().default("inspected"),
    subcompany: text("subcompany").notNull().default(""),
    keeper: text("keeper").notNull().default(""),
    receiver: text("receiver").notNull().default(""),
    remark: text("remark").notNull().default(""),
    /** Totals of the lines, written once with them, so the list can show and sort on them. */
    lineCount: integer("line_count").notNull().default(0),
    totalRecqty: qty("total_recqty"),
    totalPassqty: qty("total_passqty"),
    totalRejectqty: qty("total_rejectqty"),
    totalInstoreqty: qty("total_instoreqty"),
    hasDifference: boolean("has_difference").notNull().default(false),
    ...tracked,
  },
  (t) => [
    uniqueIndex("goods_receipts_company_no_uq").on(t.companyId, t.recno),
    uniqueIndex("goods_receipts_notice_uq").on(t.noticeId),
    index("goods_receipts_supplier_idx").on(t.companyId, t.supplierId, t.recdate, t.id),
    index("goods_receipts_company_idx").on(t.companyId, t.recdate, t.id),
    check("goods_receipts_status_ck", oneOf(t.status, receiptStatuses)),
  ],
);

export const goodsReceiptLines = pgTable(
  "goods_receipt_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    receiptId: integer("receipt_id").notNull().references(() => goodsReceipts.id, { onDelete: "cascade" }),
    seqno: integer("seqno").notNull(),
    noticeLineId: integer("notice_line_id").notNull().references(() => deliveryNoticeLines.id),
    poLineId: integer("po_line_id").notNull().references(() => purchaseOrderLines.id),
    recqty: qty("recqty"),
    passqty: qty("passqty"),
    rejectqty: qty("rejectqty"),
    returnqty: qty("returnqty"),
    focqty: qty("focqty"),
    instoreqty: qty("instoreqty"),
    inwgt: numeric("inwgt", { precision: 18, scale: 4 }),
    location: text("location").notNull().default(""),
    lotno: text("lotno").notNull().default(""),
    iqcno: text("iqcno").notNull().default(""),
    ...tracked,
  },
  (t) => [
    uniqueIndex("goods_receipt_lines_receipt_seq_uq").on(t.receiptId, t.seqno),
    uniqueIndex("goods_receipt_lines_notice_line_uq").on(t.noticeLineId),
    index("goods_receipt_lines_po_line_idx").on(t.poLineId),
  ],
);
