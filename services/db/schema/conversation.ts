import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { conversationKinds, type ConversationKind } from "@/lib/contracts/base-data/conversation";
import { oneOf } from "./checks";
import { companies, users } from "./org";
import { storedFiles } from "./storage";

/**
 * The messages of a document's conversation (services/base-data/conversation): never deleted; the author may
 * correct one within the edit window (`edited_at`), and the audit keeps every version.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    kind: text("kind").$type<ConversationKind>().notNull(),
    documentId: integer("document_id").notNull(),
    lineId: integer("line_id"),
    body: text("body").notNull(),
    authorId: integer("author_id").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    index("conversation_messages_document_idx").on(t.kind, t.documentId, t.id),
    check("conversation_messages_kind_ck", oneOf(t.kind, conversationKinds)),
  ],
);

export const conversationMentions = pgTable(
  "conversation_mentions",
  {
    messageId: integer("message_id").notNull().references(() => conversationMessages.id),
    userId: integer("user_id").notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** Each user's read marker on a thread: the newest message they have seen. */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ConversationKind>().notNull(),
    documentId: integer("document_id").notNull(),
    lastMessageId: integer("last_message_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.documentId] }), check("conversation_reads_kind_ck", oneOf(t.kind, conversationKinds))],
);

/** A message's files: uploaded to the document's thread first, bound to the message when it is sent. */
export const conversationFiles = pgTable(
  "conversation_files",
  {
    fileId: uuid("file_id").primaryKey().references(() => storedFiles.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
    kind: text("kind").$type<ConversationKind>().notNull(),
    documentId: integer("document_id").notNull(),
    messageId: integer("message_id").references(() => conversationMessages.id),
    createdBy: integer("created_by").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_files_message_idx").on(t.messageId), check("conversation_files_kind_ck", oneOf(t.kind, conversationKinds))],
);
