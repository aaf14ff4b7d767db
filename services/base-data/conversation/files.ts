import { and, eq, sql } from "drizzle-orm";
import { conversationFilePath, conversationOps } from "@/lib/contracts/base-data/conversation";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { conversationFiles } from "@/services/db/schema";
import { anyDocumentView, requireDocument } from "./documents";

export const attachmentPurpose = "conversation-attachment";
const f = conversationFiles;

/**
 * A file for a message, uploaded before the message is sent, to a thread the caller may write in: the size while
 * it streams, then its bytes by structure (nothing refused is stored).
 */
export const uploadConversationFile = defineRoute(conversationOps.upload, {
  rights: anyDocumentView,
  handler: async ({ db, principal, scope, params, query, upload }) => {
    const doc = await requireDocument(db, principal, scope, params.kind, params.id);
    const file = await upload({ purpose: attachmentPurpose, name: query.name, createdBy: principal.userId, companyId: doc.companyId });
    await db.insert(f).values({ fileId: file.id, companyId: doc.companyId, kind: doc.kind, documentId: doc.id, createdBy: principal.userId });
    return { id: file.id, name: file.name, kind: file.kind, size: file.size, url: conversationFilePath(file.id) };
  },
});

/** A sent message's file for whoever may see its document; one not yet sent only for its uploader. Else 404. */
export const getConversationFile = defineRoute(conversationOps.file, {
  rights: anyDocumentView,
  handler: async ({ db, req, principal, scope, params }) => {
    const [row] = await db.select({ kind: f.kind, documentId: f.documentId, companyId: f.companyId }).from(f)
      .where(and(eq(f.fileId, params.fileId), sql`(${f.messageId} is not null or ${f.createdBy} = ${principal.userId})`));
    if (!row) throw notFound();
    await requireDocument(db, principal, scope, row.kind, row.documentId).catch(() => {
      throw notFound();
    });
    const answer = await serveStored(db, req, params.fileId, { purpose: attachmentPurpose, companyId: row.companyId });
    if (!answer) throw notFound();
    return answer;
  },
});
