import { beforeAll, describe, expect, it } from "vitest";
import { decAdd, decCmp } from "@/lib/contracts/decimal";
import type { QuantityLog, QuantityLogEntry } from "@/lib/contracts/erp-production/processing-order";
import type { BatchResult } from "@/lib/contracts/common";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { ledger, makeProcessingOrder, processingState } from "./erp-production.fixtures";

let sup: string;
let other: string;
beforeAll(async () => {
  sup = await login("sup1001");
  other = await login("sup1002");
});

const post = <T>(path: string, token: string, body?: unknown, locale = "en") => call<T>("erp-production", "POST", path, { token, body, locale });
const enter = (id: number, qty: unknown, token = sup, locale = "en") => post<QuantityLogEntry>(`/processing-order/${id}/quantity`, token, { qty }, locale);

describe("receive and reject", () => {
  it("receives once; a second receive answers the catalogue message; audit written", async () => {
    const o = await makeProcessingOrder();
    const first = await post<{ receiveStatus: string }>(`/processing-order/${o.id}/receive`, sup);
    expect(first.body.returnCode).toBe(200);
    expect(first.body.data!.receiveStatus).toBe("received");
    const again = await post(`/processing-order/${o.id}/receive`, sup, undefined, "zh");
    expect(again.body.returnCode).toBe(409);
    expect(again.body.message).toBe("该订单已接收，不能重复操作");
    const en = await post(`/processing-order/${o.id}/reject`, sup, { reason: "x" });
    expect(en.body.message).toBe("The order is already received and cannot be operated repeatedly");
    expect(await auditCount("processing_order", o.id, "receive")).toBe(1);
  });

  it("an incomplete price review blocks receiving, not rejecting", async () => {
    const o = await makeProcessingOrder({ priceReview: "pending" });
    const r = await post(`/processing-order/${o.id}/receive`, sup);
    expect(r.body.returnCode).toBe(409);
    expect(r.body.message).toBe("Order price review is not complete, cannot receive");
    expect((await processingState(o.id)).receive_status).toBe("not_received");
    const rej = await post(`/processing-order/${o.id}/reject`, sup, { reason: "价格未定" });
    expect(rej.body.returnCode).toBe(200);
    expect(await auditCount("processing_order", o.id, "reject")).toBe(1);
  });

  it("reject needs a reason", async () => {
    const o = await makeProcessingOrder();
    const r = await post(`/processing-order/${o.id}/reject`, sup, { reason: " " });
    expect(r.body.returnCode).toBe(400);
    expect((await processingState(o.id)).receive_status).toBe("not_received");
  });

  it("batch: at least one selection, and a per-order outcome", async () => {
    const empty = await post(`/processing-order/batch/receive`, sup, { ids: [] });
    expect(empty.body.returnCode).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Please select at least one item");
    const [a, b, c, foreign] = [await makeProcessingOrder(), await makeProcessingOrder({ receiveStatus: "received" }),
      await makeProcessingOrder({ priceReview: "pending" }), await makeProcessingOrder({ venNo: "1002" })];
    const r = await post<BatchResult>(`/processing-order/batch/receive`, sup, { ids: [a.id, b.id, c.id, foreign.id, a.id] });
    expect(r.body.data!.succeeded).toEqual([a.id]);
    expect(r.body.data!.failed).toEqual([
      { id: b.id, returnCode: 409, message: "The order is already received and cannot be operated repeatedly" },
      { id: c.id, returnCode: 409, message: "Order price review is not complete, cannot receive" },
      { id: foreign.id, returnCode: 404, message: "The record does not exist." },
    ]);
    const rej = await post<BatchResult>(`/processing-order/batch/reject`, sup, { ids: [c.id], reason: "工艺不符" });
    expect(rej.body.data!.succeeded).toEqual([c.id]);
  });
});

describe("production quantity entry", () => {
  it("only after receiving", async () => {
    const o = await makeProcessingOrder();
    const r = await enter(o.id, "5");
    expect(r.body.returnCode).toBe(409);
    expect(r.body.message).toBe("Please receive the processing order first");
    expect(await ledger(o.id)).toEqual([]);
  });

  it.each([
    ["", "The quantity cannot be empty"],
    ["   ", "The quantity cannot be empty"],
    ["abc", "Please enter a numeric value"],
    ["1e3", "Please enter a numeric value"],
    ["0", "The quantity must be greater than 0"],
    ["-5", "The quantity must be greater than 0"],
    ["1.23456", "Must be a valid quantity: at most 4 decimals for this unit"],
  ])("%j is refused: %s", async (qty, message) => {
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    const r = await enter(o.id, qty);
    expect(r.body.returnCode).toBe(400);
    expect(JSON.stringify(r.body.data)).toContain(message);
    expect(await ledger(o.id)).toEqual([]);
  });

  it("decimals beyond the unit's are refused by the service", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received", unitDecimals: 0 });
    const r = await enter(o.id, "1.5");
    expect(r.body.returnCode).toBe(400);
    expect(r.body.message).toBe("Must be a valid quantity: at most 0 decimals for this unit");
    const kg = await makeProcessingOrder({ receiveStatus: "received", unitDecimals: 3 });
    expect((await enter(kg.id, "1.125")).body.returnCode).toBe(200);
  });

  it("cumulative never exceeds the outsourced quantity; the log records who, qty and cumulative after", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received", outboundQty: "12360" });
    expect((await enter(o.id, "60")).body.data!.cumulativeAfter).toBe("60.0000");
    const over = await enter(o.id, "12301", sup, "zh");
    expect(over.body.returnCode).toBe(409);
    expect(over.body.message).toBe("累计完工数超过外发数量（最多还可录入 12,300）");
    const rest = await enter(o.id, "12300");
    expect(rest.body.data!.cumulativeAfter).toBe("12360.0000");
    const log = await call<QuantityLog>("erp-production", "GET", `/processing-order/${o.id}/quantity`, { token: sup });
    expect(log.body.data!.completedQty).toBe("12360.0000");
    expect(log.body.data!.entries.map((e) => [e.qty, e.cumulativeAfter])).toEqual([["12300.0000", "12360.0000"], ["60.0000", "60.0000"]]);
    expect(log.body.data!.entries[0]!.enteredBy).toContain("S1001");
    expect(await auditCount("processing_order", o.id, "quantity")).toBe(2);
  });

  it("a mistaken entry is corrected by a reversing entry, at most once, never edited", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    const e = (await enter(o.id, "30")).body.data!;
    const rev = await post<QuantityLogEntry>(`/processing-order/${o.id}/quantity/${e.id}/reverse`, sup);
    expect(rev.body.data).toMatchObject({ qty: "-30.0000", cumulativeAfter: "0.0000", reversesId: e.id });
    const again = await post(`/processing-order/${o.id}/quantity/${e.id}/reverse`, sup);
    expect(again.body.returnCode).toBe(409);
    expect(again.body.message).toBe("This entry has already been reversed or is itself a reversal");
    const ofReversal = await post(`/processing-order/${o.id}/quantity/${rev.body.data!.id}/reverse`, sup);
    expect(ofReversal.body.returnCode).toBe(409);
    expect((await ledger(o.id)).map((l) => l.qty)).toEqual(["30.0000", "-30.0000"]);
    expect((await processingState(o.id)).completed_qty).toBe("0.0000");
  });

  it("another supplier's order, log and entries answer like missing ones", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    const e = (await enter(o.id, "3")).body.data!;
    const missing = await call("erp-production", "GET", `/processing-order/2147483647/quantity`, { token: other });
    for (const r of [
      await call("erp-production", "GET", `/processing-order/${o.id}/quantity`, { token: other }),
      await enter(o.id, "1", other),
      await post(`/processing-order/${o.id}/quantity/${e.id}/reverse`, other),
      await post(`/processing-order/${o.id}/receive`, other),
    ]) expect(r.body).toEqual(missing.body);
    expect((await processingState(o.id)).completed_qty).toBe("3.0000");
  });
});

describe("processing order list", () => {
  it.each(["-overdueDays", "unfinishedQty", "-outboundDate", "progress"])("walks every order of the scope exactly once sorted by %s", async (sort) => {
    type Row = { id: number; overdueDays: number; unfinishedQty: string; outboundDate: string; venno: string };
    const seen: Row[] = [];
    let cursor: string | null = null;
    do {
      const q: URLSearchParams = new URLSearchParams({ limit: "7", sort, outboundDateRange: "lastThreeMonths", ...(cursor ? { cursor } : {}) });
      const page: Awaited<ReturnType<typeof call<{ rows: Row[]; nextCursor: string | null; total: number }>>> = await call<{ rows: Row[]; nextCursor: string | null; total: number }>("erp-production", "GET", `/processing-order?${q}`, { token: sup });
      expect(page.body.returnCode, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.data!.rows);
      cursor = page.body.data!.nextCursor;
    } while (cursor);
    const all = await call<{ total: number }>("erp-production", "GET", `/processing-order?limit=1&outboundDateRange=lastThreeMonths`, { token: sup });
    expect(seen.length).toBe(all.body.data!.total);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(seen.every((r) => r.venno === "1001")).toBe(true);
    if (sort === "-overdueDays") expect(seen.map((r) => r.overdueDays)).toEqual([...seen.map((r) => r.overdueDays)].sort((a, b) => b - a));
  });
});

describe("race: 20 parallel entries whose sum exceeds the issued quantity", () => {
  it("the cumulative never exceeds it and the log adds up to the cumulative", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received", outboundQty: "100" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(o.id, "7")));
    const ok = answers.filter((a) => a.body.returnCode === 200).length;
    expect(ok).toBe(14);
    expect(answers.filter((a) => a.body.returnCode === 409).every((a) => a.body.message.startsWith("Cumulative completion exceeds"))).toBe(true);
    const state = await processingState(o.id);
    expect(decCmp(state.completed_qty, state.outbound_qty)).toBeLessThanOrEqual(0);
    const rows = await ledger(o.id);
    expect(rows.reduce((s, r) => decAdd(s, r.qty), "0")).toBe(decAdd(state.completed_qty, "0"));
    expect(rows.length).toBe(ok);
    expect(new Set(rows.map((r) => r.cumulative_after)).size).toBe(ok);
    expect(rows.at(-1)!.cumulative_after).toBe(state.completed_qty);
  });
});
