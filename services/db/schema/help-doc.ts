import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { storedFiles } from "./storage";

/** The service desk's channels: one row (id 1), absent until an admin first saves them. */
export const helpChannels = pgTable(
  "help_channels",
  {
    id: integer("id").primaryKey().default(1),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    ...tracked,
  },
  (t) => [check("help_channels_single_ck", sql`${t.id} = 1`)],
);

/**
 * Help documents every signed-in user reads, kept by admins. They are portal-wide (suppliers of every
 * company read the same manual), so a title is unique across the portal, ignoring case. At most one is
 * the operation manual: the partial unique index makes a second one impossible, whatever the code does.
 */
export const helpDocuments = pgTable(
  "help_documents",
  {
    id: serial("id").primaryKey(),
    fileId: uuid("file_id").notNull().references(() => storedFiles.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    manual: boolean("manual").notNull().default(false),
    /** A PDF that may run scripts when opened (pdfMayRunScripts): never shown in the page, only downloaded. */
    scripted: boolean("scripted").notNull().default(false),
    ...tracked,
  },
  (t) => [
    uniqueIndex("help_documents_title_uq").on(sql`lower(${t.title})`),
    uniqueIndex("help_documents_file_uq").on(t.fileId),
    uniqueIndex("help_documents_manual_uq").on(t.manual).where(sql`${t.manual}`),
  ],
);
