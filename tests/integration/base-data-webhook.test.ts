import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDbHandle, type DbHandle } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { isForbiddenAddress } from "@/services/core/events/webhook/address";
import { newWebhookSecret } from "@/services/core/events/webhook/secret";
import { sendSigned } from "@/services/core/events/webhook/send";
import { startWebhookSender, type Sender } from "@/services/core/events/webhook/sender";
import { makeOrder } from "./erp-purchase.fixtures";
import { drain, makeWorld, type World } from "./events.fixtures";
import { shortDelays, startReceiver, until, verify, type Receiver } from "./webhook.receiver";
import { createNotice, noticeBody } from "./base-data-notice.fixtures";
import { makeUser, supplierIdOf, unique } from "../helpers/fixtures";
import { call, login } from "../helpers/services";

/**
 * Signed webhooks end to end: a receiver on loopback verifies every delivery with the `standardwebhooks` package.
 * The events come from a real route (a price review issuing an order) or straight into the outbox; the dispatcher
 * fans them out, the sender signs and sends them, retries, and disables an endpoint that keeps failing.
 */
let rx: Receiver;
let handle: DbHandle;
let w: World;
let sender: Sender;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  handle = await getDbHandle();
  rx = await startReceiver(handle.db);
  w = await makeWorld();
  tokens = { sup1001: await login("sup1001"), sup1002: await login("sup1002"), buyer01: await login("buyer01"), admin: await login("admin") };
  sender = startWebhookSender(handle, { pollMs: 20, retryDelaysMs: shortDelays, leaseMs: 60_000 });
});

afterAll(async () => {
  await sender?.stop();
  await rx.close();
});

describe("webhook routes", () => {
  it("a real price review reaches sup1001's endpoint, signed so standardwebhooks verifies it; a forged signature fails", async () => {
    const path = `/po/${unique()}`;
    const created = await call<{ endpoint: { id: number; supplierId: number }; secret: string }>("base-data", "POST", "/webhook", {
      token: tokens.sup1001, body: { url: `${rx.base}${path}`, eventTypes: ["purchase_order_issued"] },
    });
    expect(created.body.returnCode).toBe(200);
    const { endpoint: ep, secret } = created.body.data!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(ep.supplierId).toBe(await supplierIdOf("1001"));
    // the secret is answered once: the list never holds it
    const list = await call<unknown[]>("base-data", "GET", "/webhook", { token: tokens.sup1001 });
    expect(JSON.stringify(list.body.data)).not.toContain(secret.slice(6, 20));

    const itemno = `WH-${unique()}`;
    await handle.db.execute(sql`insert into price_records (company_id, supplier_id, itemno, itemdesc, unit_price, tax_price, currency, valid_from, valid_to)
      values (1, ${await supplierIdOf("1001")}, ${itemno}, 'Webhook paper', 4.9, 4.9, 'CNY', '2000-01-01', '2099-12-31')`);
    const order = await makeOrder({ venNo: "1001", priceReview: "pending", lines: 1, itemno, dj: "4.90" });
    const review = await call<{ priceReviewStatus: string }>("erp-purchase", "POST", `/purchase-order/${order.orderId}/price-review`, { token: tokens.buyer01 });
    expect(review.body.data!.priceReviewStatus).toBe("done");
    await drain();

    const hit = await until("the delivery", () => rx.hitsAt(path)[0]);
    const payload = verify(secret, hit);
    expect(payload).toMatchObject({ type: "purchase_order_issued", data: { entity: "purchase_order", entityId: String(order.orderId), params: { no: order.pono } } });
    expect(hit.headers["webhook-id"]).toMatch(/^msg_\d+_\d+$/);
    expect(hit.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(() => verify(newWebhookSecret(), hit)).toThrow();
    expect(() => verify(secret, { ...hit, body: hit.body.replace(order.pono, "PO-FORGED") })).toThrow();
    expect(() => verify(secret, { ...hit, headers: { ...hit.headers, "webhook-signature": `v1,${Buffer.alloc(32).toString("base64")}` } })).toThrow();

    const log = await until("the log", async () => {
      const r = await call<{ rows: Array<{ status: string; responseCode: number; latencyMs: number; responseBody: string }> }>("base-data", "GET", `/webhook/delivery?endpointId=${ep.id}`, { token: tokens.sup1001 });
      return r.body.data?.rows[0]?.status === "succeeded" ? r.body.data.rows : undefined;
    });
    expect(log[0]).toMatchObject({ status: "succeeded", responseCode: 200, responseBody: "ok" });
    expect(log[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("a notice reaches the endpoints of the suppliers whose accounts are told of it, and no other supplier's", async () => {
    const [told, untold] = [`/notice/${unique()}`, `/notice/${unique()}`];
    const register = async (token: string, path: string) =>
      (await call<{ endpoint: { id: number } }>("base-data", "POST", "/webhook", { token, body: { url: `${rx.base}${path}`, eventTypes: ["notice_published"] } })).body.data!.endpoint.id;
    const [toldId, untoldId] = [await register(tokens.sup1001!, told), await register(tokens.sup1002!, untold)];
    const notice = await createNotice(tokens.buyer01!, noticeBody({ title: `Webhook notice ${unique()}`, supplierIds: [await supplierIdOf("1001")] }));
    await drain();

    const hit = await until("the delivery", () => rx.hitsAt(told)[0]);
    expect(JSON.parse(hit.body)).toMatchObject({ type: "notice_published", data: { entity: "notice", entityId: String(notice.id) } });
    const queued = await rows<{ endpoint_id: number }>(handle.db, sql`select endpoint_id from webhook_deliveries where endpoint_id in (${toldId}, ${untoldId})`);
    expect(queued.map((r) => Number(r.endpoint_id))).toEqual([toldId]);
    expect(rx.hitsAt(untold)).toEqual([]);
  });

  it("validates the URL at registration, refuses sub-accounts, and keeps every tenant to its own endpoints", async () => {
    for (const url of ["ftp://hooks.example.com/x", "https://user:pw@hooks.example.com/x", "not a url"]) {
      const r = await call("base-data", "POST", "/webhook", { token: tokens.sup1001, body: { url, eventTypes: ["purchase_order_issued"] } });
      expect(r.body.returnCode, url).toBe(400);
    }
    expect((await call("base-data", "POST", "/webhook", { token: tokens.sup1001, body: { url: "https://hooks.example.com/x", eventTypes: [] } })).body.returnCode).toBe(400);

    const sub = `whsub${unique()}`.toLowerCase().slice(0, 10);
    await makeUser(sub, { rights: [rights.webhook.view, rights.webhook.add], venNo: "1001", mainUserNo: "S1001" });
    const subToken = await login(sub);
    expect((await call("base-data", "GET", "/webhook", { token: subToken })).body.returnCode).toBe(403);
    expect((await call("base-data", "POST", "/webhook", { token: subToken, body: { url: "https://hooks.example.com/s", eventTypes: ["purchase_order_issued"] } })).body.returnCode).toBe(403);

    const company = await call<{ endpoint: { id: number; supplierId: number | null } }>("base-data", "POST", "/webhook", {
      token: tokens.admin, body: { url: "https://hooks.example.com/company", eventTypes: ["order_line_confirmed"] },
    });
    expect(company.body.data!.endpoint.supplierId).toBeNull();
    const companyId = company.body.data!.endpoint.id;
    const ofSup = await call<{ rows: Array<{ id: number }> }>("base-data", "GET", "/webhook", { token: tokens.sup1001 });
    expect(ofSup.body.data!.rows.map((e) => e.id)).not.toContain(companyId);
    const ofAdmin = await call<{ rows: Array<{ id: number; eventTypes: string }> }>("base-data", "GET", "/webhook?q=hooks.example.com%2Fcompany", { token: tokens.admin });
    expect(ofAdmin.body.data!.rows.find((e) => e.id === companyId)).toMatchObject({ eventTypes: "order_line_confirmed" });
    const theirLog = await call<{ rows: unknown[] }>("base-data", "GET", `/webhook/delivery?endpointId=${companyId}`, { token: tokens.sup1001 });
    expect(theirLog.body.data!.rows).toEqual([]);
    for (const [method, path] of [["PUT", `/webhook/${companyId}`], ["DELETE", `/webhook/${companyId}`]] as const) {
      expect((await call("base-data", method, path, { token: tokens.sup1001, body: method === "PUT" ? { enabled: false } : undefined })).body.returnCode).toBe(404);
    }
    const edited = await call<{ enabled: boolean; disabledAt: string | null }>("base-data", "PUT", `/webhook/${companyId}`, { token: tokens.admin, body: { enabled: false } });
    expect(edited.body.data).toMatchObject({ enabled: false });
    expect(edited.body.data!.disabledAt).not.toBeNull();
    const audits = await rows<{ action: string }>(handle.db, sql`select action from audit_log where entity = 'webhook_endpoint' and entity_id = ${String(companyId)} order by id`);
    expect((await call("base-data", "DELETE", `/webhook/${companyId}`, { token: tokens.admin })).body.returnCode).toBe(200);
    expect(audits.map((a) => a.action)).toEqual(["create", "update"]);
    expect((await rows(handle.db, sql`select 1 from audit_log where entity = 'webhook_endpoint' and entity_id = ${String(companyId)} and action = 'delete'`)).length).toBe(1);
  });

  it("a receiver that fails 3 times gets the event on the 4th try, under the same message id", async () => {
    const order = (await rows<{ id: number }>(handle.db, sql`insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, currency)
      values (${w.companyId}, ${w.supplierId}, ${`WH${unique()}`}, '2030-01-05', 'wh', 'not_received', 'done', 'CNY') returning id`))[0]!.id;
    const ep = await rx.endpoint({ companyId: w.companyId, supplierId: w.supplierId, createdBy: w.cast.main.id }, `/flaky/${unique()}`, ["purchase_order_changed"]);
    rx.scripts.set(ep.path, [{ status: 500, body: "down" }, { status: 503 }, { status: 302, location: `${rx.base}/elsewhere` }, { status: 204 }]);
    const [eventId] = await rx.newEvents("purchase_order_changed", w.companyId, Number(order));
    await drain();
    await until("the 4th try", () => rx.hitsAt(ep.path).length >= 4 && rx.hitsAt(ep.path));
    const d = await until("its record", async () => (await rx.deliveries(ep.id)).find((x) => x.status === "succeeded"));
    const got = rx.hitsAt(ep.path);
    expect(got.map((h) => h.status)).toEqual([500, 503, 302, 204]);
    expect(new Set(got.map((h) => h.headers["webhook-id"]))).toEqual(new Set([`msg_${eventId}_${ep.id}`]));
    for (const h of got) expect(verify(ep.secret, h).type).toBe("purchase_order_changed");
    expect(rx.hitsAt("/elsewhere")).toEqual([]);
    expect(d).toMatchObject({ status: "succeeded", attempts: 4, response_code: 204 });
  });

  it("refuses loopback, private, link-local, CGNAT and metadata addresses unless WEBHOOK_ALLOW_PRIVATE=1; reads at most 64 KB", async () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
      "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "64:ff9b::a00:1"]) {
      expect(isForbiddenAddress(a), a).toBe(true);
    }
    for (const a of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8"]) expect(isForbiddenAddress(a), a).toBe(false);

    const path = `/private/${unique()}`;
    const s = { secret: newWebhookSecret(), messageId: "msg_test", body: "{}" };
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    try {
      for (const url of [`${rx.base}${path}`, `http://localhost:${new URL(rx.base).port}${path}`, `http://[::ffff:127.0.0.1]:${new URL(rx.base).port}${path}`]) {
        const r = await sendSigned({ ...s, url });
        expect(r, url).toMatchObject({ ok: false, responseCode: null });
        expect(r.error).toMatch(/refused address/);
      }
      const created = await call<{ endpoint: { id: number } }>("base-data", "POST", "/webhook", { token: tokens.sup1001, body: { url: `${rx.base}${path}`, eventTypes: ["purchase_order_issued"] } });
      const ping = await call<{ ok: boolean; error: string }>("base-data", "POST", `/webhook/${created.body.data!.endpoint.id}/ping`, { token: tokens.sup1001 });
      expect(ping.body.data).toMatchObject({ ok: false });
      expect(ping.body.data!.error).toMatch(/refused address/);
      expect(rx.hitsAt(path)).toEqual([]);
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    }
    expect(await sendSigned({ ...s, url: `${rx.base}${path}` })).toMatchObject({ ok: true, responseCode: 200 });
    expect(rx.hitsAt(path)).toHaveLength(1);

    const big = `/big/${unique()}`;
    rx.scripts.set(big, [{ status: 200, body: "x".repeat(200_000) }]);
    const r = await sendSigned({ ...s, url: `${rx.base}${big}` });
    expect(r).toMatchObject({ ok: true, responseCode: 200 });
    expect(r.responseBody).toHaveLength(1024);
    const moved = `/moved/${unique()}`;
    rx.scripts.set(moved, [{ status: 301, location: `${rx.base}/elsewhere` }]);
    expect(await sendSigned({ ...s, url: `${rx.base}${moved}` })).toMatchObject({ ok: false, responseCode: 301, error: "redirect not followed" });
  });

  it("a supplier's endpoint never hears of another supplier's records; the company's own hears of all of them", async () => {
    const otherOrder = (await rows<{ id: number }>(handle.db, sql`insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, currency)
      values (${w.companyId}, ${w.otherSupplierId}, ${`WH${unique()}`}, '2030-01-05', 'wh', 'not_received', 'done', 'CNY') returning id`))[0]!.id;
    const mine = await rx.endpoint({ companyId: w.companyId, supplierId: w.supplierId, createdBy: w.cast.main.id }, `/mine/${unique()}`, ["purchase_order_changed"]);
    const theirs = await rx.endpoint({ companyId: w.companyId, supplierId: w.otherSupplierId, createdBy: w.cast.otherSupplier.id }, `/theirs/${unique()}`, ["purchase_order_changed"]);
    const company = await rx.endpoint({ companyId: w.companyId, supplierId: null, createdBy: w.cast.buyer.id }, `/company/${unique()}`, ["purchase_order_changed"]);
    const otherCompany = await rx.endpoint({ companyId: w.otherCompanyId, supplierId: null, createdBy: w.cast.buyerElsewhere.id }, `/elsewhere-co/${unique()}`, ["purchase_order_changed"]);
    const events = await rx.newEvents("purchase_order_changed", w.companyId, Number(otherOrder), 3);
    await drain();
    await until("the company's deliveries", async () => (await rx.deliveries(company.id)).filter((d) => d.status === "succeeded").length === 3);
    await until("the other supplier's deliveries", async () => (await rx.deliveries(theirs.id)).filter((d) => d.status === "succeeded").length === 3);
    expect((await rx.deliveries(theirs.id)).map((d) => Number(d.event_id))).toEqual(events);
    expect(await rx.deliveries(mine.id)).toEqual([]);
    expect(await rx.deliveries(otherCompany.id)).toEqual([]);
    expect(rx.hitsAt(mine.path)).toEqual([]);
    for (const h of rx.hitsAt(theirs.path)) expect(verify(theirs.secret, h).data.supplierId).toBe(w.otherSupplierId);
  });

  it("20 failures in a row disable the endpoint and tell its owner", async () => {
    const order = (await rows<{ id: number }>(handle.db, sql`insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, currency)
      values (${w.companyId}, ${w.supplierId}, ${`WH${unique()}`}, '2030-01-05', 'wh', 'not_received', 'done', 'CNY') returning id`))[0]!.id;
    const ep = await rx.endpoint({ companyId: w.companyId, supplierId: w.supplierId, createdBy: w.cast.main.id }, `/dead/${unique()}`, ["purchase_order_cancelled"]);
    rx.scripts.set(ep.path, [{ status: 500 }]);
    await rx.newEvents("purchase_order_cancelled", w.companyId, Number(order), 6);
    await drain();
    const off = await until("the endpoint disabled", async () =>
      (await rows<{ enabled: boolean; consecutive_failures: number; disabled_at: string | null }>(handle.db, sql`
        select enabled, consecutive_failures, disabled_at from webhook_endpoints where id = ${ep.id}`)).find((e) => !e.enabled));
    expect(off).toMatchObject({ enabled: false, consecutive_failures: 20 });
    expect(off!.disabled_at).not.toBeNull();
    await until("the tries in flight", async () => (await rx.deliveries(ep.id)).every((d) => d.status !== "sending"));
    const tries = rx.hitsAt(ep.path).length;
    expect(tries).toBeGreaterThanOrEqual(20);
    await drain();
    const told = await rows<{ user_id: number; params: Record<string, string> | string }>(handle.db, sql`
      select user_id, params from notifications where type = 'webhook_disabled' and entity_id = ${String(ep.id)} and channel = 'in_app'`);
    expect(told.map((n) => Number(n.user_id))).toContain(w.cast.main.id);
    expect(told.map((n) => Number(n.user_id))).not.toContain(w.cast.otherSupplier.id);
    expect(told.map((n) => Number(n.user_id))).not.toContain(w.cast.sub.id);
    const params = told[0]!.params;
    expect(typeof params === "string" ? JSON.parse(params) : params).toEqual({ url: `${rx.base}${ep.path}` });
    // a disabled endpoint is sent nothing more
    await new Promise((r) => setTimeout(r, 200));
    expect(rx.hitsAt(ep.path)).toHaveLength(tries);
  });
});
