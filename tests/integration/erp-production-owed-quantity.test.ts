import { beforeAll, describe, expect, it } from "vitest";
import type { BatchResult, ListResult } from "@/lib/contracts/common";
import type { OwedQuantityRow } from "@/lib/contracts/erp-production/owed-quantity";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { makeOwed, owedState } from "./erp-production.fixtures";

let sup: string;
let sub: string;
let other: string;
let factory: string;
beforeAll(async () => {
  [sup, sub, other, factory] = await Promise.all([login("sup1001"), login("sup1001a"), login("sup1002"), login("factory01")]);
});

const post = <T>(path: string, token: string, body?: unknown, locale = "en") => call<T>("erp-production", "POST", path, { token, body, locale });
const get = <T>(path: string, token: string) => call<T>("erp-production", "GET", path, { token });

describe("owed-quantity orders: confirm or dispute", () => {
  it("lists every field of the order for its supplier, filtered by number", async () => {
    const o = await makeOwed();
    const r = await get<ListResult<OwedQuantityRow>>(`/owed-quantity?owedNo=${o.owedNo}`, sup);
    expect(r.body.data!.rows).toHaveLength(1);
    expect(r.body.data!.rows[0]).toMatchObject({
      id: o.id, owedNo: o.owedNo, venno: "1001", projectNo: "PJ-T", workNo: "GD-T", owedItemNo: "BZ-T", owedItemName: "面纸", owedType: "半成品",
      shouldQty: "1000.0000", finishedQty: "950.0000", owedQty: "50.0000", complementQty: "20.0000", status: "pending", disputeReason: null,
    });
    expect((await get<ListResult<OwedQuantityRow>>(`/owed-quantity?owedNo=${o.owedNo}`, other)).body.data!.rows).toEqual([]);
  });

  it("the supplier confirms once; a second answer gets the catalogue message; audit written", async () => {
    const o = await makeOwed();
    const r = await post<{ status: string }>(`/owed-quantity/${o.id}/confirm`, sub);
    expect(r.body.data!.status).toBe("confirmed");
    const again = await post(`/owed-quantity/${o.id}/dispute`, sup, { reason: "late" }, "zh");
    expect(again.body.returnCode).toBe(409);
    expect(again.body.message).toBe("该欠数单已确认或已提出异议，不能重复操作");
    expect((await owedState(o.id)).status).toBe("confirmed");
    expect(await auditCount("owed_quantity", o.id, "confirmShortfall")).toBe(1);
  });

  it("a dispute needs a reason, and keeps it", async () => {
    const o = await makeOwed();
    const empty = await post(`/owed-quantity/${o.id}/dispute`, sup, { reason: "  " });
    expect(empty.body.returnCode).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Enter the reason for the dispute");
    expect((await owedState(o.id)).status).toBe("pending");
    const r = await post(`/owed-quantity/${o.id}/dispute`, sup, { reason: "已按数交货" });
    expect(r.body.returnCode).toBe(200);
    expect(await owedState(o.id)).toEqual({ status: "disputed", dispute_reason: "已按数交货" });
    expect(await auditCount("owed_quantity", o.id, "disputeShortfall")).toBe(1);
  });

  it("factory staff see the order but only the supplier answers it", async () => {
    const o = await makeOwed();
    expect((await get<ListResult<OwedQuantityRow>>(`/owed-quantity?owedNo=${o.owedNo}`, factory)).body.data!.rows).toHaveLength(1);
    expect((await post(`/owed-quantity/${o.id}/confirm`, factory)).body.returnCode).toBe(403);
    expect((await owedState(o.id)).status).toBe("pending");
  });

  it("batch confirm: at least one selection, and a per-order outcome", async () => {
    const empty = await post(`/owed-quantity/batch/confirm`, sup, { ids: [] });
    expect(JSON.stringify(empty.body)).toContain("Please select at least one item");
    const [a, b, foreign] = [await makeOwed(), await makeOwed({ status: "confirmed" }), await makeOwed({ venNo: "1002" })];
    const r = await post<BatchResult>(`/owed-quantity/batch/confirm`, sup, { ids: [a.id, b.id, foreign.id] });
    expect(r.body.data!.succeeded).toEqual([a.id]);
    expect(r.body.data!.failed).toEqual([
      { id: b.id, returnCode: 409, message: "This owed-quantity order has already been confirmed or disputed" },
      { id: foreign.id, returnCode: 404, message: "The record does not exist." },
    ]);
  });

  it("twenty parallel answers to one order: exactly one wins, one audit row", async () => {
    const o = await makeOwed();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      i % 2 ? post(`/owed-quantity/${o.id}/confirm`, sup) : post(`/owed-quantity/${o.id}/dispute`, sup, { reason: `r${i}` })));
    expect(answers.filter((a) => a.body.returnCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.returnCode === 409)).toHaveLength(19);
    expect(await auditCount("owed_quantity", o.id)).toBe(1);
  });

  it("the to-do counts pending orders of the scope, like the link's filter", async () => {
    await makeOwed();
    const todo = await get<{ pending: number }>(`/owed-quantity/todo`, sup);
    const listed = await get<ListResult<OwedQuantityRow>>(`/owed-quantity?status=pending&limit=1`, sup);
    expect(todo.body.data!.pending).toBe(listed.body.data!.total);
    expect(todo.body.data!.pending).toBeGreaterThan(0);
  });

  it("the audit history is the order's own, 404 for another supplier", async () => {
    const o = await makeOwed();
    await post(`/owed-quantity/${o.id}/dispute`, sup, { reason: "数量不符" });
    const h = await get<Array<{ action: string; from: string; to: string; reason: string }>>(`/owed-quantity/${o.id}/audit`, sup);
    expect(h.body.data!.map((e) => [e.action, e.from, e.to, e.reason])).toEqual([["disputeShortfall", "pending", "disputed", "数量不符"]]);
    expect((await get(`/owed-quantity/${o.id}/audit`, other)).body.returnCode).toBe(404);
  });
});
