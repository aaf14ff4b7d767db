import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { itReportCategories, itReportStatuses, itReportUrgencies } from "@/lib/contracts/base-data/it-report";
import { oneOf } from "./checks";
import { tracked } from "./columns";
import { companies, users } from "./org";
import { storedFiles } from "./storage";

/** An IT fault report; its status moves only forward, one step at a time (conditional updates). */
export const itReports = pgTable(
  "it_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    reporterId: integer("reporter_id").notNull().references(() => users.id),
    category: text("category").notNull(),
    urgency: text("urgency").notNull(),
    description: text("description").notNull(),
    contact: text("contact").notNull(),
    status: text("status").notNull().default("submitted"),
    ...tracked,
  },
  (t) => [
    check("it_reports_category_ck", oneOf(t.category, itReportCategories)),
    check("it_reports_urgency_ck", oneOf(t.urgency, itReportUrgencies)),
    check("it_reports_status_ck", oneOf(t.status, itReportStatuses)),
    index("it_reports_reporter_idx").on(t.reporterId, t.createdAt, t.id),
    index("it_reports_created_idx").on(t.createdAt, t.id),
  ],
);

/** Each step and comment of a report, in order. */
export const itReportEvents = pgTable(
  "it_report_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer("report_id").notNull().references(() => itReports.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    comment: text("comment").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("it_report_events_report_idx").on(t.reportId, t.id), check("it_report_events_step_ck", sql`(${t.fromStatus} is null) = (${t.toStatus} is null)`)],
);

/** Screenshots: uploaded first (by their reporter), bound to the report when it is submitted. */
export const itReportFiles = pgTable(
  "it_report_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    reportId: integer("report_id").references(() => itReports.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("it_report_files_report_idx").on(t.reportId)],
);
