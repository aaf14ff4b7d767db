import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { conversationMessages } from "@/services/db/schema";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { call } from "../helpers/services";
import { anyDocumentView } from "@/services/base-data/conversation/documents";
import type { Matrix, Target, Tokens } from "../helpers/matrix";
import { makeOrder } from "./erp-purchase.fixtures";

/**
 * The conversation routes of the base-data matrix, on a fresh order of supplier 1001: its main account reads and
 * writes the thread, another supplier gets a missing document's 404, and the probes without any document's right 403.
 * Which document right a caller needs per kind is walked in base-data-conversation.test.ts.
 */
const messages = async (documentId: number) =>
  Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${conversationMessages}
    where ${conversationMessages.kind} = 'order' and ${conversationMessages.documentId} = ${documentId}`))[0]!.n);

async function thread(path = "", body?: unknown, writes = false): Promise<Target> {
  const { orderId } = await makeOrder({ venNo: "1001", lines: 1 });
  const before = await messages(orderId);
  return { path: `/conversation/thread/order/${orderId}${path}`, body, ...(writes ? { unchanged: async () => (await messages(orderId)) === before } : {}) };
}

async function messageOfSup1001(t: Tokens): Promise<Target> {
  const { orderId } = await makeOrder({ venNo: "1001", lines: 1 });
  const res = await call<{ id: number }>("base-data", "POST", `/conversation/thread/order/${orderId}`, { token: t.sup1001, body: { body: "We ship 600" } });
  if (res.body.returnCode !== 200) throw new Error(JSON.stringify(res.body));
  const id = res.body.data!.id;
  const body = async () => (await rows<{ body: string }>(await getDb(), sql`select ${conversationMessages.body} as body from ${conversationMessages} where ${conversationMessages.id} = ${id}`))[0]!.body;
  return { path: `/conversation/message/${id}`, body: { body: "We ship 6000" }, unchanged: async () => (await body()) === "We ship 600" };
}

/** A file sent with a message of sup1001 on a fresh order of its own. */
async function sentFileOfSup1001(t: Tokens): Promise<string> {
  const { orderId } = await makeOrder({ venNo: "1001", lines: 1 });
  const res = await services["base-data"].app.fetch(new Request(`http://test/conversation/thread/order/${orderId}/upload?name=photo.png`, {
    method: "POST", headers: { "x-token": t.sup1001!, "x-locale": "en" }, body: new Blob([Buffer.from(png())]),
  }));
  const file = ((await res.json()) as { data: { id: string } }).data.id;
  const sent = await call("base-data", "POST", `/conversation/thread/order/${orderId}`, { token: t.sup1001, body: { body: "photo", attachmentIds: [file] } });
  if (sent.body.returnCode !== 200) throw new Error(JSON.stringify(sent.body));
  return file;
}

export const conversationMatrix: Matrix = {
  "get /conversation/thread/:kind/:id": { rights: anyDocumentView, kind: "read", target: () => thread() },
  "get /conversation/thread/:kind/:id/people": { rights: anyDocumentView, kind: "read", target: () => thread("/people") },
  "post /conversation/thread/:kind/:id": { rights: anyDocumentView, kind: "write", target: () => thread("", { body: "Can line 1 ship on the 3rd?" }, true) },
  "post /conversation/thread/:kind/:id/read": { rights: anyDocumentView, kind: "write", target: () => thread("/read") },
  "put /conversation/message/:id": { rights: anyDocumentView, kind: "write", target: messageOfSup1001 },
  "post /conversation/thread/:kind/:id/upload": {
    rights: anyDocumentView, kind: "write",
    target: async () => ({ ...(await thread("/upload?name=photo.png")), raw: png() }),
  },
  "get /conversation/file/:fileId": {
    rights: anyDocumentView, kind: "read",
    target: async (t) => ({ path: `/conversation/file/${await sentFileOfSup1001(t)}`, missing: "/conversation/file/00000000-0000-4000-8000-000000000000" }),
  },
};
