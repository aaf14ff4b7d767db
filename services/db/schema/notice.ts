import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { noticeLevels, noticeStatuses, noticeTemplates } from "@/lib/contracts/base-data/notice";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, suppliers, users } from "./org";
import { storedFiles } from "./storage";

/** A notice of one group company (the issuer's), addressed to supplier companies (docs/requirements.md §3 Notice). */
export const notices = pgTable(
  "notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    title: text("title").notNull(),
    level: text("level").notNull(),
    template: text("template").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Sanitised HTML (services/core/html): never stored as sent. */
    body: text("body").notNull().default(""),
    videoFileId: uuid("video_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    status: text("status").notNull().default("valid"),
    ...tracked,
  },
  (t) => [
    check("notices_level_ck", oneOf(t.level, noticeLevels)),
    check("notices_template_ck", oneOf(t.template, noticeTemplates)),
    check("notices_status_ck", oneOf(t.status, noticeStatuses)),
    check("notices_window_ck", sql`${t.endsAt} > ${t.startsAt}`),
    index("notices_company_starts_idx").on(t.companyId, t.startsAt, t.id),
    index("notices_starts_idx").on(t.startsAt, t.id),
  ],
);

/** The supplier companies a notice is addressed to: their accounts (main and sub) may read it. */
export const noticeReceivers = pgTable(
  "notice_receivers",
  {
    noticeId: integer("notice_id").notNull().references(() => notices.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id").notNull().references(() => suppliers.id),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.supplierId] }), index("notice_receivers_supplier_idx").on(t.supplierId, t.noticeId)],
);

/** Per user: first read and the "read and understood" confirmation. */
export const noticeReads = pgTable(
  "notice_reads",
  {
    noticeId: integer("notice_id").notNull().references(() => notices.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] }), index("notice_reads_notice_idx").on(t.noticeId)],
);

/** Images and videos uploaded for notices; bound to a notice when a body or the video field refers to them. */
export const noticeFiles = pgTable(
  "notice_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("notice_files_notice_idx").on(t.noticeId)],
);
