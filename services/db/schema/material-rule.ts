import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { materialNoticeStatuses, type MaterialNoticeStatus } from "@/lib/contracts/erp-purchase/material-rule";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";
import { purchaseOrderLines } from "./purchase-order";

/** Material delivery rules (SPEC §3): who must deliver which material type (a `material-type` code) when. */
export const materialRules = pgTable(
  "material_rules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    materialType: text("material_type").notNull(),
    responsible: text("responsible").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    effectiveTo: date("effective_to", { mode: "string" }).notNull(),
    horizonDays: integer("horizon_days").notNull().default(7),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark").notNull().default(""),
    ...tracked,
  },
  (t) => [
    index("material_rules_company_modified_idx").on(t.companyId, t.modifiedAt, t.id),
    index("material_rules_supplier_idx").on(t.companyId, t.supplierId, t.modifiedAt, t.id),
    check("material_rules_period_ck", sql`${t.effectiveTo} >= ${t.effectiveFrom}`),
    check("material_rules_horizon_ck", sql`${t.horizonDays} between 0 and 90`),
  ],
);

export const materialNoticeNoSeq = pgSequence("material_notice_no_seq");

/** A notice sent to a supplier from one rule on one business day. */
export const materialNotices = pgTable(
  "material_notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    noticeNo: text("notice_no").notNull(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    ruleId: integer("rule_id").references(() => materialRules.id, { onDelete: "set null" }),
    materialType: text("material_type").notNull(),
    responsible: text("responsible").notNull(),
    noticeDate: date("notice_date", { mode: "string" }).notNull(),
    dueBy: date("due_by", { mode: "string" }).notNull(),
    lineCount: integer("line_count").notNull(),
    status: text("status").$type<MaterialNoticeStatus>().notNull().default("sent"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: integer("acknowledged_by"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("material_notices_no_uq").on(t.noticeNo),
    index("material_notices_company_no_idx").on(t.companyId, t.noticeNo),
    index("material_notices_supplier_no_idx").on(t.companyId, t.supplierId, t.noticeNo),
    check("material_notices_status_ck", oneOf(t.status, materialNoticeStatuses)),
  ],
);

/** The open order lines a notice asks for; a line is on at most one notice of a rule per day. */
export const materialNoticeLines = pgTable(
  "material_notice_lines",
  {
    noticeId: integer("notice_id").notNull().references(() => materialNotices.id, { onDelete: "cascade" }),
    poLineId: integer("po_line_id").notNull().references(() => purchaseOrderLines.id),
    ruleId: integer("rule_id").notNull(),
    noticeDate: date("notice_date", { mode: "string" }).notNull(),
    remainQty: numeric("remain_qty", { precision: 18, scale: 4 }).notNull(),
    deldate: date("deldate", { mode: "string" }).notNull(),
  },
  (t) => [
    uniqueIndex("material_notice_lines_once_uq").on(t.ruleId, t.poLineId, t.noticeDate),
    index("material_notice_lines_notice_idx").on(t.noticeId),
  ],
);
