import { beforeAll, describe, expect, it } from "vitest";
import type { BatchResult, ListResult } from "@/lib/contracts/common";
import { rights } from "@/lib/rights/codes";
import type { DeductionBillDetail, DeductionBillRow } from "@/lib/contracts/erp-production/deduction-bill";
import { services } from "@/services/registry";
import { pdf, png } from "../helpers/files";
import { call, login } from "../helpers/services";
import { auditCount, makeUser } from "../helpers/fixtures";
import { deductionState, makeDeduction, makeProcessingOrder } from "./erp-production.fixtures";

let buyer: string;
let sup: string;
let other: string;
beforeAll(async () => {
  [buyer, sup, other] = await Promise.all([login("buyer01"), login("sup1001"), login("sup1002")]);
});

const post = <T>(path: string, token: string, body?: unknown, locale = "en") => call<T>("erp-production", "POST", path, { token, body, locale });
const get = <T>(path: string, token: string) => call<T>("erp-production", "GET", path, { token });
async function upload(token: string, bytes: Uint8Array, name = "e.png") {
  const res = await services["erp-production"].app.fetch(new Request(`http://test/deduction-bill/evidence/upload?name=${name}`, {
    method: "POST", headers: { "x-token": token, "x-locale": "en" }, body: new Blob([Buffer.from(bytes)]),
  }));
  return (await res.json()) as { returnCode: number; message: string; data?: { id: string; url: string; kind: string } };
}
const today = () => new Date().toISOString().slice(0, 10);
const issueBody = (orderId: number, o: Record<string, unknown> = {}) => ({
  processingOrderId: orderId, billDate: today(), reasonCategory: "quality_defect", quantity: "10", amount: "250.50", description: "覆膜起泡", evidenceIds: [], ...o,
});

describe("issuing a deduction bill", () => {
  it("the buyer issues against an outsourced order with evidence; the supplier sees it with its evidence", async () => {
    const order = await makeProcessingOrder({ receiveStatus: "received" });
    const image = png();
    const [a, b] = [await upload(buyer, image), await upload(buyer, pdf(), "report.pdf")];
    expect([a.data!.kind, b.data!.kind]).toEqual(["png", "pdf"]);
    const r = await post<DeductionBillDetail>("/deduction-bill", buyer, issueBody(order.id, { evidenceIds: [a.data!.id, b.data!.id] }));
    expect(r.body.returnCode, JSON.stringify(r.body)).toBe(200);
    const bill = r.body.data!;
    expect(bill).toMatchObject({ status: "issued", amount: "250.50", quantity: "10.0000", venno: "1001", outNo: order.outNo, reasonCategory: "quality_defect" });
    expect(bill.billNo).toMatch(/^KK\d{8}\d{6}$/);
    expect(bill.evidence.map((e) => e.name).sort()).toEqual(["e.png", "report.pdf"]);
    const seen = await get<DeductionBillDetail>(`/deduction-bill/${bill.id}`, sup);
    expect(seen.body.data!.evidence).toHaveLength(2);
    const file = await services["erp-production"].app.fetch(new Request(`http://test/deduction-bill/file/${a.data!.id}`, { headers: { "x-token": sup } }));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
    const foreign = await services["erp-production"].app.fetch(new Request(`http://test/deduction-bill/file/${a.data!.id}`, { headers: { "x-token": other } }));
    expect(((await foreign.json()) as { returnCode: number }).returnCode).toBe(404);
    expect((await get(`/deduction-bill/${bill.id}`, other)).body.returnCode).toBe(404);
    expect(await auditCount("deduction_bill", bill.id, "issueDeduction")).toBe(1);
  });

  it("evidence is checked by its bytes, never its name", async () => {
    const fake = await upload(buyer, Buffer.from("MZ not really a png"), "x.png");
    expect(fake.returnCode).toBe(400);
    expect(fake.message).toBe("This type of file is not accepted. Accepted: PNG, JPEG, PDF.");
    const big = await upload(buyer, Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), "big.pdf");
    expect(big.returnCode).toBe(413);
  });

  it.each([
    [{ amount: "0" }, "amount", "The amount must be greater than 0"],
    [{ amount: "1.234" }, "amount", undefined],
    [{ reasonCategory: "mood" }, "reasonCategory", "Choose a reason category"],
    [{ description: " " }, "description", "Describe what is deducted and why"],
    [{ quantity: "-1" }, "quantity", undefined],
  ])("refuses %j on its field", async (patch, field, message) => {
    const order = await makeProcessingOrder({ receiveStatus: "received" });
    const r = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill", buyer, issueBody(order.id, patch));
    expect(r.body.returnCode).toBe(400);
    expect(Object.keys(r.body.data!.fieldErrors)).toContain(field);
    if (message) expect(r.body.data!.fieldErrors[field]).toContain(message);
  });

  it("business rules: bill date not after today, quantity within the order, the company's own order, own unbound evidence", async () => {
    const order = await makeProcessingOrder({ receiveStatus: "received" });
    const future = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill", buyer, issueBody(order.id, { billDate: "2098-01-01" }));
    expect(future.body.data!.fieldErrors.billDate![0]).toMatch(/^The bill date cannot be after today \(\d{4}-\d{2}-\d{2}\)$/);
    const over = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill", buyer, issueBody(order.id, { quantity: "101" }));
    expect(over.body.data!.fieldErrors.quantity).toEqual(["The quantity cannot exceed the order's outbound quantity (100)"]);
    const elsewhere = await makeProcessingOrder({ companyId: 3, receiveStatus: "received" });
    const foreign = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill", buyer, issueBody(elsewhere.id));
    expect(foreign.body.data!.fieldErrors.processingOrderId).toEqual(["Choose an outsourced order of your company"]);
    const used = await upload(buyer, png());
    expect((await post("/deduction-bill", buyer, issueBody(order.id, { evidenceIds: [used.data!.id] }))).body.returnCode).toBe(200);
    const again = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill", buyer, issueBody(order.id, { evidenceIds: [used.data!.id] }));
    expect(again.body.data!.fieldErrors.evidenceIds).toEqual(["An evidence file is missing or already used: upload it again"]);
  });

  it("only internal staff issue; a supplier cannot", async () => {
    const order = await makeProcessingOrder({ receiveStatus: "received" });
    expect((await post("/deduction-bill", sup, issueBody(order.id))).body.returnCode).toBe(403);
  });
});

describe("confirm, dispute and answer", () => {
  it("the supplier confirms an issued bill once", async () => {
    const b = await makeDeduction();
    const r = await post<DeductionBillDetail>(`/deduction-bill/${b.id}/confirm`, sup);
    expect(r.body.data!.status).toBe("confirmed");
    expect(r.body.data!.confirmedAt).not.toBeNull();
    const again = await post(`/deduction-bill/${b.id}/dispute`, sup, { reason: "x" }, "zh");
    expect(again.body.returnCode).toBe(409);
    expect(again.body.message).toBe("该扣款单已不在待确认状态");
    expect(await auditCount("deduction_bill", b.id, "confirmDeduction")).toBe(1);
  });

  it("dispute needs a reason; the buyer maintains, adjusts or withdraws; only a disputed bill is answered", async () => {
    const b = await makeDeduction();
    expect((await post(`/deduction-bill/${b.id}/answer`, buyer, { decision: "maintain", answer: "x" })).body.message).toBe("Only a disputed deduction bill can be answered");
    expect((await post(`/deduction-bill/${b.id}/dispute`, sup, { reason: "" })).body.returnCode).toBe(400);
    expect((await post(`/deduction-bill/${b.id}/dispute`, sup, { reason: "不良品已返工" })).body.returnCode).toBe(200);
    expect((await deductionState(b.id)).status).toBe("disputed");
    const noAmount = await post<{ fieldErrors: Record<string, string[]> }>(`/deduction-bill/${b.id}/answer`, buyer, { decision: "adjust", answer: "减半" });
    expect(noAmount.body.data!.fieldErrors.amount).toEqual(["Enter the adjusted amount"]);
    const adjusted = await post<DeductionBillDetail>(`/deduction-bill/${b.id}/answer`, buyer, { decision: "adjust", answer: "减半", amount: "50" });
    expect(adjusted.body.data).toMatchObject({ status: "issued", amount: "50.00", answer: "减半", disputeReason: "不良品已返工" });
    await post(`/deduction-bill/${b.id}/dispute`, sup, { reason: "仍不同意" });
    const withdrawn = await post<DeductionBillDetail>(`/deduction-bill/${b.id}/answer`, buyer, { decision: "withdraw", answer: "撤回" });
    expect(withdrawn.body.data!.status).toBe("withdrawn");
    const h = await get<Array<{ action: string; from: string | null; to: string | null; detail: Record<string, unknown> }>>(`/deduction-bill/${b.id}/audit`, sup);
    expect(h.body.data!.map((e) => [e.action, e.from, e.to])).toEqual([
      ["disputeDeduction", "issued", "disputed"], ["answerAdjust", "disputed", "issued"], ["disputeDeduction", "issued", "disputed"], ["answerWithdraw", "disputed", "withdrawn"],
    ]);
    expect(h.body.data![1]!.detail).toMatchObject({ amount: "50.00", previousAmount: "100.00" });
  });

  it("the buyer cannot confirm for the supplier; the supplier cannot answer", async () => {
    const b = await makeDeduction({ status: "disputed" });
    expect((await post(`/deduction-bill/${b.id}/confirm`, buyer)).body.returnCode).toBe(403);
    expect((await post(`/deduction-bill/${b.id}/answer`, sup, { decision: "withdraw", answer: "x" })).body.returnCode).toBe(403);
    expect((await deductionState(b.id)).status).toBe("disputed");
  });

  it("batch confirm: at least one bill, each in its own transaction with its own audit row, one outcome per bill in the caller's language", async () => {
    expect(JSON.stringify((await post("/deduction-bill/batch/confirm", sup, { ids: [] })).body)).toContain("Please select at least one item");
    const [a, b, done, foreign] = [await makeDeduction(), await makeDeduction(), await makeDeduction({ status: "confirmed" }), await makeDeduction({ venNo: "1002" })];
    const r = await post<BatchResult>("/deduction-bill/batch/confirm", sup, { ids: [a.id, done.id, b.id, a.id, foreign.id] }, "zh");
    expect(r.body.returnCode).toBe(200);
    expect(r.body.data).toEqual({
      succeeded: [a.id, b.id],
      failed: [{ id: done.id, returnCode: 409, message: "该扣款单已不在待确认状态" }, { id: foreign.id, returnCode: 404, message: "该记录不存在。" }],
    });
    expect([(await deductionState(a.id)).status, (await deductionState(b.id)).status, (await deductionState(foreign.id)).status]).toEqual(["confirmed", "confirmed", "issued"]);
    expect([await auditCount("deduction_bill", a.id, "confirmDeduction"), await auditCount("deduction_bill", b.id, "confirmDeduction"), await auditCount("deduction_bill", done.id)]).toEqual([1, 1, 0]);
  });

  it("batch dispute: one reason for all, required; each issued bill disputed with it", async () => {
    const [a, b] = [await makeDeduction(), await makeDeduction({ status: "withdrawn" })];
    const blank = await post<{ fieldErrors: Record<string, string[]> }>("/deduction-bill/batch/dispute", sup, { ids: [a.id], reason: " " });
    expect(blank.body.returnCode).toBe(400);
    expect(Object.keys(blank.body.data!.fieldErrors)).toEqual(["reason"]);
    const r = await post<BatchResult>("/deduction-bill/batch/dispute", sup, { ids: [a.id, b.id], reason: "数量不符" });
    expect(r.body.data).toEqual({ succeeded: [a.id], failed: [{ id: b.id, returnCode: 409, message: "This deduction bill is no longer waiting for confirmation" }] });
    expect(await deductionState(a.id)).toMatchObject({ status: "disputed", dispute_reason: "数量不符" });
  });

  it("batch actions: the buyer and a sub-account without the right get 403 and nothing changes", async () => {
    await makeUser("dbnoconf", { rights: [rights.deductionBill.view], venNo: "1001", mainUserNo: "S1001" });
    const noRight = await login("dbnoconf");
    const b = await makeDeduction();
    expect((await post("/deduction-bill/batch/confirm", buyer, { ids: [b.id] })).body.returnCode).toBe(403);
    expect((await post("/deduction-bill/batch/confirm", noRight, { ids: [b.id] })).body.returnCode).toBe(403);
    expect((await post("/deduction-bill/batch/dispute", noRight, { ids: [b.id], reason: "x" })).body.returnCode).toBe(403);
    expect((await deductionState(b.id)).status).toBe("issued");
  });

  it("twenty parallel batch confirmations of the same bills: each bill lands once, one audit row each", async () => {
    const bills = [await makeDeduction(), await makeDeduction(), await makeDeduction()];
    const ids = bills.map((b) => b.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post<BatchResult>("/deduction-bill/batch/confirm", sup, { ids })));
    expect(answers.flatMap((a) => a.body.data!.succeeded).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await auditCount("deduction_bill", id)).toBe(1);
  });

  it("twenty parallel confirmations and disputes of one bill: exactly one lands, one audit row", async () => {
    const b = await makeDeduction();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      i % 2 ? post(`/deduction-bill/${b.id}/confirm`, sup) : post(`/deduction-bill/${b.id}/dispute`, sup, { reason: `r${i}` })));
    expect(answers.filter((a) => a.body.returnCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.returnCode === 409)).toHaveLength(19);
    expect(await auditCount("deduction_bill", b.id)).toBe(1);
  });

  it("the to-do: a supplier's issued bills, a buyer's disputed ones, as the list filters count them", async () => {
    await makeDeduction();
    await makeDeduction({ status: "disputed" });
    for (const [token, status] of [[sup, "issued"], [buyer, "disputed"]] as const) {
      const todo = await get<{ count: number; status: string }>(`/deduction-bill/todo`, token);
      const listed = await get<ListResult<DeductionBillRow>>(`/deduction-bill?status=${status}&limit=1`, token);
      expect(todo.body.data).toEqual({ count: listed.body.data!.total, status });
    }
  });
});
