import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { conversationKinds, type ConversationAttachment, type ConversationMessage, type ConversationPerson, type ConversationThread } from "@/lib/contracts/base-data/conversation";
import { rights } from "@/lib/rights/codes";
import { hashToken, newToken } from "@/services/core/principal";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { conversationMessages, priceInquiries, priceInquiryLines, priceInquirySuppliers, storedFiles, userTokens } from "@/services/db/schema";
import { services } from "@/services/registry";
import { pdf, png } from "../helpers/files";
import { call } from "../helpers/services";
import { drain, heardOf, lastEventId, makeDocuments, makeWorld, type World } from "./events.fixtures";

/**
 * The conversation on a document: who may read and write it follows the document (its tenant, its right), a
 * mention must name someone who can see the document, a message is corrected only by its author within 5 minutes,
 * and a message and a mention are events for the people who can see the document.
 */
type Cast = keyof World["cast"] | "subDeliveryOnly" | "subInquiryOnly" | "staffQuotationOnly";
let w: World;
let docs: Awaited<ReturnType<typeof makeDocuments>>;
let lineId: number;
let otherLineId: number;
const tokens = {} as Record<Cast, string>;
const ids = {} as Record<Cast, number>;

async function tokenFor(userId: number, companyId: number): Promise<string> {
  const token = newToken();
  await (await getDb()).insert(userTokens).values({ tokenHash: hashToken(token), userId, companyId, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

const base = (kind: string, id: number) => `/conversation/thread/${kind}/${id}`;
const get = (who: Cast, kind: string, id: number) => call<ConversationThread>("base-data", "GET", base(kind, id), { token: tokens[who] });
const post = (who: Cast, kind: string, id: number, body: Record<string, unknown>) =>
  call<ConversationMessage>("base-data", "POST", base(kind, id), { token: tokens[who], body });
const edit = (who: Cast, messageId: number, body: string) =>
  call<ConversationMessage>("base-data", "PUT", `/conversation/message/${messageId}`, { token: tokens[who], body: { body } });
const count = async (documentId: number, kind = "order") => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${conversationMessages}
  where ${conversationMessages.kind} = ${kind} and ${conversationMessages.documentId} = ${documentId}`))[0]!.n);

/** An account of the world's company holding only `held`: the supplier's when it names one, else staff. */
async function account(cast: Cast, held: readonly string[], supplierId: number | null) {
  const db = await getDb();
  const code = `cv-${cast}-${w.companyId}`.toLowerCase();
  const [role] = await rows<{ id: number }>(db, sql`insert into roles (code, name) values (${code}, ${code}) returning id`);
  for (const code of held) await db.execute(sql`insert into role_rights (role_id, code) values (${role!.id}, ${code})`);
  const [u] = await rows<{ id: number }>(db, sql`insert into users (user_name, user_no, name, password_hash, user_type, supplier_id)
    values (${code}, ${`T-${code}`}, ${cast}, 'not-a-login', ${supplierId === null ? "internal" : "supplier"}, ${supplierId}) returning id`);
  await db.execute(sql`insert into user_roles (user_id, role_id) values (${u!.id}, ${role!.id})`);
  await db.execute(sql`insert into user_companies (user_id, company_id) values (${u!.id}, ${w.companyId})`);
  ids[cast] = Number(u!.id);
  tokens[cast] = await tokenFor(ids[cast], w.companyId);
}

beforeAll(async () => {
  w = await makeWorld();
  docs = await makeDocuments(w);
  const db = await getDb();
  const line = async (orderId: number) => Number((await rows<{ id: number }>(db, sql`
    insert into purchase_order_lines (order_id, line_no, company_id, supplier_id, pono, podate, receive_status, itemno, itemdesc, payqty, remain_qty, hsdj, dj, amount, deldate)
    select id, 1, company_id, supplier_id, pono, podate, 'not_received', 'CV-1', 'Conversation paper', 100, 100, 1.13, 1, 113, '2030-02-01' from purchase_orders where id = ${orderId}
    returning id`))[0]!.id);
  lineId = await line(docs.orderId);
  const [other] = await rows<{ id: number }>(db, sql`select id from purchase_order_lines where order_id <> ${docs.orderId} order by id limit 1`);
  otherLineId = Number(other!.id);
  for (const [k, u] of Object.entries(w.cast)) {
    ids[k as Cast] = u.id;
    tokens[k as Cast] = await tokenFor(u.id, k === "mainElsewhere" || k === "buyerElsewhere" ? w.otherCompanyId : w.companyId);
  }
  // a sub-account of the supplier that may see ASNs but not orders
  await account("subDeliveryOnly", [rights.deliveryNotice.view], w.supplierId);
  // each holding the other side's right to a price inquiry only
  await account("subInquiryOnly", [rights.priceInquiry.view], w.supplierId);
  await account("staffQuotationOnly", [rights.quotation.view], null);
  inquiry = await makeInquiry();
});

/**
 * A released inquiry of two lines inviting the world's supplier (A) and the other one (B), each with its own thread
 * (its invitation), and a draft inquiry inviting A, with a line of its own.
 */
let inquiry: Awaited<ReturnType<typeof makeInquiry>>;
async function makeInquiry() {
  const db = await getDb();
  const made = async (status: "draft" | "released", lines: number) => {
    const [i] = await db.insert(priceInquiries).values({
      companyId: w.companyId, inquiryNo: `CV${w.companyId}-${status}`, title: "Conversation inquiry", currency: "CNY",
      quoteDeadline: new Date(Date.now() + 86_400_000), status, releasedAt: status === "released" ? new Date() : null,
    }).returning({ id: priceInquiries.id });
    const lineIds = await db.insert(priceInquiryLines).values(Array.from({ length: lines }, (_, n) => ({
      inquiryId: i!.id, lineNo: n + 1, itemno: `CV-${n + 1}`, itemdesc: "Conversation item", qty: "10", requiredDate: "2031-12-01",
    }))).returning({ id: priceInquiryLines.id });
    const invited = await db.insert(priceInquirySuppliers).values((status === "released" ? [w.supplierId, w.otherSupplierId] : [w.supplierId])
      .map((supplierId) => ({ inquiryId: i!.id, companyId: w.companyId, supplierId }))).returning({ id: priceInquirySuppliers.id });
    return { id: i!.id, no: `CV${w.companyId}-${status}`, lineIds: lineIds.map((l) => l.id), invitationIds: invited.map((p) => p.id) };
  };
  const released = await made("released", 2);
  const draft = await made("draft", 1);
  return { id: released.id, no: released.no, lineIds: released.lineIds, threadA: released.invitationIds[0]!, threadB: released.invitationIds[1]!, draft };
}

describe("conversation: tenancy and rights follow the document", () => {
  it("the buyer asks about a line; the supplier's accounts read it with an unread marker that reading clears", async () => {
    const asked = await post("buyer", "order", docs.orderId, { body: "Can line 1 ship on the 3rd?", lineId });
    expect(asked.body.returnCode, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ body: "Can line 1 ship on the 3rd?", lineId, fromSupplier: false, editable: true, unread: false });

    const seen = await get("main", "order", docs.orderId);
    expect(seen.body.returnCode).toBe(200);
    expect(seen.body.data!.unread).toBe(1);
    expect(seen.body.data!.messages.at(-1)).toMatchObject({ id: asked.body.data!.id, unread: true, editable: false });

    const read = await call<{ unread: number }>("base-data", "POST", `${base("order", docs.orderId)}/read`, { token: tokens.main });
    expect(read.body.returnCode).toBe(200);
    expect((await get("main", "order", docs.orderId)).body.data!.unread).toBe(0);
    // the sub-account's marker is its own
    expect((await get("sub", "order", docs.orderId)).body.data!.unread).toBe(1);
  });

  it("another supplier gets exactly a missing document's 404, on every route, and writes nothing", async () => {
    const before = await count(docs.orderId);
    const missing = await get("otherSupplier", "order", 2147483647);
    expect(missing.body.returnCode).toBe(404);
    for (const a of [
      await get("otherSupplier", "order", docs.orderId),
      await post("otherSupplier", "order", docs.orderId, { body: "hello" }),
      await call("base-data", "POST", `${base("order", docs.orderId)}/read`, { token: tokens.otherSupplier }),
      await call("base-data", "GET", `${base("order", docs.orderId)}/people`, { token: tokens.otherSupplier }),
      await get("mainElsewhere", "order", docs.orderId),
      await get("buyerElsewhere", "order", docs.orderId),
    ]) expect(a.body).toEqual(missing.body);
    expect(await count(docs.orderId)).toBe(before);
  });

  it("a sub-account without the document's right gets 403, yet reads the documents it has the right for", async () => {
    expect((await get("subDeliveryOnly", "order", docs.orderId)).body.returnCode).toBe(403);
    expect((await post("subDeliveryOnly", "order", docs.orderId, { body: "hi" })).body.returnCode).toBe(403);
    expect((await get("subWithoutRight", "order", docs.orderId)).body.returnCode).toBe(403);
    expect((await get("subDeliveryOnly", "asn", docs.noticeId)).body.returnCode).toBe(200);
    // a staff document: no supplier account may see a delivery note's conversation; its factory staff may
    expect((await get("main", "delivery_note", docs.deliveryNoteId)).body.returnCode).toBe(403);
    expect((await get("factory", "delivery_note", docs.deliveryNoteId)).body.returnCode).toBe(200);
  });

  it("every kind of document has its thread", async () => {
    const kinds: Array<[string, number, Cast]> = [
      ["order", docs.orderId, "main"], ["asn", docs.noticeId, "main"], ["receipt", docs.rejectedReceiptId, "main"],
      ["processing_order", docs.processingOrderId, "main"], ["deduction_bill", docs.billId, "main"], ["statement", docs.statementId, "main"],
      ["delivery_note", docs.deliveryNoteId, "factory"], ["price_inquiry", inquiry.threadA, "main"],
    ];
    expect(kinds.map(([kind]) => kind).sort()).toEqual([...conversationKinds].sort());
    for (const [kind, id, who] of kinds) {
      const a = await post(who, kind, id, { body: `about ${kind}` });
      expect(a.body.returnCode, `${kind}: ${JSON.stringify(a.body)}`).toBe(200);
      expect((await get(who, kind, id)).body.data!.messages.map((m) => m.body)).toContain(`about ${kind}`);
    }
  });
});

describe("conversation: a price inquiry's, one per invited supplier", () => {
  const pi = "price_inquiry";

  it("the buyer writes in supplier A's thread; A's accounts read it under the inquiry's number, supplier B exactly as a missing one", async () => {
    const asked = await post("buyer", pi, inquiry.threadA, { body: "Can you hold the price for 90 days?", lineId: inquiry.lineIds[1] });
    expect(asked.body.returnCode, JSON.stringify(asked.body)).toBe(200);
    for (const who of ["main", "sub"] as const) {
      const seen = await get(who, pi, inquiry.threadA);
      expect(seen.body.returnCode).toBe(200);
      expect(seen.body.data).toMatchObject({ kind: pi, documentId: inquiry.threadA, no: inquiry.no });
      expect(seen.body.data!.messages.at(-1)).toMatchObject({ body: "Can you hold the price for 90 days?", lineId: inquiry.lineIds[1], fromSupplier: false, unread: true });
    }

    const before = await count(inquiry.threadA, pi);
    const missing = await get("otherSupplier", pi, 2147483647);
    expect(missing.body.returnCode).toBe(404);
    for (const a of [
      await get("otherSupplier", pi, inquiry.threadA),
      await post("otherSupplier", pi, inquiry.threadA, { body: "what did A offer?" }),
      await call("base-data", "POST", `${base(pi, inquiry.threadA)}/read`, { token: tokens.otherSupplier }),
      await call("base-data", "GET", `${base(pi, inquiry.threadA)}/people`, { token: tokens.otherSupplier }),
      await get("main", pi, inquiry.threadB),
      await get("mainElsewhere", pi, inquiry.threadA),
      await get("buyerElsewhere", pi, inquiry.threadA),
    ]) expect(a.body).toEqual(missing.body);
    expect(await count(inquiry.threadA, pi)).toBe(before);
    // B's own thread is its own, and holds nothing of A's
    const own = await get("otherSupplier", pi, inquiry.threadB);
    expect(own.body.returnCode).toBe(200);
    expect(own.body.data!.messages).toEqual([]);
  });

  it("a supplier account needs quotation.view and the staff price-inquiry.view, each whatever else it holds", async () => {
    for (const who of ["subWithoutRight", "subInquiryOnly", "staffQuotationOnly", "finance"] as const) {
      expect((await get(who, pi, inquiry.threadA)).body.returnCode, who).toBe(403);
      expect((await post(who, pi, inquiry.threadA, { body: "hi" })).body.returnCode, who).toBe(403);
    }
    expect((await get("buyer", pi, inquiry.threadB)).body.returnCode).toBe(200);
  });

  it("a draft inquiry's thread is the staff's alone until it is released, as on the supplier's quotation screen", async () => {
    const draft = inquiry.draft.invitationIds[0]!;
    expect((await get("main", pi, draft)).body).toEqual((await get("main", pi, 2147483647)).body);
    expect((await post("buyer", pi, draft, { body: "Before we release", mentions: [ids.main] })).body.returnCode).toBe(400);
    expect((await post("buyer", pi, draft, { body: "Before we release" })).body.returnCode).toBe(200);
    const people = await call<ConversationPerson[]>("base-data", "GET", `${base(pi, draft)}/people`, { token: tokens.buyer });
    expect(people.body.data!.some((p) => p.fromSupplier)).toBe(false);
  });

  it("a mention of supplier B's account in A's thread is refused; A's accounts and the buyer may be mentioned", async () => {
    const before = await count(inquiry.threadA, pi);
    for (const who of ["otherSupplier", "subInquiryOnly", "staffQuotationOnly"] as const) {
      const a = await post("buyer", pi, inquiry.threadA, { body: "see this", mentions: [ids.main, ids[who]] });
      expect(a.body.returnCode, who).toBe(400);
      expect((a.body.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors.mentions).toEqual(["You can only mention someone who can see this document"]);
    }
    expect(await count(inquiry.threadA, pi)).toBe(before);
    const people = await call<ConversationPerson[]>("base-data", "GET", `${base(pi, inquiry.threadA)}/people`, { token: tokens.main });
    expect(people.body.data!.map((p) => p.userId).sort()).toEqual([ids.sub, ids.buyer].sort());
    expect((await post("main", pi, inquiry.threadA, { body: "@buyer 60 days", mentions: [ids.buyer] })).body.returnCode).toBe(200);
  });

  it("a line of the inquiry may be referred to, from either thread; a line of another inquiry, or an order's, is refused", async () => {
    expect((await post("otherSupplier", pi, inquiry.threadB, { body: "line 1?", lineId: inquiry.lineIds[0] })).body.data!.lineId).toBe(inquiry.lineIds[0]);
    const before = await count(inquiry.threadA, pi);
    for (const alien of [inquiry.draft.lineIds[0]!, lineId]) {
      expect((await post("main", pi, inquiry.threadA, { body: "x", lineId: alien })).body.returnCode).toBe(400);
    }
    expect(await count(inquiry.threadA, pi)).toBe(before);
  });

  it("a message is on the inquiry's record and tells only the thread's supplier and the buyers; B hears nothing", async () => {
    await drain();
    const since = await lastEventId();
    const names = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
    const said = await post("main", pi, inquiry.threadA, { body: "Our offer stands", mentions: [ids.buyer] });
    expect(said.body.returnCode).toBe(200);
    await drain();
    expect(await heardOf(since, "price_inquiry", inquiry.id, names)).toEqual({ conversation_message: ["sub"], conversation_mention: ["buyer"] });
    const [audit] = await rows<{ detail: Record<string, unknown> }>(await getDb(), sql`
      select detail from audit_log where entity = 'price_inquiry' and entity_id = ${String(inquiry.id)} and action = 'message'
        and (detail->>'messageId')::int = ${said.body.data!.id}`);
    expect(audit!.detail).toMatchObject({ kind: pi, documentId: inquiry.threadA });
  });
});

describe("conversation: what a message may hold", () => {
  it("a mention of someone who cannot see the document is refused, and nothing is written", async () => {
    const before = await count(docs.orderId);
    for (const who of ["otherSupplier", "subWithoutRight", "subDeliveryOnly", "finance", "buyerElsewhere", "mainElsewhere"] as const) {
      const a = await post("buyer", "order", docs.orderId, { body: "see this", mentions: [ids.main, ids[who]] });
      expect(a.body.returnCode, who).toBe(400);
      expect((a.body.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors.mentions).toEqual(["You can only mention someone who can see this document"]);
    }
    expect(await count(docs.orderId)).toBe(before);
    const people = await call<ConversationPerson[]>("base-data", "GET", `${base("order", docs.orderId)}/people`, { token: tokens.buyer });
    expect(people.body.data!.map((p) => p.userId).sort()).toEqual([ids.main, ids.sub].sort());
  });

  it("a line of another document is refused; HTML is kept as text, text is NFC, control characters are refused", async () => {
    const alien = await post("main", "order", docs.orderId, { body: "x", lineId: otherLineId });
    expect(alien.body.returnCode).toBe(400);
    const html = await post("main", "order", docs.orderId, { body: "<script>alert(1)</script> see https://example.com/a?b=1 Cafe\u0301" });
    expect(html.body.data!.body).toBe("<script>alert(1)</script> see https://example.com/a?b=1 Caf\u00e9");
    expect((await post("main", "order", docs.orderId, { body: "bell\u0007" })).body.returnCode).toBe(400);
    expect((await post("main", "order", docs.orderId, { body: "   " })).body.returnCode).toBe(400);
    expect((await post("main", "order", docs.orderId, { body: "two\nlines" })).body.data!.body).toBe("two\nlines");
  });

  it("the author corrects a message within 5 minutes; nobody else may, and after 5 minutes it is immutable", async () => {
    const db = await getDb();
    const m = (await post("main", "order", docs.orderId, { body: "We ship 600" })).body.data!;
    expect((await edit("sub", m.id, "We ship 60")).body.returnCode).toBe(403);
    expect((await edit("otherSupplier", m.id, "We ship 60")).body.returnCode).toBe(404);
    const fixed = await edit("main", m.id, "We ship 6000");
    expect(fixed.body.data).toMatchObject({ body: "We ship 6000", editable: true });
    expect(fixed.body.data!.editedAt).not.toBeNull();

    await db.execute(sql`update ${conversationMessages} set created_at = now() - interval '5 minutes 1 second' where ${conversationMessages.id} = ${m.id}`);
    const late = await edit("main", m.id, "We ship 6300");
    expect(late.body.returnCode).toBe(409);
    const thread = (await get("main", "order", docs.orderId)).body.data!;
    expect(thread.messages.find((x) => x.id === m.id)).toMatchObject({ body: "We ship 6000", editable: false });
    // there is no route to delete one, and the audit keeps every version
    expect((await call("base-data", "DELETE", `/conversation/message/${m.id}`, { token: tokens.main })).body.returnCode).not.toBe(200);
    const audit = await rows<{ action: string; detail: Record<string, unknown> }>(db, sql`
      select action, detail from audit_log where entity = 'purchase_order' and entity_id = ${String(docs.orderId)}
        and (detail->>'messageId')::int = ${m.id} order by id`);
    expect(audit.map((a) => a.action)).toEqual(["message", "messageEdit"]);
    expect(audit[1]!.detail).toMatchObject({ before: "We ship 600", after: "We ship 6000" });
  });
});

describe("conversation: events", () => {
  const names = () => new Map(Object.entries(ids).map(([k, id]) => [id, k]));

  it("a message tells everyone who can see the document but its author; a mention tells the one mentioned instead", async () => {
    await drain();
    let since = await lastEventId();
    expect((await post("main", "order", docs.orderId, { body: "Question for @buyer", mentions: [ids.buyer], lineId })).body.returnCode).toBe(200);
    await drain();
    expect(await heardOf(since, "purchase_order", docs.orderId, names())).toEqual({ conversation_message: ["sub"], conversation_mention: ["buyer"] });

    since = await lastEventId();
    expect((await post("buyer", "order", docs.orderId, { body: "Answer" })).body.returnCode).toBe(200);
    await drain();
    expect(await heardOf(since, "purchase_order", docs.orderId, names())).toEqual({ conversation_message: ["main", "sub"] });

    since = await lastEventId();
    expect((await post("factory", "delivery_note", docs.deliveryNoteId, { body: "Truck late" })).body.returnCode).toBe(200);
    await drain();
    // a delivery note is the staff's: no supplier account hears of it
    const heard = await heardOf(since, "delivery_note", docs.deliveryNoteId, names());
    expect(heard.conversation_message?.every((n) => !["main", "sub", "otherSupplier", "subDeliveryOnly"].includes(n))).toBe(true);
    expect(heard.conversation_message).not.toContain("factory");
  });

  it("recipients are resolved at delivery: a viewer who lost the right before it is not told", async () => {
    await drain();
    const since = await lastEventId();
    const db = await getDb();
    expect((await post("buyer", "order", docs.orderId, { body: "Late news" })).body.returnCode).toBe(200);
    await db.execute(sql`delete from user_companies where user_id = ${ids.sub} and company_id = ${w.companyId}`);
    try {
      await drain();
      expect(await heardOf(since, "purchase_order", docs.orderId, names())).toEqual({ conversation_message: ["main"] });
    } finally {
      await db.execute(sql`insert into user_companies (user_id, company_id) values (${ids.sub}, ${w.companyId})`);
    }
  });
});

describe("conversation: attachments", () => {
  async function upload(who: Cast, kind: string, id: number, bytes: Uint8Array, name: string) {
    const res = await services["base-data"].app.fetch(new Request(`http://test${base(kind, id)}/upload?name=${encodeURIComponent(name)}`, {
      method: "POST", headers: { "x-token": tokens[who], "x-locale": "en" }, body: new Blob([Buffer.from(bytes)]),
    }));
    return (await res.json()) as { returnCode: number; message: string; data?: ConversationAttachment };
  }
  const fileAnswer = async (who: Cast, url: string) =>
    (await services["base-data"].app.fetch(new Request(`http://test${url.replace("/api/base-data", "")}`, { headers: { "x-token": tokens[who], "x-locale": "en" } }))).status;
  const stored = async () => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${storedFiles}`))[0]!.n);

  it("a message carries files uploaded to its thread; whoever sees the document opens them, another supplier gets 404", async () => {
    const a = await upload("main", "order", docs.orderId, png(), "photo.png");
    const b = await upload("main", "order", docs.orderId, pdf(), "spec.pdf");
    expect([a.returnCode, b.returnCode]).toEqual([200, 200]);
    // not sent yet: only its uploader opens it
    expect(await fileAnswer("main", a.data!.url)).toBe(200);
    expect(await fileAnswer("buyer", a.data!.url)).toBe(404);

    const sent = await post("main", "order", docs.orderId, { body: "Photo of the damage", lineId, attachmentIds: [a.data!.id, b.data!.id] });
    expect(sent.body.returnCode, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data!.attachments.map((x) => [x.name, x.kind])).toEqual([["photo.png", "png"], ["spec.pdf", "pdf"]]);
    expect(await fileAnswer("buyer", a.data!.url)).toBe(200);
    expect(await fileAnswer("sub", b.data!.url)).toBe(200);
    expect(await fileAnswer("otherSupplier", a.data!.url)).toBe(404);
    expect(await fileAnswer("subDeliveryOnly", a.data!.url)).toBe(404);

    // a file goes with one message only, and only its uploader's
    expect((await post("main", "order", docs.orderId, { body: "again", attachmentIds: [a.data!.id] })).body.returnCode).toBe(400);
    const mine = await upload("buyer", "order", docs.orderId, png(), "buyer.png");
    const before = await count(docs.orderId);
    const taken = await post("main", "order", docs.orderId, { body: "not mine", attachmentIds: [mine.data!.id] });
    expect(taken.body.returnCode).toBe(400);
    expect(await count(docs.orderId)).toBe(before);
    // a file of another document's thread cannot ride on this one
    const elsewhere = await upload("main", "asn", docs.noticeId, png(), "asn.png");
    expect((await post("main", "order", docs.orderId, { body: "wrong thread", attachmentIds: [elsewhere.data!.id] })).body.returnCode).toBe(400);
  });

  it("a file is refused by size first, then by its bytes, and nothing refused is stored; another supplier cannot upload", async () => {
    const before = await stored();
    const fake = await upload("main", "order", docs.orderId, Buffer.from("MZ not really a png"), "x.png");
    expect(fake.returnCode).toBe(400);
    expect(fake.message).toBe("This type of file is not accepted. Accepted: PNG, JPEG, PDF, XLSX, DOCX.");
    const big = await upload("main", "order", docs.orderId, Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), "big.pdf");
    expect(big.returnCode).toBe(413);
    expect((await upload("otherSupplier", "order", docs.orderId, png(), "p.png")).returnCode).toBe(404);
    expect((await upload("subDeliveryOnly", "order", docs.orderId, png(), "p.png")).returnCode).toBe(403);
    expect(await stored()).toBe(before);
  });
});
