import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { decCmp } from "@/lib/contracts/decimal";
import type { ListResult } from "@/lib/contracts/common";
import type { PurchaseOrderDetail, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { call, login } from "../helpers/services";
import { makeBulkSupplier, makeOrder } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";
import { businessToday } from "../helpers/business-day";

let sup: string;
let buyer: string;
let bulk: { venNo: string; token: string };

const list = (token: string, query: string) =>
  call<ListResult<PurchaseOrderRow>>("erp-purchase", "GET", `/purchase-order?${query}`, { token });

async function walk(token: string, query: string, limit = 97): Promise<PurchaseOrderRow[]> {
  const out: PurchaseOrderRow[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(token, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.body.returnCode).toBe(200);
    out.push(...res.body.data!.rows);
    cursor = res.body.data!.nextCursor;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
  bulk = await makeBulkSupplier("pobulk01", 1234);
});

describe("purchase order list", () => {
  it("walks every line exactly once in sort order, for any column and direction", async () => {
    const cmp: Record<string, (a: PurchaseOrderRow, b: PurchaseOrderRow) => number> = {
      podate: (a, b) => a.podate.localeCompare(b.podate),
      payqty: (a, b) => decCmp(a.payqty, b.payqty),
      isSend: (a, b) => Number(a.isSend) - Number(b.isSend),
      pono: (a, b) => (a.pono < b.pono ? -1 : a.pono > b.pono ? 1 : 0),
      lineNo: (a, b) => a.lineNo - b.lineNo,
    };
    for (const [field, compare] of Object.entries(cmp)) {
      for (const desc of [false, true]) {
        const got = await walk(bulk.token, `sort=${desc ? "-" : ""}${field}`);
        expect(got.length).toBe(1234);
        expect(new Set(got.map((r) => r.id)).size).toBe(1234);
        for (let i = 1; i < got.length; i++) {
          const c = compare(got[i - 1]!, got[i]!) || got[i - 1]!.id - got[i]!.id;
          expect(desc ? c > 0 : c < 0, `${field} ${desc ? "desc" : "asc"} at ${i}`).toBe(true);
        }
      }
    }
  });

  it("counts the first page only, capped at 10000 (10000+)", async () => {
    const big = await makeBulkSupplier("pobulk02", 10_050);
    const first = await list(big.token, "limit=5");
    expect(first.body.data).toMatchObject({ total: 10_000, totalCapped: true });
    const second = await list(big.token, `limit=5&cursor=${first.body.data!.nextCursor}`);
    expect(second.body.data).toMatchObject({ total: null, totalCapped: false });
    expect((await list(bulk.token, "limit=5")).body.data).toMatchObject({ total: 1234, totalCapped: false });
  });

  it("filters by PO number, dates, presets, item, statuses, direct delivery and due", async () => {
    const a = await makeOrder({ itemdesc: "滤镜_100% special", deldateOffset: 3 });
    const b = await makeOrder({ receiveStatus: "received", priceReview: "done", deldateOffset: -4 });
    const only = async (q: string) => (await walk(sup, q)).map((r) => r.orderId);
    expect(new Set(await only(`pono=${a.pono}`))).toEqual(new Set([a.orderId]));
    expect(await only(`pono=${a.pono}&receiveStatus=received`)).toEqual([]);
    expect(new Set(await only(`pono=${b.pono}&receiveStatus=received&podateRange=lastHalfMonth`))).toEqual(new Set([b.orderId]));
    expect(await only(`pono=${b.pono}&podateRange=nextMonth`)).toEqual([]);
    expect(await only(`pono=${a.pono}&podateFrom=2000-01-01&podateTo=2000-12-31`)).toEqual([]);
    expect(new Set(await only(`pono=${a.pono}&item=${encodeURIComponent("_100%")}`))).toEqual(new Set([a.orderId]));
    expect(await only(`pono=${a.pono}&item=${encodeURIComponent("x100%")}`)).toEqual([]);
    expect(new Set(await only(`item=IT-1&pono=${a.pono}`))).toEqual(new Set([a.orderId]));
    expect(await only(`pono=${a.pono}&isSend=true`)).toEqual([]);
    expect(await only(`pono=${a.pono}&venno=1002`)).toEqual([]);
    expect(new Set(await only(`pono=${a.pono}&due=soon`))).toEqual(new Set([a.orderId]));
    expect(new Set(await only(`pono=${b.pono}&due=overdue`))).toEqual(new Set([b.orderId]));
    expect(await only(`pono=${a.pono}&priceReviewStatus=pending`)).toEqual([]);
    expect(new Set(await only(`pono=${a.pono}&auditStatus=not_audited&completeStatus=open&deldateRange=nextHalfMonth`))).toEqual(new Set([a.orderId]));
  });

  it("answers 400 with the field for a forged cursor, and for a cursor of another sort", async () => {
    const first = await list(sup, "limit=2&sort=pono");
    const forged = Buffer.from(JSON.stringify(["pono", "x", "1; drop table x"])).toString("base64url");
    for (const q of [`sort=pono&cursor=${forged}`, `sort=payqty&cursor=${first.body.data!.nextCursor}`, "cursor=%%%"]) {
      const res = await list(sup, q);
      expect(res.body.returnCode, q).toBe(400);
      expect(Object.keys((res.body.data as unknown as { fieldErrors: object }).fieldErrors)).toContain("cursor");
    }
  });
});

describe("receive and reject", () => {
  it("receives once; a second receive or reject answers 409 with the catalogue message; history is written", async () => {
    const o = await makeOrder();
    const ok = await call<{ receiveStatus: string }>("erp-purchase", "POST", `/purchase-order/${o.orderId}/receive`, { token: sup });
    expect(ok.body.data?.receiveStatus).toBe("received");
    for (const action of ["receive", "reject"]) {
      const again = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/${action}`, { token: sup, body: { reason: "x" }, locale: "zh" });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("该订单已接收，不能重复操作");
    }
    const history = await call<Array<{ action: string; from: string; to: string; actorUserNo: string }>>("erp-purchase", "GET", `/purchase-order/${o.orderId}/audit`, { token: buyer });
    expect(history.body.data).toEqual([expect.objectContaining({ action: "receive", from: "not_received", to: "received", actorUserNo: "S1001" })]);
    const lines = await rows<{ receive_status: string }>(await getDb(), sql`select receive_status from purchase_order_lines where order_id = ${o.orderId}`);
    expect(lines.every((l) => l.receive_status === "received")).toBe(true);
  });

  it("refuses to receive while the price review is pending, but can reject with a reason", async () => {
    const o = await makeOrder({ priceReview: "pending" });
    const res = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/receive`, { token: sup });
    expect(res.body).toMatchObject({ returnCode: 409, message: "Order price review is not complete, cannot receive" });
    const noReason = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/reject`, { token: sup, body: { reason: "   " } });
    expect(noReason.body.returnCode).toBe(400);
    expect((noReason.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors.reason).toEqual(["Enter the reason for declining"]);
    const rejected = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/reject`, { token: sup, body: { reason: "交期不符" } });
    expect(rejected.body.returnCode).toBe(200);
    const [a] = await rows<{ reason: string; to_state: string }>(await getDb(), sql`select reason, to_state from audit_log where entity = 'purchase_order' and entity_id = ${String(o.orderId)}`);
    expect(a).toEqual({ reason: "交期不符", to_state: "rejected" });
  });

  it("batch: needs a selection, reports each order's outcome", async () => {
    const empty = await call("erp-purchase", "POST", "/purchase-order/batch/receive", { token: sup, body: { ids: [] } });
    expect(empty.body.returnCode).toBe(400);
    expect((empty.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors.ids).toEqual(["Please select at least one item"]);
    const [fresh, pending, done] = [await makeOrder(), await makeOrder({ priceReview: "pending" }), await makeOrder({ receiveStatus: "received" })];
    const other = await makeOrder({ venNo: "1002" });
    const res = await call<{ succeeded: number[]; failed: Array<{ id: number; returnCode: number }> }>("erp-purchase", "POST", "/purchase-order/batch/receive", {
      token: sup, body: { ids: [fresh.orderId, pending.orderId, done.orderId, other.orderId, fresh.orderId] },
    });
    expect(res.body.data!.succeeded).toEqual([fresh.orderId]);
    expect(res.body.data!.failed.map((f) => [f.id, f.returnCode])).toEqual([[pending.orderId, 409], [done.orderId, 409], [other.orderId, 404]]);
  });

  it("20 parallel receives of one order: exactly one 200, 19 × 409, one audit row", async () => {
    const o = await makeOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("erp-purchase", "POST", `/purchase-order/${o.orderId}/receive`, { token: sup })),
    );
    const codes = answers.map((a) => a.body.returnCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await auditCount("purchase_order", o.orderId)).toBe(1);
  });
});

const unanswered = { answer: null, answerReason: null, answeredBy: null, answeredAt: null };

describe("confirmation", () => {
  it("accepting needs every line, validates partial and back-order lines, and shows the differences", async () => {
    const waiting = await makeOrder();
    const early = await call("erp-purchase", "POST", `/purchase-order/${waiting.orderId}/confirm`, {
      token: sup, body: { lines: [{ lineId: waiting.lineIds[0], decision: "accept", promisedDate: "2030-01-01" }] },
    });
    expect(early.body.returnCode).toBe(400);
    expect((early.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors.lines).toEqual(["Accepting the order needs a confirmation for every line"]);

    const o = await makeOrder({ receiveStatus: "received", deldateOffset: 10 });
    const bad = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/confirm`, {
      token: sup,
      body: { lines: [
        { lineId: o.lineIds[0], decision: "partial", promisedDate: "2030-01-01", promisedQty: "100" },
        { lineId: waiting.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
        { lineId: o.lineIds[1], decision: "backorder", promisedDate: "2030-01-01" },
      ] },
    });
    expect(bad.body.returnCode).toBe(400);
    expect(Object.keys((bad.body.data as { fieldErrors: object }).fieldErrors).sort()).toEqual(["lines.2.reason"]);
    const bad2 = await call("erp-purchase", "POST", `/purchase-order/${o.orderId}/confirm`, {
      token: sup,
      body: { lines: [
        { lineId: o.lineIds[0], decision: "partial", promisedDate: "2030-01-01", promisedQty: "100" },
        { lineId: waiting.lineIds[0], decision: "accept", promisedDate: "2030-01-01" },
      ] },
    });
    expect(Object.keys((bad2.body.data as { fieldErrors: object }).fieldErrors).sort()).toEqual(["lines.0.promisedQty", "lines.1.lineId"]);

    const [{ d } = { d: "" }] = await rows<{ d: string }>(await getDb(), sql`select to_char(${businessToday(1)} + 13, 'YYYY-MM-DD') as d`);
    const ok = await call<PurchaseOrderDetail>("erp-purchase", "POST", `/purchase-order/${o.orderId}/confirm`, {
      token: sup,
      body: { lines: [
        { lineId: o.lineIds[0], decision: "partial", promisedDate: d, promisedQty: "60.5" },
        { lineId: o.lineIds[1], decision: "backorder", promisedDate: d, reason: "原纸缺货" },
      ] },
    });
    expect(ok.body.returnCode).toBe(200);
    const seen = await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${o.orderId}`, { token: buyer });
    expect(seen.body.data!.lines.map((l) => l.confirmation && { ...l.confirmation, confirmedAt: "" })).toEqual([
      { decision: "partial", promisedDate: d, promisedQty: "60.5000", reason: null, confirmedBy: expect.any(String), confirmedAt: "", qtyDiff: "39.5000", dateDiffDays: 3, schedule: [], ...unanswered },
      { decision: "backorder", promisedDate: d, promisedQty: "100.0000", reason: "原纸缺货", confirmedBy: expect.any(String), confirmedAt: "", qtyDiff: "0.0000", dateDiffDays: 3, schedule: [], ...unanswered },
    ]);
    expect(await auditCount("purchase_order", o.orderId, "confirm")).toBe(1);
  });
});

describe("dashboard warnings", () => {
  it("counts open lines due within 14 days and overdue, the same set the list's due filter shows", async () => {
    const before = (await call<{ dueSoon: number; overdue: number }>("erp-purchase", "GET", "/purchase-order/warnings", { token: sup })).body.data!;
    await makeOrder({ deldateOffset: 14, lines: 2 });
    await makeOrder({ deldateOffset: -1, lines: 3 });
    await makeOrder({ deldateOffset: 15, lines: 1 });
    await makeOrder({ deldateOffset: -1, receiveStatus: "rejected", lines: 1 });
    const after = (await call<{ dueSoon: number; overdue: number }>("erp-purchase", "GET", "/purchase-order/warnings", { token: sup })).body.data!;
    expect([after.dueSoon - before.dueSoon, after.overdue - before.overdue]).toEqual([2, 3]);
    expect((await list(sup, "due=soon&limit=1")).body.data!.total).toBe(after.dueSoon);
    expect((await list(sup, "due=overdue&limit=1")).body.data!.total).toBe(after.overdue);
  });
});
