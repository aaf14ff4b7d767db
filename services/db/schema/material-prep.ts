import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { materialPrepStatuses, type MaterialPrepStatus } from "@/lib/contracts/erp-purchase/material-prep";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers } from "./org";

export const materialPrepNoSeq = pgSequence("material_prep_no_seq");

/** A material preparation task (menu 53): what must be ready by when, and how much of it is. */
export const materialPrepTasks = pgTable(
  "material_prep_tasks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    taskNo: text("task_no").notNull(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").references(() => suppliers.id),
    projectNo: text("project_no").notNull(),
    workOrder: text("work_order").notNull().default(""),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    unit: text("unit").notNull(),
    requiredQty: numeric("required_qty", { precision: 18, scale: 4 }).notNull(),
    preparedQty: numeric("prepared_qty", { precision: 18, scale: 4 }).notNull().default("0"),
    readyBy: date("ready_by", { mode: "string" }).notNull(),
    responsible: text("responsible").notNull(),
    status: text("status").$type<MaterialPrepStatus>().notNull().default("open"),
    cancelReason: text("cancel_reason").notNull().default(""),
    remark: text("remark").notNull().default(""),
    ...tracked,
  },
  (t) => [
    uniqueIndex("material_prep_tasks_no_uq").on(t.taskNo),
    index("material_prep_tasks_company_ready_idx").on(t.companyId, t.readyBy, t.id),
    index("material_prep_tasks_company_no_idx").on(t.companyId, t.taskNo),
    index("material_prep_tasks_company_project_idx").on(t.companyId, t.projectNo, t.id),
    check("material_prep_tasks_status_ck", oneOf(t.status, materialPrepStatuses)),
    check("material_prep_tasks_qty_ck", sql`${t.requiredQty} > 0 and ${t.preparedQty} >= 0 and ${t.preparedQty} <= ${t.requiredQty}`),
  ],
);

/** Each progress entry with the prepared total it produced: the task's history. */
export const materialPrepEntries = pgTable(
  "material_prep_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer("task_id").notNull().references(() => materialPrepTasks.id, { onDelete: "cascade" }),
    qty: numeric("qty", { precision: 18, scale: 4 }).notNull(),
    preparedAfter: numeric("prepared_after", { precision: 18, scale: 4 }).notNull(),
    note: text("note").notNull().default(""),
    enteredBy: integer("entered_by"),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("material_prep_entries_task_idx").on(t.taskId, t.id), check("material_prep_entries_qty_ck", sql`${t.qty} > 0`)],
);
