import { sql } from "drizzle-orm";
import { conversationOps } from "@/lib/contracts/base-data/conversation";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { users } from "@/services/db/schema";
import { idList } from "@/services/core/sql";
import { anyDocumentView, documentViewers, requireDocument } from "./documents";
import { messagesOf } from "./messages";

export const getConversation = defineRoute(conversationOps.thread, {
  rights: anyDocumentView,
  handler: async ({ db, principal, scope, params }) => {
    const doc = await requireDocument(db, principal, scope, params.kind, params.id);
    const messages = await messagesOf(db, doc, principal.userId);
    return { kind: doc.kind, documentId: doc.id, no: doc.no, messages, unread: messages.filter((x) => x.unread).length };
  },
});

/** Whom a message on the document may mention: everyone who can see it but the caller. */
export const getConversationPeople = defineRoute(conversationOps.people, {
  rights: anyDocumentView,
  handler: async ({ db, principal, scope, params }) => {
    const doc = await requireDocument(db, principal, scope, params.kind, params.id);
    const ids = (await documentViewers(db, doc)).filter((id) => id !== principal.userId);
    if (!ids.length) return [];
    const found = await rows<{ id: number; name: string; user_name: string; user_type: string }>(db, sql`
      select ${users.id} as id, ${users.name} as name, ${users.userName} as user_name, ${users.userType} as user_type
      from ${users} where ${users.id} in ${idList(ids)} order by ${users.userType} desc, ${users.name}, ${users.id}`);
    return found.map((u) => ({ userId: Number(u.id), name: u.name, userName: u.user_name, fromSupplier: u.user_type === "supplier" }));
  },
});
