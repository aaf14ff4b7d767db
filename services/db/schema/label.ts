import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { labelSourceTypes, labelTaskStates, labelTemplateIds, labelTypes, type LabelSourceType, type LabelTaskState, type LabelTemplateId, type LabelType } from "@/lib/contracts/label/fields";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers, users } from "./org";

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull();

/** Label serials: never reused, whatever rolls back (a sequence is not transactional). */
export const labelSerialSeq = pgSequence("label_serial_seq");

/**
 * One creation of labels from a source line (docs/requirements.md §3 Labels). `source_type` with
 * `source_id`/`source_line_id` lead back to the document (a delivery notice and its line for purchase
 * receipt labels; processing orders later); the document numbers are copied for the label face.
 */
export const labelBatches = pgTable(
  "label_batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    sourceType: text("source_type").$type<LabelSourceType>().notNull(),
    sourceId: integer("source_id").notNull(),
    sourceLineId: integer("source_line_id").notNull(),
    docNo: text("doc_no").notNull(),
    docLineNo: integer("doc_line_no").notNull(),
    pono: text("pono").notNull().default(""),
    poLineNo: integer("po_line_no").notNull().default(0),
    projectNo: text("project_no").notNull().default(""),
    orderNo: text("order_no").notNull().default(""),
    applyNo: text("apply_no").notNull().default(""),
    itemno: text("itemno").notNull(),
    itemdesc: text("itemdesc").notNull(),
    quantity: qty("quantity"),
    perBundle: qty("per_bundle"),
    perPack: qty("per_pack"),
    customerLabel: text("customer_label").notNull(),
    companyCode: text("company_code").notNull().default(""),
    workNo: text("work_no").notNull(),
    netWeight: qty("net_weight"),
    singleWeight: qty("single_weight"),
    productionDate: date("production_date", { mode: "string" }).notNull(),
    batchNo: text("batch_no").notNull(),
    labelType: text("label_type").$type<LabelType>().notNull(),
    template: text("template").$type<LabelTemplateId>().notNull(),
    withQr: boolean("with_qr").notNull().default(false),
    withGs1: boolean("with_gs1").notNull().default(false),
    count: integer("count").notNull(),
    ...tracked,
  },
  (t) => [
    index("label_batches_supplier_idx").on(t.companyId, t.supplierId, t.createdAt, t.id),
    index("label_batches_company_idx").on(t.companyId, t.createdAt, t.id),
    index("label_batches_doc_no_idx").on(t.companyId, t.docNo.op("text_pattern_ops")),
    index("label_batches_pono_idx").on(t.companyId, t.pono.op("text_pattern_ops")),
    index("label_batches_source_idx").on(t.sourceType, t.sourceLineId),
    check("label_batches_source_type_ck", oneOf(t.sourceType, labelSourceTypes)),
    check("label_batches_label_type_ck", oneOf(t.labelType, labelTypes)),
    check("label_batches_template_ck", sql`${t.template} in (${sql.raw(labelTemplateIds.map((v) => `'${v}'`).join(", "))})`),
    check("label_batches_count_ck", sql`${t.count} between 1 and 500`),
  ],
);

/** One physical label: its serial (what the barcode encodes) and how often it was printed or downloaded. */
export const labels = pgTable(
  "labels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer("batch_id").notNull().references(() => labelBatches.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    serial: text("serial").notNull(),
    quantity: qty("quantity"),
    printCount: integer("print_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("labels_serial_uq").on(t.serial), uniqueIndex("labels_batch_seq_uq").on(t.batchId, t.seq)],
);

/** The print/download ledger: one row per label per print, numbered per label; nth > 1 is a reprint. */
export const labelPrints = pgTable(
  "label_prints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    labelId: integer("label_id").notNull().references(() => labels.id, { onDelete: "cascade" }),
    batchId: integer("batch_id").notNull(),
    serial: text("serial").notNull(),
    kind: text("kind").$type<"print" | "download">().notNull(),
    nth: integer("nth").notNull(),
    reprint: boolean("reprint").notNull(),
    taskId: integer("task_id"),
    actorUserId: integer("actor_user_id").notNull().references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("label_prints_label_nth_uq").on(t.labelId, t.nth),
    index("label_prints_batch_idx").on(t.batchId, t.at),
    check("label_prints_kind_ck", oneOf(t.kind, ["print", "download"])),
  ],
);

/**
 * A PDF download task: the row is the truth for every instance. One queued/running task per user (a
 * partial unique index); `heartbeat_at` tells a live runner from a dead one.
 */
export const labelTasks = pgTable(
  "label_tasks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").notNull().references(() => users.id),
    companyId: integer("company_id").notNull(),
    supplierId: integer("supplier_id"),
    batchId: integer("batch_id").notNull().references(() => labelBatches.id, { onDelete: "cascade" }),
    template: text("template").$type<LabelTemplateId>().notNull(),
    state: text("state").$type<LabelTaskState>().notNull().default("queued"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull(),
    message: text("message"),
    fileId: text("file_id"),
    fileName: text("file_name"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("label_tasks_user_idx").on(t.userId, t.startedAt),
    uniqueIndex("label_tasks_one_running_uq").on(t.userId).where(sql`state in ('queued', 'running')`),
    check("label_tasks_state_ck", oneOf(t.state, labelTaskStates)),
    check("label_tasks_progress_ck", sql`${t.done} between 0 and ${t.total}`),
  ],
);

/**
 * The weights a supplier last typed for an item, kept when a purchase label batch is made (in its
 * transaction) and offered the next time that supplier makes labels for the item.
 */
export const labelItemWeights = pgTable(
  "label_item_weights",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
    itemno: text("itemno").notNull(),
    netWeight: qty("net_weight"),
    singleWeight: qty("single_weight"),
    ...tracked,
  },
  (t) => [uniqueIndex("label_item_weights_item_uq").on(t.companyId, t.supplierId, t.itemno)],
);
