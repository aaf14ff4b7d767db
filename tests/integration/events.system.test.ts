import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, getDbHandle, openDb, type Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { announceDeadlines } from "@/services/erp-purchase/price-inquiry/deadline";
import { announceReleasedOrders } from "@/services/erp-production/processing-order/announce";
import { announceIssuedShortfalls } from "@/services/erp-production/owed-quantity/announce";
import { startScheduler } from "@/services/core/events/scheduler";
import { owedQuantityOrders, priceInquiries, priceInquiryLines, priceInquirySuppliers, priceQuotes, processingOrders } from "@/services/db/schema";
import { drain, heardOf, lastEventId, makeDocuments, makeWorld, type World } from "./events.fixtures";
import { labelNotice, makeLabels } from "./label.fixtures";
import { makeUser, unique } from "../helpers/fixtures";
import { call, login } from "../helpers/services";

/**
 * The events no user's action raises directly: a price inquiry's deadline 24 h away (the scheduler's tick), a label
 * PDF task that finished or failed, and a sign-in from a browser the account has not used before.
 */
let w: World;
let names: Map<number, string>;
// The second instance needs PostgreSQL (CI sets TEST_DATABASE_URL for the PGlite run too).
const pgUrl = process.env.TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

beforeAll(async () => {
  w = await makeWorld();
  names = new Map(Object.entries(w.cast).map(([k, u]) => [u.id, k]));
});

const hour = 3_600_000;

/** A released inquiry of the world's company inviting both suppliers, of which the other one has quoted. */
async function releasedInquiry(db: Db, o: { releasedAt: Date; deadline: Date }): Promise<number> {
  const [inquiry] = await db.insert(priceInquiries).values({
    companyId: w.companyId, inquiryNo: `DL${unique()}`, title: "Deadline", currency: "CNY", quoteDeadline: o.deadline, status: "released", releasedAt: o.releasedAt,
  }).returning({ id: priceInquiries.id });
  const inquiryId = inquiry!.id;
  const [line] = await db.insert(priceInquiryLines).values({ inquiryId, lineNo: 1, itemno: "DL-1", itemdesc: "Deadline item", qty: "10", requiredDate: "2031-12-01" })
    .returning({ id: priceInquiryLines.id });
  await db.insert(priceInquirySuppliers).values([w.supplierId, w.otherSupplierId].map((supplierId) => ({ inquiryId, companyId: w.companyId, supplierId })));
  await db.insert(priceQuotes).values({
    inquiryId, lineId: line!.id, companyId: w.companyId, supplierId: w.otherSupplierId, unitPrice: "1", taxPrice: "1.13", currency: "CNY",
    leadDays: 5, validUntil: "2031-12-31", submittedAt: o.releasedAt,
  });
  return inquiryId;
}

const announcedAt = async (db: Db, id: number) =>
  (await db.select({ at: priceInquiries.deadlineAnnouncedAt }).from(priceInquiries).where(eq(priceInquiries.id, id)))[0]!.at;

describe("an inquiry's deadline 24 h away", () => {
  it("reaches the invited suppliers that have not quoted, once, whichever of two instances ticks", async () => {
    const db = await getDb();
    // A clock of its own, far from every other file's inquiries.
    const now = new Date(Date.UTC(2031, 2, 1 + (Date.now() % 300), 8));
    const due = await releasedInquiry(db, { releasedAt: new Date(now.getTime() - 72 * hour), deadline: new Date(now.getTime() + 23 * hour) });
    const later = await releasedInquiry(db, { releasedAt: new Date(now.getTime() - 72 * hour), deadline: new Date(now.getTime() + 25 * hour) });
    const lateRelease = await releasedInquiry(db, { releasedAt: new Date(now.getTime() - 2 * hour), deadline: new Date(now.getTime() + 20 * hour) });
    const since = await lastEventId();

    const second = pgUrl ? await openDb({ url: pgUrl, poolSize: 2 }) : await getDbHandle();
    try {
      await Promise.all([announceDeadlines(db, now), announceDeadlines(second.db, now), announceDeadlines(db, now)]);
      await announceDeadlines(second.db, new Date(now.getTime() + 60_000));
    } finally {
      if (pgUrl) await second.close();
    }
    await drain();
    expect(await heardOf(since, "price_inquiry", due, names)).toEqual({ inquiry_deadline_near: ["main", "sub"] });
    expect(await announcedAt(db, due)).not.toBeNull();
    for (const id of [later, lateRelease]) {
      expect(await heardOf(since, "price_inquiry", id, names)).toEqual({});
      expect(await announcedAt(db, id)).toBeNull();
    }
    // The supplier that had not quoted does so: at the next 24-hour mark it is not reminded.
    await db.insert(priceQuotes).values({
      inquiryId: later, lineId: (await db.select({ id: priceInquiryLines.id }).from(priceInquiryLines).where(eq(priceInquiryLines.inquiryId, later)))[0]!.id,
      companyId: w.companyId, supplierId: w.supplierId, unitPrice: "2", taxPrice: "2.26", currency: "CNY", leadDays: 3, validUntil: "2031-12-31", submittedAt: now,
    });
    await announceDeadlines(db, new Date(now.getTime() + 2 * hour));
    await drain();
    expect(await heardOf(since, "price_inquiry", later, names)).toEqual({ inquiry_deadline_near: [] });
  });

  it("the scheduler of an instance ticks on its own, by the real clock", async () => {
    const db = await getDb();
    const id = await releasedInquiry(db, { releasedAt: new Date(Date.now() - 72 * hour), deadline: new Date(Date.now() + 12 * hour) });
    const scheduler = startScheduler(await getDbHandle(), { pollMs: 50 });
    try {
      await expect.poll(() => announcedAt(db, id), { timeout: 10_000, interval: 50 }).not.toBeNull();
    } finally {
      await scheduler.stop();
    }
  });
});

interface Task { id: number; state: string }

describe("records the ERP writes: a processing order released, an owed-quantity order issued", () => {
  it("are announced once, to the supplier's accounts with the right, whichever of two instances ticks", async () => {
    const db = await getDb();
    const docs = await makeDocuments(w);
    // as the ERP writes them: not yet announced
    await db.update(processingOrders).set({ releaseAnnouncedAt: null }).where(eq(processingOrders.id, docs.processingOrderId));
    await db.update(owedQuantityOrders).set({ issueAnnouncedAt: null }).where(eq(owedQuantityOrders.id, docs.owedId));
    const since = await lastEventId();
    const now = new Date();
    const second = pgUrl ? await openDb({ url: pgUrl, poolSize: 2 }) : await getDbHandle();
    try {
      await Promise.all([announceReleasedOrders(db, now), announceReleasedOrders(second.db, now), announceIssuedShortfalls(db, now), announceIssuedShortfalls(second.db, now)]);
      await Promise.all([announceReleasedOrders(second.db, now), announceIssuedShortfalls(second.db, now)]);
    } finally {
      if (pgUrl) await second.close();
    }
    await drain();
    expect(await heardOf(since, "processing_order", docs.processingOrderId, names)).toEqual({ processing_order_released: ["main", "sub"] });
    expect(await heardOf(since, "owed_quantity", docs.owedId, names)).toEqual({ owed_quantity_issued: ["main", "sub"] });
    const [order] = await db.select({ at: processingOrders.releaseAnnouncedAt }).from(processingOrders).where(eq(processingOrders.id, docs.processingOrderId));
    expect(order!.at).not.toBeNull();
  });
});

describe("a label PDF finished or failed", () => {
  const byName = new Map<number, string>();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ["sup1001", "sup1001a"]) tokens[u] = await login(u);
    for (const r of await rows<{ id: number; user_name: string }>(await getDb(), sql`select id, user_name from users where user_name in ('sup1001', 'sup1001a')`)) {
      byName.set(Number(r.id), r.user_name);
    }
  });

  it("tells whoever asked for it, not the supplier's other accounts that see the batch too", async () => {
    const b = await makeLabels(tokens.sup1001!, await labelNotice(tokens.sup1001!, "40"));
    const since = await lastEventId();
    const started = await call<Task>("label", "POST", `/purchase-label/${b.id}/download`, { token: tokens.sup1001, body: { template: "generic_100x70", count: 0 } });
    expect(started.body.returnCode).toBe(200);
    await expect.poll(async () => (await call<Task>("label", "GET", `/purchase-label/task/${started.body.data!.id}`, { token: tokens.sup1001 })).body.data!.state,
      { timeout: 60_000, interval: 100 }).toBe("done");
    await drain();
    expect(await heardOf(since, "purchase_label", b.id, byName)).toEqual({ label_download_finished: ["sup1001"] });

    // sup1001a's runner died (a heartbeat a minute old): its next look at the task ends it as failed, and tells it.
    const db = await getDb();
    const [dead] = await rows<{ id: number }>(db, sql`
      insert into label_tasks (user_id, company_id, supplier_id, batch_id, template, state, total, heartbeat_at)
      select u.id, 1, u.supplier_id, ${b.id}, 'generic_100x70', 'running', 4, now() - interval '1 minute' from users u where u.user_name = 'sup1001a'
      returning id`);
    const failed = await call<Task>("label", "GET", `/purchase-label/task/${dead!.id}`, { token: tokens.sup1001a });
    expect(failed.body.data!.state).toBe("failed");
    await drain();
    expect(await heardOf(since, "purchase_label", b.id, byName)).toEqual({ label_download_finished: ["sup1001"], label_download_failed: ["sup1001a"] });
  }, 90_000);
});

describe("a sign-in from a new device", () => {
  const userName = `nd${unique().slice(-8)}`.toLowerCase(); // user names are 4 to 10 characters
  const signIn = async (deviceToken?: string) => {
    const r = await call<{ token: string; deviceToken?: string }>("base-data", "POST", "/user/auth/userLogin", {
      body: { userName, password: "Demo@2026", companyId: 1, companyName: "", ...(deviceToken ? { deviceToken } : {}) },
    });
    expect(r.body.returnCode, JSON.stringify(r.body)).toBe(200);
    return r.body.data!.deviceToken;
  };
  afterAll(async () => {
    await (await getDb()).execute(sql`update users set enabled = false where user_name = ${userName}`);
  });

  it("tells the account holder, never at the account's first sign-in ever, nor from a browser it knows", async () => {
    await makeUser(userName, { rights: [], venNo: "1001" });
    const [me] = await rows<{ id: number }>(await getDb(), sql`select id from users where user_name = ${userName}`);
    const holder = new Map([[Number(me!.id), "holder"]]);
    const since = await lastEventId();
    const first = await signIn();
    expect(first).toBeTruthy();
    expect(await signIn(first)).toBeUndefined();
    await drain();
    expect(await heardOf(since, "user", `T-${userName}`, holder)).toEqual({});

    const other = await signIn();
    expect(other).toBeTruthy();
    expect(await signIn(other)).toBeUndefined();
    expect(await signIn(first)).toBeUndefined();
    await drain();
    expect(await heardOf(since, "user", `T-${userName}`, holder)).toEqual({ sign_in_new_device: ["holder"] });
  });
});
