import { eq } from "drizzle-orm";
import { conversationKinds, type ConversationKind } from "@/lib/contracts/base-data/conversation";
import type { Db } from "@/services/db/client";
import type { Delivery, EventType, RaisedEvent } from "@/services/core/events/define";
import { nobody } from "@/services/core/events/define";
import { auditLog, events } from "@/services/db/schema";
import { conversationDocuments, documentById, documentViewers } from "./documents";

interface Said { kind: ConversationKind; documentId: number | null; mentions: number[] }

/** What the event's audit row says: the thread's kind and document, and whom the message mentioned. */
async function saidIn(db: Db, ev: RaisedEvent): Promise<Said | null> {
  const [r] = await db.select({ detail: auditLog.detail }).from(events).innerJoin(auditLog, eq(auditLog.id, events.auditId)).where(eq(events.id, ev.id));
  const d = r?.detail as { kind?: string; documentId?: unknown; mentions?: unknown } | null | undefined;
  if (!d || !conversationKinds.includes(d.kind as ConversationKind)) return null;
  const documentId = Number.isSafeInteger(d.documentId) ? Number(d.documentId) : null;
  return { kind: d.kind as ConversationKind, documentId, mentions: Array.isArray(d.mentions) ? d.mentions.map(Number) : [] };
}

/**
 * Resolved when delivered, from the document as it then is: whoever can see it (services/core/events/recipients.ts
 * rules). A new message goes to all of them but those it mentions, who hear of the mention instead.
 */
function deliver(which: "message" | "mention") {
  return async (db: Db, ev: RaisedEvent): Promise<Delivery> => {
    const said = await saidIn(db, ev);
    if (!said || !/^\d{1,12}$/.test(ev.entityId)) return nobody;
    // The event names the document's audit id; the thread's own document (an inquiry's invitation) is in the detail.
    const doc = await documentById(db, said.kind, said.documentId ?? Number(ev.entityId));
    if (!doc || String(doc.auditId) !== ev.entityId) return nobody;
    const viewers = await documentViewers(db, doc);
    const mentioned = new Set(said.mentions);
    const recipients = which === "message" ? viewers.filter((id) => !mentioned.has(id)) : viewers.filter((id) => mentioned.has(id));
    return { recipients, params: { no: doc.no }, ...(doc.supplierId === null ? {} : { supplierId: doc.supplierId }) };
  };
}

/** A new message on a document, and a mention in one: declared on each document kind's audit entity. */
export const conversationEvents: EventType[] = Object.values(conversationDocuments).flatMap((d) => [
  { type: "conversation_message" as const, entity: d.entity, actions: ["message"], deliver: deliver("message") },
  { type: "conversation_mention" as const, entity: d.entity, actions: ["mention"], deliver: deliver("mention") },
]);
