import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, getDbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { writeAudit, type AuditEntry } from "@/services/core/audit";
import { dispatchBatch } from "@/services/core/events/dispatch";
import { startDispatcher } from "@/services/core/events/dispatcher";
import { rightsForRole } from "@/lib/rights/roles";
import { makeDocuments, makeWorld, drain, heardOf, lastEventId, type World } from "./events.fixtures";
import { makeNotice } from "./erp-purchase.fixtures";
import { makeUser } from "../helpers/fixtures";
import { login } from "../helpers/services";

let w: World;
let docs: Awaited<ReturnType<typeof makeDocuments>>;
beforeAll(async () => {
  w = await makeWorld();
  docs = await makeDocuments(w);
});

type Cast = keyof World["cast"];

/** Writes the audit row as the module's action does (committed), delivers, and answers who heard of it, by type. */
async function raise(entry: Omit<AuditEntry, "actor" | "companyId"> & { actor?: Cast }): Promise<Record<string, Cast[]>> {
  const db = await getDb();
  const since = await lastEventId();
  const actor = w.cast[entry.actor ?? "actor"];
  await db.transaction((tx) => writeAudit(tx, { ...entry, actor: { userId: actor.id, userNo: actor.userNo }, companyId: w.companyId }));
  await drain();
  return heardOf(since, entry.entity, entry.entityId, new Map(Object.entries(w.cast).map(([k, u]) => [u.id, k]))) as Promise<Record<string, Cast[]>>;
}

const supplierSide: Cast[] = ["main", "sub"];

describe("event types: the right recipients, and nobody else", () => {
  it("purchase order issued (price review done), changed and cancelled → the supplier's accounts with the order right", async () => {
    const po = { entity: "purchase_order", entityId: docs.orderId };
    expect(await raise({ ...po, action: "priceReview", from: "pending", to: "done" })).toEqual({ purchase_order_issued: supplierSide });
    expect(await raise({ ...po, action: "priceReview", from: "pending", to: "pending" })).toEqual({});
    expect(await raise({ ...po, action: "acceptLine", detail: { lineNo: 1 } })).toEqual({ purchase_order_changed: supplierSide });
    expect(await raise({ ...po, action: "cancelLine", detail: { lineNo: 1 } })).toEqual({ purchase_order_cancelled: supplierSide });
  });

  it("order lines confirmed or declined → the company's buyers holding the answer right", async () => {
    const po = { entity: "purchase_order", entityId: docs.orderId, actor: "main" as Cast };
    expect(await raise({ ...po, action: "receive", from: "not_received", to: "received" })).toEqual({ order_line_confirmed: ["buyer"] });
    expect(await raise({ ...po, action: "reject", from: "not_received", to: "rejected" })).toEqual({ order_line_declined: ["buyer"] });
    expect(await raise({ ...po, action: "confirm", detail: { lines: [{ decision: "accept" }, { decision: "decline" }] } }))
      .toEqual({ order_line_confirmed: ["buyer"], order_line_declined: ["buyer"] });
    expect(await raise({ ...po, action: "confirm", detail: { lines: [{ decision: "decline" }] } })).toEqual({ order_line_declined: ["buyer"] });
  });

  it("ASN sent or voided → buyers and the receiving staff", async () => {
    const asn = { entity: "delivery_notice", entityId: docs.noticeId, actor: "main" as Cast };
    expect(await raise({ ...asn, action: "create" })).toEqual({ delivery_notice_sent: ["buyer", "factory"] });
    expect(await raise({ ...asn, action: "cancel" })).toEqual({ delivery_notice_voided: ["buyer", "factory"] });
  });

  it("a receipt rejecting quantity, or differing from its ASN → the supplier", async () => {
    expect(await raise({ entity: "goods_receipt", entityId: docs.rejectedReceiptId, action: "create", actor: "buyer" })).toEqual({ receipt_rejected: supplierSide });
    expect(await raise({ entity: "goods_receipt", entityId: docs.differingReceiptId, action: "create", actor: "buyer" })).toEqual({ receipt_differs: supplierSide });
  });

  it("statements and invoices → the other side", async () => {
    const st = { entity: "reconciliation_statement", entityId: docs.statementId };
    expect(await raise({ ...st, action: "statementSend", actor: "finance" })).toEqual({ statement_sent: supplierSide });
    expect(await raise({ ...st, action: "statementConfirm", actor: "main" })).toEqual({ statement_confirmed: ["finance"] });
    expect(await raise({ ...st, action: "statementReturn", actor: "main" })).toEqual({ statement_disputed: ["finance"] });
    expect(await raise({ ...st, action: "lineDispute", actor: "sub" })).toEqual({ statement_disputed: ["finance"] });
    expect(await raise({ ...st, action: "invoiceConfirm", actor: "finance" })).toEqual({ invoice_confirmed: supplierSide });
    expect(await raise({ ...st, action: "invoiceReturn", actor: "finance" })).toEqual({ invoice_returned: supplierSide });
  });

  it("deduction bills issued, confirmed or disputed → the other side", async () => {
    const bill = { entity: "deduction_bill", entityId: docs.billId };
    expect(await raise({ ...bill, action: "issueDeduction", actor: "buyer" })).toEqual({ deduction_issued: supplierSide });
    expect(await raise({ ...bill, action: "confirmDeduction", actor: "main" })).toEqual({ deduction_confirmed: ["buyer", "factory"] });
    expect(await raise({ ...bill, action: "disputeDeduction", actor: "main" })).toEqual({ deduction_disputed: ["buyer", "factory"] });
    expect(await raise({ ...bill, action: "answerMaintain", actor: "buyer" })).toEqual({ deduction_issued: supplierSide });
  });

  it("a notice published → every account of its receiving suppliers in its company", async () => {
    const n = { entity: "notice", entityId: docs.boardNoticeId, actor: "buyer" as Cast };
    expect(await raise({ ...n, action: "create", to: "valid" })).toEqual({ notice_published: ["main", "sub", "subWithoutRight"] });
    expect(await raise({ ...n, action: "status", from: "valid", to: "invalid" })).toEqual({});
  });

  it("a processing order accepted or rejected, production entered → the factory", async () => {
    const po = { entity: "processing_order", entityId: docs.processingOrderId, actor: "main" as Cast };
    expect(await raise({ ...po, action: "receive", from: "not_received", to: "received" })).toEqual({ processing_order_accepted: ["factory"] });
    expect(await raise({ ...po, action: "reject", from: "not_received", to: "rejected" })).toEqual({ processing_order_rejected: ["factory"] });
    expect(await raise({ ...po, action: "quantity", detail: { qty: "5" } })).toEqual({ production_entered: ["factory"] });
  });

  it("a delivery note approved → the factory staff member who made it, and nobody else", async () => {
    const note = { entity: "delivery_note", entityId: docs.deliveryNoteId, actor: "buyer" as Cast };
    expect(await raise({ ...note, action: "approve", from: "not_approved", to: "approved" })).toEqual({ delivery_note_approved: ["factory"] });
    expect(await raise({ ...note, action: "unapprove", from: "approved", to: "not_approved" })).toEqual({});
  });

  it("an owed quantity confirmed or disputed → the factory", async () => {
    const owed = { entity: "owed_quantity", entityId: docs.owedId, actor: "main" as Cast };
    expect(await raise({ ...owed, action: "confirmShortfall" })).toEqual({ owed_quantity_confirmed: ["factory"] });
    expect(await raise({ ...owed, action: "disputeShortfall" })).toEqual({ owed_quantity_disputed: ["factory"] });
  });

  it("a price inquiry released or awarded → the invited supplier's accounts that may quote, no other supplier", async () => {
    const inquiry = { entity: "price_inquiry", entityId: docs.inquiryId, actor: "buyer" as Cast };
    expect(await raise({ ...inquiry, action: "release", from: "draft", to: "released" })).toEqual({ inquiry_invited: supplierSide });
    expect(await raise({ ...inquiry, action: "award", from: "closed", to: "awarded" })).toEqual({ inquiry_awarded: supplierSide });
    expect(await raise({ ...inquiry, action: "edit" })).toEqual({});
  });

  it("a sub-account created → its main account's holder, the actor included", async () => {
    await (await getDb()).execute(sql`update users set main_user_no = ${w.cast.main.userNo} where id = ${w.cast.sub.id}`);
    expect(await raise({ entity: "account", entityId: w.cast.sub.id, action: "create", to: "enabled", actor: "main" })).toEqual({ sub_account_created: ["main"] });
  });

  it("a password changed → the account holder only, the actor included", async () => {
    expect(await raise({ entity: "user", entityId: w.cast.main.userNo, action: "updatePassword", actor: "main" })).toEqual({ password_changed: ["main"] });
    expect(await raise({ entity: "account", entityId: w.cast.sub.id, action: "resetPassword", actor: "main" })).toEqual({ password_changed: ["sub"] });
  });

  it("the actor never hears of their own action", async () => {
    expect(await raise({ entity: "purchase_order", entityId: docs.orderId, action: "receive", actor: "buyer" })).toEqual({ order_line_confirmed: [] });
  });
});

describe("the outbox", () => {
  it("a real action raises its event: a supplier's ASN reaches the buyers of company 1, not the supplier", async () => {
    const name = `evs${(process.pid % 1000).toString(36)}${(Date.now() % 1296).toString(36)}`;
    await makeUser(name, { rights: rightsForRole("supplier"), venNo: "1001" });
    const since = await lastEventId();
    const n = await makeNotice(await login(name));
    await drain();
    const db = await getDb();
    const found = await rows<{ type: string; user_type: string; buys: boolean }>(db, sql`
      select e.type, u.user_type, exists (select 1 from user_companies uc where uc.user_id = u.id and uc.company_id = 1) as buys
      from events e join notifications n on n.event_id = e.id join users u on u.id = n.user_id
      where e.id > ${since} and e.entity = 'delivery_notice' and e.entity_id = ${String(n.noticeId)}`);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(f).toEqual({ type: "delivery_notice_sent", user_type: "internal", buys: true });
  });

  it("an action that rolls back leaves no event; a committed one always has one", async () => {
    const db = await getDb();
    const since = await lastEventId();
    const actor = { userId: w.cast.buyer.id, userNo: w.cast.buyer.userNo };
    await expect(db.transaction(async (tx) => {
      await writeAudit(tx, { actor, companyId: w.companyId, entity: "purchase_order", entityId: docs.orderId, action: "cancelLine" });
      throw new Error("the action failed after its audit row");
    })).rejects.toThrow("the action failed");
    const count = async () => Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from events where id > ${since} and entity_id = ${String(docs.orderId)}`))[0]!.n);
    expect(await count()).toBe(0);
    await db.transaction((tx) => writeAudit(tx, { actor, companyId: w.companyId, entity: "purchase_order", entityId: docs.orderId, action: "cancelLine" }));
    expect(await count()).toBe(1);
  });

  it("an event whose delivery throws does not hold up its batch: the others are delivered, it is tried again and failed after 5 tries", async () => {
    const db = await getDb();
    await drain();
    const since = await lastEventId();
    const actor = w.cast.actor.id;
    // An order id past the integer range: resolving its recipients throws in the database.
    await db.execute(sql`insert into events (type, audit_id, company_id, actor_user_id, entity, entity_id) values
      ('purchase_order_changed', 0, ${w.companyId}, ${actor}, 'purchase_order', ${String(docs.orderId)}),
      ('purchase_order_changed', 0, ${w.companyId}, ${actor}, 'purchase_order', '99999999999'),
      ('purchase_order_changed', 0, ${w.companyId}, ${actor}, 'purchase_order', ${String(docs.orderId)})`);
    const state = async () => rows<{ status: string; attempts: number; delivered: number }>(db, sql`
      select e.status, e.attempts, (select count(*)::int from notifications n where n.event_id = e.id) as delivered
      from events e where e.id > ${since} order by e.id`);
    await dispatchBatch(db, 50);
    expect(await state()).toEqual([
      { status: "done", attempts: 1, delivered: 2 }, { status: "pending", attempts: 1, delivered: 0 }, { status: "done", attempts: 1, delivered: 2 },
    ]);
    for (let i = 0; i < 4; i++) await dispatchBatch(db, 50);
    expect((await state())[1]).toEqual({ status: "failed", attempts: 5, delivered: 0 });
  });

  it("two dispatchers over 300 events, and a retry of delivered ones: exactly one delivery per (event, recipient)", async () => {
    const db = await getDb();
    await drain();
    const since = await lastEventId();
    await db.execute(sql`insert into events (type, audit_id, company_id, actor_user_id, entity, entity_id)
      select 'notice_published', 0, ${w.companyId}, ${w.cast.actor.id}, 'notice', ${String(docs.boardNoticeId)} from generate_series(1, 300)`);
    const loop = async () => {
      let claimed = 0;
      for (let n = -1; n !== 0; claimed += n) n = await dispatchBatch(db, 20);
      return claimed;
    };
    const [a, b] = await Promise.all([loop(), loop()]);
    expect(a + b).toBeGreaterThanOrEqual(300);
    // As after a crash between delivery and the event's mark: the same events claimed again.
    await db.execute(sql`update events set status = 'pending' where id in (select id from events where id > ${since} order by id limit 50)`);
    await Promise.all([loop(), loop()]);
    const [r] = await rows<{ events: number; deliveries: number; pairs: number; pending: number }>(db, sql`
      select (select count(*)::int from events where id > ${since}) as events,
        (select count(*)::int from events where id > ${since} and status <> 'done') as pending,
        count(*)::int as deliveries, count(distinct (n.event_id, n.user_id))::int as pairs
      from notifications n where n.event_id > ${since}`);
    expect(r).toEqual({ events: 300, pending: 0, deliveries: 900, pairs: 900 });
  }, 60_000);

  it("a committed action wakes a waiting dispatcher at once (LISTEN/NOTIFY), not at its next poll", async () => {
    await drain();
    const handle = await getDbHandle();
    const dispatcher = startDispatcher(handle, { pollMs: 60_000 });
    try {
      // Once it listens, the loop waits on the channel for a minute: only a NOTIFY can wake it in time.
      await dispatcher.listening;
      const db = await getDb();
      const since = await lastEventId();
      const actor = { userId: w.cast.buyer.id, userNo: w.cast.buyer.userNo };
      await db.transaction((tx) => writeAudit(tx, { actor, companyId: w.companyId, entity: "purchase_order", entityId: docs.orderId, action: "acceptLine" }));
      const started = Date.now();
      let delivered = 0;
      while (Date.now() - started < 15_000 && delivered < 2) {
        delivered = Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from notifications where event_id > ${since}`))[0]!.n);
        if (delivered < 2) await new Promise((r) => setTimeout(r, 25));
      }
      expect(delivered).toBe(2);
    } finally {
      await dispatcher.stop();
    }
  });
});
