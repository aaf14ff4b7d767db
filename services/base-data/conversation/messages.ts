import { sql } from "drizzle-orm";
import { conversationFilePath, editWindowMinutes, type ConversationMessage } from "@/lib/contracts/base-data/conversation";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { isoText } from "@/services/core/sql";
import { alias } from "drizzle-orm/pg-core";
import { conversationFiles, conversationMentions, conversationMessages, conversationReads, storedFiles, users } from "@/services/db/schema";
import type { FoundDocument } from "./documents";

const m = conversationMessages;
const u = alias(users, "u");
const mu = alias(users, "mu");
const cm = conversationMentions;
const cr = conversationReads;
const cf = conversationFiles;
const sf = storedFiles;
/** Within the edit window, by the database's clock (the one that wrote created_at). */
export const editable = sql`${m.createdAt} > now() - make_interval(mins => ${editWindowMinutes})`;

type Raw = Record<string, unknown>;

/** The document's messages (or one of them), as the caller sees them: its unread markers and what it may still correct. */
export async function messagesOf(db: Db, doc: FoundDocument, userId: number, messageId?: number): Promise<ConversationMessage[]> {
  const found = await rows<Raw>(db, sql`
    select ${m.id} as id, ${m.body} as body, ${m.lineId} as line_id, ${m.authorId} as author_id, ${u.name} as author_name,
      ${u.userType} = 'supplier' as from_supplier, ${isoText(sql`${m.createdAt}`)} as created_at, ${isoText(sql`${m.editedAt}`)} as edited_at,
      (${m.authorId} = ${userId} and ${editable}) as editable,
      (${m.authorId} <> ${userId} and ${m.id} > coalesce((select ${cr.lastMessageId} from ${cr}
        where ${cr.userId} = ${userId} and ${cr.kind} = ${doc.kind} and ${cr.documentId} = ${doc.id}), 0)) as unread,
      coalesce((select json_agg(json_build_object('userId', ${mu.id}, 'name', ${mu.name}) order by ${mu.id}) from ${cm}
        join ${users} ${mu} on ${mu.id} = ${cm.userId} where ${cm.messageId} = ${m.id}), '[]'::json) as mentions,
      coalesce((select json_agg(json_build_object('id', ${sf.id}, 'name', ${sf.name}, 'kind', ${sf.kind}, 'size', ${sf.size}) order by ${cf.createdAt}, ${sf.id})
        from ${cf} join ${sf} on ${sf.id} = ${cf.fileId} where ${cf.messageId} = ${m.id}), '[]'::json) as attachments
    from ${m} join ${users} ${u} on ${u.id} = ${m.authorId}
    where ${m.kind} = ${doc.kind} and ${m.documentId} = ${doc.id} ${messageId === undefined ? sql`` : sql`and ${m.id} = ${messageId}`}
    order by ${m.id}`);
  return found.map((r) => ({
    id: Number(r.id),
    body: String(r.body),
    lineId: r.line_id === null ? null : Number(r.line_id),
    authorId: Number(r.author_id),
    authorName: String(r.author_name),
    fromSupplier: r.from_supplier === true,
    mentions: (typeof r.mentions === "string" ? JSON.parse(r.mentions) : r.mentions) as Array<{ userId: number; name: string }>,
    attachments: ((typeof r.attachments === "string" ? JSON.parse(r.attachments) : r.attachments) as Array<{ id: string; name: string; kind: string; size: number }>)
      .map((a) => ({ ...a, size: Number(a.size), url: conversationFilePath(a.id) })),
    createdAt: String(r.created_at),
    editedAt: r.edited_at === null ? null : String(r.edited_at),
    editable: r.editable === true,
    unread: r.unread === true,
  }));
}
