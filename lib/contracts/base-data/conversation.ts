import { z } from "zod/mini";
import { maxId, text, uploadName } from "../text";
import { uploadSpec } from "../kit/upload";
import { serviceOps } from "../kit/operation";

/**
 * A conversation on a business document (issue 39): one thread per (kind, document), visible to whoever can see the
 * document — its supplier's accounts holding the document's right and its company's staff holding it.
 */
export const conversationKinds = ["order", "asn", "receipt", "processing_order", "deduction_bill", "statement", "delivery_note", "price_inquiry"] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** How long the author may still correct a message; after that a correction is a new message. */
export const editWindowMinutes = 5;
export const maxMessageLength = 4000;
export const maxMentions = 20;
export const maxAttachments = 5;
/** Files a message may carry, told by their bytes: pictures, PDFs and Office documents. */
export const attachmentSpec = uploadSpec(["png", "jpeg", "pdf", "xlsx", "docx"], 10 * 1024 * 1024);
export const conversationFilePath = (fileId: string) => `/api/base-data/conversation/file/${fileId}`;

const int = z.number().check(z.int());
const positiveId = z.number("validation.invalidType").check(z.int("validation.invalidType"), z.positive("validation.invalidType"), z.lte(maxId));

export const threadParams = z.object({
  kind: z.enum(conversationKinds, "validation.invalid"),
  id: z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(maxId)),
});
export const messageParams = z.object({ id: z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(maxId)) });

const body = text(maxMessageLength, { multiline: true }).check(z.minLength(1, "validation.conversation.empty"));

export const messageInput = z.object({
  body,
  /** The document's line the message is about (its line row's id); none: the whole document. */
  lineId: z.optional(z.nullable(positiveId)),
  /** Users mentioned: each must be able to see the document. */
  mentions: z.optional(z.array(positiveId).check(z.maxLength(maxMentions, "validation.tooMany"))),
  /** Files uploaded to the thread by the caller and not yet sent. */
  attachmentIds: z.optional(z.array(z.uuid("validation.invalid")).check(z.maxLength(maxAttachments, "validation.tooMany"))),
});
export type MessageInput = z.input<typeof messageInput>;
export const messageEdit = z.object({ body });

export const conversationAttachment = z.object({ id: z.string(), name: z.string(), kind: z.string(), size: int, url: z.string() });
export type ConversationAttachment = z.infer<typeof conversationAttachment>;

export const conversationMessage = z.object({
  id: int,
  body: z.string(),
  lineId: z.nullable(int),
  authorId: z.nullable(int),
  authorName: z.string(),
  /** The author is a supplier account (else the company's staff). */
  fromSupplier: z.boolean(),
  mentions: z.array(z.object({ userId: int, name: z.string() })),
  attachments: z.array(conversationAttachment),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  /** The caller may still correct it (its author, within the edit window). */
  editable: z.boolean(),
  /** Newer than the caller's read marker. */
  unread: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversationThread = z.object({
  kind: z.enum(conversationKinds),
  documentId: int,
  no: z.string(),
  messages: z.array(conversationMessage),
  unread: int,
});
export type ConversationThread = z.infer<typeof conversationThread>;

export const conversationPerson = z.object({ userId: int, name: z.string(), userName: z.string(), fromSupplier: z.boolean() });
export type ConversationPerson = z.infer<typeof conversationPerson>;

const ops = serviceOps("base-data");
export const conversationOps = {
  thread: ops.get("/conversation/thread/:kind/:id", {
    summary: "A document's conversation, oldest first, with the caller's unread markers",
    params: threadParams,
    response: conversationThread,
  }),
  people: ops.get("/conversation/thread/:kind/:id/people", {
    summary: "The users who can see the document: whom a message may mention",
    params: threadParams,
    response: z.array(conversationPerson),
  }),
  post: ops.post("/conversation/thread/:kind/:id", {
    summary: "Add a message to a document's conversation (optionally about one line, mentioning users who can see it)",
    params: threadParams,
    body: messageInput,
    response: conversationMessage,
  }),
  read: ops.post("/conversation/thread/:kind/:id/read", {
    summary: "Mark the document's conversation read by the caller, up to its newest message",
    params: threadParams,
    response: z.object({ unread: int }),
  }),
  upload: ops.post("/conversation/thread/:kind/:id/upload", {
    summary: "Upload a file for a message on the document (PNG, JPEG, PDF, XLSX or DOCX, ≤ 10 MB); raw bytes, name in ?name=",
    params: threadParams,
    query: z.object({ name: uploadName("attachment") }),
    upload: attachmentSpec,
    response: conversationAttachment,
  }),
  file: ops.get("/conversation/file/:fileId", {
    summary: "A message's file, for whoever can see its document (and its uploader before sending)",
    params: z.object({ fileId: z.uuid("validation.invalid") }),
    binary: "application/octet-stream",
  }),
  edit: ops.put("/conversation/message/:id", {
    summary: `Correct one's own message within ${editWindowMinutes} minutes of writing it; never after, and never deleted`,
    params: messageParams,
    body: messageEdit,
    response: conversationMessage,
  }),
};
