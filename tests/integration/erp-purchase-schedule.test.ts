import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import type { NoticeCandidate } from "@/lib/contracts/erp-purchase/delivery-notice";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { makeOrder, noticeBody } from "./erp-purchase.fixtures";

let sup: string;
let buyer: string;
let outsider: string;

type Errors = { fieldErrors: Record<string, string[]> };
const confirm = (orderId: number, lines: unknown[], token = sup) =>
  call<PurchaseOrderDetail>("erp-purchase", "POST", `/purchase-order/${orderId}/confirm`, { token, body: { lines } });
const detail = async (orderId: number, token = sup) =>
  (await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${orderId}`, { token })).body.data!;
const scheduleRows = async (lineId: number) =>
  rows<{ qty: string; promised_date: string }>(await getDb(), sql`
    select qty::text as qty, promised_date::text as promised_date from purchase_order_schedule_lines where line_id = ${lineId} order by seq`);

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
  outsider = await login("sup1002");
});

describe("schedule lines", () => {
  it("splits a line into dated quantities; the buyer sees them; the rest is declined with a reason", async () => {
    const o = await makeOrder({ lines: 2 });
    const res = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01", schedule: [{ qty: "40", promisedDate: "2030-02-01" }, { qty: "60", promisedDate: "2030-01-10" }] },
      { lineId: o.lineIds[1], decision: "accept", promisedDate: "2030-01-01", reason: "产能不足", schedule: [{ qty: "30", promisedDate: "2030-01-05" }, { qty: "25.5", promisedDate: "2030-03-01" }] },
    ]);
    expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
    const seen = await detail(o.orderId, buyer);
    expect(seen.lines.map((l) => [l.confirmation?.decision, l.confirmation?.promisedQty, l.confirmation?.promisedDate])).toEqual([
      ["accept", "100.0000", "2030-02-01"],
      ["partial", "55.5000", "2030-03-01"],
    ]);
    expect(seen.lines[0]!.confirmation!.schedule.map((s) => [s.promisedDate, s.qty, s.open])).toEqual([
      ["2030-01-10", "60.0000", "60.0000"], ["2030-02-01", "40.0000", "40.0000"],
    ]);
    expect(seen.lines[1]!.confirmation!.reason).toBe("产能不足");
    // A later confirmation with one date replaces the schedule.
    const plain = await confirm(o.orderId, [{ lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-20" }]);
    expect(plain.body.data!.lines[0]!.confirmation!.schedule).toEqual([]);
    expect(await scheduleRows(o.lineIds[0]!)).toEqual([]);
    expect(await auditCount("purchase_order", o.orderId)).toBe(2);
  });

  it("refuses a schedule over the ordered quantity, a short one without reason, past dates, more than 10 lines and a declined line's schedule", async () => {
    const o = await makeOrder({ lines: 3 });
    const res = await confirm(o.orderId, [
      { lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01", schedule: [{ qty: "70", promisedDate: "2030-01-01" }, { qty: "31", promisedDate: "2030-01-02" }] },
      { lineId: o.lineIds[1], decision: "accept", promisedDate: "2030-01-01", schedule: [{ qty: "70", promisedDate: "2001-01-01" }] },
      { lineId: o.lineIds[2], decision: "decline", promisedDate: "2030-01-01", reason: "x", schedule: [{ qty: "1", promisedDate: "2030-01-01" }] },
    ]);
    const errors = (res.body.data as unknown as Errors).fieldErrors;
    expect(errors["lines.0.schedule"]).toEqual(["The schedule lines sum to 101, more than the ordered 100"]);
    expect(errors["lines.1.reason"]).toEqual(["Enter the reason for declining the 30 not scheduled"]);
    expect(errors["lines.1.schedule.0.promisedDate"]![0]).toMatch(/^A schedule date must be from today/);
    expect(errors["lines.2.schedule"]).toEqual(["A declined line has no schedule lines"]);
    const eleven = Array.from({ length: 11 }, (_, k) => ({ qty: "1", promisedDate: `2030-01-${String(k + 1).padStart(2, "0")}` }));
    const tooMany = await confirm(o.orderId, o.lineIds.map((lineId) => ({ lineId, decision: "accept", promisedDate: "2030-01-01", reason: "r", schedule: eleven })));
    expect((tooMany.body.data as unknown as Errors).fieldErrors["lines.0.schedule"]).toEqual(["At most 10 schedule lines per order line"]);
    expect(await auditCount("purchase_order", o.orderId)).toBe(0);
    expect((await confirm(o.orderId, [{ lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }], outsider)).body.returnCode).toBe(404);
  });

  it("holds the schedule sum under 20 parallel confirmations: one whole schedule wins, never a mix", async () => {
    const o = await makeOrder({ lines: 1, receiveStatus: "received" });
    const lineId = o.lineIds[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, k) => confirm(o.orderId, [{
      lineId, decision: "accept", promisedDate: "2030-01-01", reason: `run ${k}`,
      schedule: Array.from({ length: 1 + (k % 10) }, (_, j) => ({ qty: String(10 - (k % 10)), promisedDate: `2030-0${1 + (j % 9)}-1${k % 10}` })),
    }])));
    expect(answers.map((a) => a.body.returnCode)).toEqual(Array(20).fill(200));
    const kept = await scheduleRows(lineId);
    const sum = kept.reduce((a, r) => a + Number(r.qty), 0);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(sum).toBeLessThanOrEqual(100);
    expect(new Set(kept.map((r) => r.qty)).size).toBe(1);
    const k = (10 - Number(kept[0]!.qty)) % 10;
    expect(kept.length).toBe(1 + k);
    const c = (await detail(o.orderId)).lines[0]!.confirmation!;
    expect(Number(c.promisedQty)).toBe(sum);
    expect(await auditCount("purchase_order", o.orderId)).toBe(20);
  });

  it("a notice draws from the schedule in date order", async () => {
    const o = await makeOrder({ lines: 1, receiveStatus: "received" });
    const lineId = o.lineIds[0]!;
    const ok = await confirm(o.orderId, [{ lineId, decision: "accept", promisedDate: "2030-01-01", reason: "余量取消",
      schedule: [{ qty: "50", promisedDate: "2030-03-01" }, { qty: "30", promisedDate: "2030-01-15" }] }]);
    expect(ok.body.returnCode, JSON.stringify(ok.body)).toBe(200);
    const candidate = async () => {
      const res = await call<{ rows: NoticeCandidate[] }>("erp-purchase", "GET", `/delivery-notice/candidates?pono=${o.pono}`, { token: sup });
      expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data!.rows[0]!;
    };
    expect(await candidate()).toMatchObject({ sendableQty: "80.0000", scheduledQty: "30.0000", scheduledDate: "2030-01-15" });
    const notice = await call("erp-purchase", "POST", "/delivery-notice", { token: sup, body: noticeBody([{ poLineId: lineId, qty: "40" }]) });
    expect(notice.body.returnCode, JSON.stringify(notice.body)).toBe(200);
    expect((await detail(o.orderId, buyer)).lines[0]!.confirmation!.schedule.map((s) => [s.promisedDate, s.sent, s.open])).toEqual([
      ["2030-01-15", "30.0000", "0.0000"], ["2030-03-01", "10.0000", "40.0000"],
    ]);
    expect(await candidate()).toMatchObject({ sendableQty: "40.0000", scheduledQty: "40.0000", scheduledDate: "2030-03-01" });
    const over = await call("erp-purchase", "POST", "/delivery-notice", { token: sup, body: noticeBody([{ poLineId: lineId, qty: "41" }]) });
    expect(over.body.returnCode).toBe(400);
  });
});
