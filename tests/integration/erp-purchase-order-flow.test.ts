import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { AuditEntry } from "@/lib/contracts/common";
import type { PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { call, login } from "../helpers/services";
import { makeOrder, orderState } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";

let sup: string;
let buyer: string;
let outsider: string;

type Errors = { fieldErrors: Record<string, string[]> };
const confirm = (orderId: number, lines: unknown[], token = sup) =>
  call<PurchaseOrderDetail>("erp-purchase", "POST", `/purchase-order/${orderId}/confirm`, { token, body: { lines } });
const answer = (orderId: number, lineId: number, body: unknown, token = buyer) =>
  call<PurchaseOrderDetail>("erp-purchase", "POST", `/purchase-order/${orderId}/lines/${lineId}/answer`, { token, body });
const lineStates = async (orderId: number) =>
  rows<{ receive_status: string; complete_status: string }>(await getDb(), sql`
    select receive_status, complete_status from purchase_order_lines where order_id = ${orderId} order by line_no`);

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
  outsider = await login("buyer02", 3);
});

describe("accepting an order with its line confirmations, in one step", () => {
  it("accepts the order, rejects the declined lines, writes one audit row", async () => {
    const o = await makeOrder({ lines: 3 });
    const res = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
      { lineId: o.lineIds[1], decision: "partial", promisedDate: "2030-01-02", promisedQty: "40" },
      { lineId: o.lineIds[2], decision: "decline", promisedDate: "2030-01-03", reason: "停产" },
    ]);
    expect(res.body.returnCode).toBe(200);
    expect(res.body.data!.receiveStatus).toBe("received");
    expect(res.body.data!.lines.map((l) => [l.confirmation?.decision, l.confirmation?.promisedQty])).toEqual([
      ["accept", "100.0000"], ["partial", "40.0000"], ["decline", "0.0000"],
    ]);
    expect((await lineStates(o.orderId)).map((l) => l.receive_status)).toEqual(["received", "received", "rejected"]);
    const history = await call<AuditEntry[]>("erp-purchase", "GET", `/purchase-order/${o.orderId}/audit`, { token: buyer });
    expect(history.body.data!.map((e) => [e.action, e.from, e.to])).toEqual([["receive", "not_received", "received"]]);
  });

  it("needs every line, a reason for a declined line, and one line not declined", async () => {
    const o = await makeOrder({ lines: 2 });
    const noReason = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
      { lineId: o.lineIds[1], decision: "decline", promisedDate: "2030-01-01" },
    ]);
    expect((noReason.body.data as unknown as Errors).fieldErrors["lines.1.reason"]).toEqual(["Enter the reason for declining the line"]);
    const partOnly = await confirm(o.orderId, [{ lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }]);
    expect((partOnly.body.data as unknown as Errors).fieldErrors.lines).toEqual(["Accepting the order needs a confirmation for every line"]);
    const allDeclined = await confirm(o.orderId, o.lineIds.map((lineId) => ({ lineId, decision: "decline", promisedDate: "2030-01-01", reason: "x" })));
    expect(allDeclined.body.returnCode).toBe(400);
    expect((allDeclined.body.data as unknown as Errors).fieldErrors.lines).toEqual(['Every line is declined: use "Decline order" instead']);
    expect((await orderState(o.orderId))!.receive_status).toBe("not_received");
    expect(await auditCount("purchase_order", o.orderId)).toBe(0);
  });

  it("answers 409 while the price review is pending or after the order was declined", async () => {
    const pending = await makeOrder({ priceReview: "pending", lines: 1 });
    const a = await confirm(pending.orderId, [{ lineId: pending.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }]);
    expect(a.body).toMatchObject({ returnCode: 409, message: "Order price review is not complete, cannot receive" });
    const declined = await makeOrder({ receiveStatus: "rejected", lines: 1 });
    const b = await confirm(declined.orderId, [{ lineId: declined.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }]);
    expect(b.body.returnCode).toBe(409);
    const foreign = await confirm(pending.orderId, [{ lineId: pending.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }], outsider);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect((await orderState(pending.orderId))!.receive_status).toBe("not_received");
  });

  it("on an accepted order updates the open lines; the history shows no empty transition", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 2 });
    const res = await confirm(o.orderId, [{ lineId: o.lineIds[1], decision: "backorder", promisedDate: "2030-02-01", reason: "原纸缺货" }]);
    expect(res.body.returnCode).toBe(200);
    const history = await call<AuditEntry[]>("erp-purchase", "GET", `/purchase-order/${o.orderId}/audit`, { token: buyer });
    expect(history.body.data!.map((e) => [e.action, e.from, e.to])).toEqual([["confirm", null, null]]);
  });
});

describe("confirming an accepted order", () => {
  it("changes only open lines, and never declines a line with goods sent", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 2 });
    const db = await getDb();
    await db.execute(sql`update purchase_order_lines set complete_status = 'completed' where id = ${o.lineIds[0]}`);
    await db.execute(sql`update purchase_order_lines set sent_qty = 10, remain_qty = 90 where id = ${o.lineIds[1]}`);
    const res = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
      { lineId: o.lineIds[1], decision: "decline", promisedDate: "2030-01-01", reason: "x" },
    ]);
    expect((res.body.data as unknown as Errors).fieldErrors).toEqual({
      "lines.0.decision": ["This line is completed or closed"],
      "lines.1.decision": ["Goods have already been sent on this line: it cannot be declined"],
    });
    expect(await auditCount("purchase_order", o.orderId)).toBe(0);
  });
});

describe("resubmitting an accepted order's lines as the screen does (every open line)", () => {
  const stamps = async (orderId: number) =>
    rows<{ confirmed_at: string; answer: string | null }>(await getDb(), sql`
      select confirmed_at::text as confirmed_at, answer from purchase_order_confirmations where order_id = ${orderId} order by line_id`);
  const sent = (d: PurchaseOrderDetail) => d.lines.map((l) => ({
    lineId: l.id, decision: l.confirmation!.decision, promisedDate: l.confirmation!.promisedDate, promisedQty: l.confirmation!.promisedQty,
    reason: l.confirmation!.reason ?? undefined,
    schedule: l.confirmation!.schedule.length ? l.confirmation!.schedule.map((s) => ({ qty: s.qty, promisedDate: s.promisedDate })) : undefined,
  }));

  it("leaves the unchanged lines alone: a past back-order does not block, confirmedAt and the buyer's answer stay; a changed line is checked in full", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 4 });
    const first = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "backorder", promisedDate: "2030-01-01", reason: "原纸缺货" },
      { lineId: o.lineIds[1], decision: "partial", promisedDate: "2030-01-02", promisedQty: "40" },
      { lineId: o.lineIds[2], decision: "accept", promisedDate: "2030-01-01", schedule: [{ qty: "60", promisedDate: "2030-02-01" }, { qty: "40", promisedDate: "2030-01-10" }] },
      { lineId: o.lineIds[3], decision: "accept", promisedDate: "2030-01-04" },
    ]);
    expect(first.body.returnCode, JSON.stringify(first.body)).toBe(200);
    expect((await answer(o.orderId, o.lineIds[1]!, { answer: "accept" })).body.returnCode).toBe(200);
    // The back-order's date has passed since it was confirmed; the stamps are older than any save of this test.
    await (await getDb()).execute(sql`update purchase_order_confirmations set promised_date = '2001-01-01' where line_id = ${o.lineIds[0]}`);
    await (await getDb()).execute(sql`update purchase_order_confirmations set confirmed_at = '2020-01-01T00:00:00Z' where order_id = ${o.orderId}`);
    const before = await stamps(o.orderId);
    const lines = sent((await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${o.orderId}`, { token: sup })).body.data!);
    expect(lines[0]!.promisedDate).toBe("2001-01-01");

    const ok = await confirm(o.orderId, lines.map((l, i) => (i === 3 ? { ...l, decision: "partial", promisedQty: "50" } : l)));
    expect(ok.body.returnCode, JSON.stringify(ok.body)).toBe(200);
    const after = await stamps(o.orderId);
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after[1]!.answer).toBe("accept");
    expect(after[3]!.confirmed_at).not.toBe(before[3]!.confirmed_at);
    expect(ok.body.data!.lines.map((l) => [l.confirmation!.decision, l.confirmation!.promisedQty, l.confirmation!.schedule.length])).toEqual([
      ["backorder", "100.0000", 0], ["partial", "40.0000", 0], ["accept", "100.0000", 2], ["partial", "50.0000", 0],
    ]);
    const [audit] = await rows<{ detail: { lines: Array<{ lineId: number }> } }>(await getDb(), sql`
      select detail from audit_log where entity = 'purchase_order' and entity_id = ${String(o.orderId)} order by id desc limit 1`);
    expect(audit!.detail.lines.map((l) => l.lineId)).toEqual([o.lineIds[3]]);
    expect(await auditCount("purchase_order", o.orderId, "confirm")).toBe(2);

    // Changed lines are checked in full: the back-order with a new reason and the schedule with a moved date are held to today.
    const changed = await confirm(o.orderId, lines.map((l, i) => (i === 0 ? { ...l, reason: "纸机检修" }
      : i === 2 ? { ...l, schedule: [{ qty: "60", promisedDate: "2030-02-01" }, { qty: "40", promisedDate: "2001-01-10" }] } : l)));
    expect(changed.body.returnCode).toBe(400);
    expect(Object.keys((changed.body.data as unknown as Errors).fieldErrors).sort()).toEqual(["lines.0.promisedDate", "lines.2.schedule.1.promisedDate"]);
    expect((changed.body.data as unknown as Errors).fieldErrors["lines.0.promisedDate"]![0]).toMatch(/^A back-order needs a promised date from today/);

    // Nothing changed: saved as it is, no history row.
    const same = await confirm(o.orderId, sent(ok.body.data!));
    expect(same.body.returnCode, JSON.stringify(same.body)).toBe(200);
    expect(await stamps(o.orderId)).toEqual(after);
    expect(await auditCount("purchase_order", o.orderId, "confirm")).toBe(2);
  });
});

describe("plain accept", () => {
  it("records an accept confirmation for every line, single and batch", async () => {
    const one = await makeOrder({ lines: 2 });
    const two = await makeOrder({ lines: 1 });
    expect((await call("erp-purchase", "POST", `/purchase-order/${one.orderId}/receive`, { token: sup })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "POST", "/purchase-order/batch/receive", { token: sup, body: { ids: [two.orderId] } })).body.returnCode).toBe(200);
    for (const o of [one, two]) {
      const d = (await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${o.orderId}`, { token: sup })).body.data!;
      expect(d.lines.map((l) => [l.confirmation?.decision, l.confirmation?.promisedQty, l.confirmation?.promisedDate])).toEqual(
        d.lines.map((l) => ["accept", l.payqty, l.deldate]),
      );
    }
  });
});

describe("the buyer's answer", () => {
  async function confirmed() {
    const o = await makeOrder({ lines: 3 });
    await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
      { lineId: o.lineIds[1], decision: "partial", promisedDate: "2030-01-02", promisedQty: "40" },
      { lineId: o.lineIds[2], decision: "decline", promisedDate: "2030-01-03", reason: "停产" },
    ]);
    return o;
  }

  it("accepts a partial line once, cancels a declined line, refuses what has nothing to answer", async () => {
    const o = await confirmed();
    const ok = await answer(o.orderId, o.lineIds[1]!, { answer: "accept", reason: "可以" });
    expect(ok.body.returnCode).toBe(200);
    expect(ok.body.data!.lines[1]!.confirmation).toMatchObject({ answer: "accept", answerReason: "可以", answeredBy: expect.any(String) });
    const again = await answer(o.orderId, o.lineIds[1]!, { answer: "cancel" });
    expect(again.body).toMatchObject({ returnCode: 409, message: "This line has already been answered" });
    expect((await answer(o.orderId, o.lineIds[2]!, { answer: "accept" })).body.returnCode).toBe(409);
    expect((await answer(o.orderId, o.lineIds[0]!, { answer: "cancel" })).body.returnCode).toBe(409);
    const cancelled = await answer(o.orderId, o.lineIds[2]!, { answer: "cancel" });
    expect(cancelled.body.data!.lines[2]!.completeStatus).toBe("closed");
    expect((await lineStates(o.orderId)).map((l) => l.complete_status)).toEqual(["open", "open", "closed"]);
    expect(await auditCount("purchase_order", o.orderId, "acceptLine")).toBe(1);
    expect(await auditCount("purchase_order", o.orderId, "cancelLine")).toBe(1);
  });

  it("the buyer's 'waiting for me' filter lists the lines whose confirmation is unanswered, until answered", async () => {
    const o = await confirmed();
    type Page = { rows: Array<{ id: number }>; total: number };
    const waiting = async (token = buyer) =>
      (await call<Page>("erp-purchase", "GET", `/purchase-order?pono=${o.pono}&awaiting=answer&limit=50`, { token })).body.data!.rows.map((r) => r.id).sort();
    expect(await waiting()).toEqual([o.lineIds[1], o.lineIds[2]].sort());
    expect(await waiting(outsider)).toEqual([]);
    await answer(o.orderId, o.lineIds[1]!, { answer: "accept" });
    expect(await waiting()).toEqual([o.lineIds[2]]);
    await answer(o.orderId, o.lineIds[2]!, { answer: "cancel" });
    expect(await waiting()).toEqual([]);
    expect((await call("erp-purchase", "GET", "/purchase-order?awaiting=everything", { token: buyer })).body.returnCode).toBe(400);
  });

  it("is for internal staff of the tenant only", async () => {
    const o = await confirmed();
    expect((await answer(o.orderId, o.lineIds[1]!, { answer: "accept" }, sup)).body.returnCode).toBe(403);
    expect((await answer(o.orderId, o.lineIds[1]!, { answer: "accept" }, outsider)).body.returnCode).toBe(404);
    expect((await answer(o.orderId, o.lineIds[0]! + 1_000_000, { answer: "accept" })).body.returnCode).toBe(404);
    expect((await answer(o.orderId, o.lineIds[1]!, { answer: "maybe" })).body.returnCode).toBe(400);
    expect(await auditCount("purchase_order", o.orderId, "acceptLine")).toBe(0);
  });

  it("10 parallel answers of one line: exactly one succeeds, one audit row", async () => {
    const o = await confirmed();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answer(o.orderId, o.lineIds[1]!, { answer: i % 2 ? "accept" : "cancel" })),
    );
    const codes = answers.map((a) => a.body.returnCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await auditCount("purchase_order", o.orderId, "acceptLine")) + (await auditCount("purchase_order", o.orderId, "cancelLine"))).toBe(1);
  });
});
