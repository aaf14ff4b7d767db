import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { conversationOps } from "@/lib/contracts/base-data/conversation";
import { AppError, fieldError, forbidden, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { conversationFiles, conversationMentions, conversationMessages } from "@/services/db/schema";
import { anyDocumentView, conversationDocuments, documentViewers, lineOfDocument, requireDocument } from "./documents";
import { editable, messagesOf } from "./messages";

const m = conversationMessages;

/**
 * A new message. A line must be one of the document's; everyone mentioned must be able to see the document
 * (else 400 on `mentions`, and nothing is written). One audit row on the document, and one for its mentions.
 */
export const postConversationMessage = defineRoute(conversationOps.post, {
  rights: anyDocumentView,
  handler: async ({ db, principal: p, scope, params, body }) => {
    const doc = await requireDocument(db, p, scope, params.kind, params.id);
    const lineId = body.lineId ?? null;
    if (lineId !== null && !(await lineOfDocument(db, doc, lineId))) throw fieldError("lineId", "validation.conversation.line");
    const mentions = [...new Set(body.mentions ?? [])];
    if (mentions.length) {
      const viewers = new Set(await documentViewers(db, doc));
      if (mentions.some((id) => !viewers.has(id) || id === p.userId)) throw fieldError("mentions", "validation.conversation.mention");
    }
    const files = [...new Set(body.attachmentIds ?? [])];
    const entity = conversationDocuments[doc.kind].entity;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(m).values({
        companyId: doc.companyId, kind: doc.kind, documentId: doc.id, lineId, body: body.body, authorId: p.userId,
      }).returning({ id: m.id });
      const messageId = row!.id;
      if (mentions.length) await tx.insert(conversationMentions).values(mentions.map((userId) => ({ messageId, userId })));
      if (files.length) {
        const cf = conversationFiles;
        const bound = await tx.update(cf).set({ messageId })
          .where(and(inArray(cf.fileId, files), isNull(cf.messageId), eq(cf.createdBy, p.userId), eq(cf.kind, doc.kind), eq(cf.documentId, doc.id)))
          .returning({ id: cf.fileId });
        if (bound.length !== files.length) throw fieldError("attachmentIds", "validation.conversation.attachment");
      }
      await writeAudit(tx, {
        actor: p, companyId: doc.companyId, entity, entityId: doc.auditId, action: "message",
        detail: { kind: doc.kind, documentId: doc.id, messageId, lineId, body: body.body, mentions, attachments: files },
      });
      if (mentions.length) {
        await writeAudit(tx, {
          actor: p, companyId: doc.companyId, entity, entityId: doc.auditId, action: "mention", detail: { kind: doc.kind, documentId: doc.id, messageId, mentions },
        });
      }
      return messageId;
    });
    return (await messagesOf(db, doc, p.userId, id))[0]!;
  },
});

/**
 * Corrects one's own message while the edit window is open, in one conditional update; the audit keeps the text
 * before and after. Someone else's message 403; a message past the window 409 (a correction is a new message).
 */
export const editConversationMessage = defineRoute(conversationOps.edit, {
  rights: anyDocumentView,
  handler: async ({ db, principal: p, scope, params, body }) => {
    const [msg] = await db.select({ kind: m.kind, documentId: m.documentId, authorId: m.authorId, body: m.body }).from(m).where(eq(m.id, params.id));
    if (!msg) throw notFound();
    const doc = await requireDocument(db, p, scope, msg.kind, msg.documentId);
    if (msg.authorId !== p.userId) throw forbidden();
    await db.transaction(async (tx) => {
      const [locked] = await rows<{ body: string }>(tx, sql`select ${m.body} as body from ${m} where ${m.id} = ${params.id} for update`);
      const done = await rows<{ id: number }>(tx, sql`
        update ${m} set ${bare(m.body)} = ${body.body}, ${bare(m.editedAt)} = now() where ${m.id} = ${params.id} and ${m.authorId} = ${p.userId} and ${editable}
        returning ${m.id} as id`);
      if (!done.length) throw new AppError("CONFLICT", "errors.conversationEditClosed");
      await writeAudit(tx, {
        actor: p, companyId: doc.companyId, entity: conversationDocuments[doc.kind].entity, entityId: doc.auditId, action: "messageEdit",
        detail: { kind: doc.kind, documentId: doc.id, messageId: params.id, before: locked!.body, after: body.body },
      });
    });
    return (await messagesOf(db, doc, p.userId, params.id))[0]!;
  },
});

