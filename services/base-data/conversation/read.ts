import { and, eq, sql } from "drizzle-orm";
import { conversationOps } from "@/lib/contracts/base-data/conversation";
import { defineRoute } from "@/services/core/route";
import { conversationMessages, conversationReads } from "@/services/db/schema";
import { anyDocumentView, requireDocument } from "./documents";

const m = conversationMessages;
const r = conversationReads;

/** Moves the caller's read marker to the thread's newest message; it never moves back. */
export const markConversationRead = defineRoute(conversationOps.read, {
  rights: anyDocumentView,
  handler: async ({ db, principal: p, scope, params }) => {
    const doc = await requireDocument(db, p, scope, params.kind, params.id);
    const [top] = await db.select({ last: sql<number | null>`max(${m.id})` }).from(m).where(and(eq(m.kind, doc.kind), eq(m.documentId, doc.id)));
    const last = top?.last === null || top?.last === undefined ? null : Number(top.last);
    if (last !== null) {
      await db.insert(r).values({ userId: p.userId, kind: doc.kind, documentId: doc.id, lastMessageId: last })
        .onConflictDoUpdate({ target: [r.userId, r.kind, r.documentId], set: { lastMessageId: sql`greatest(${r.lastMessageId}, ${last})`, readAt: sql`now()` } });
    }
    return { unread: 0 };
  },
});
