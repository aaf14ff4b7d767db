import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import type { LookupResult, PlanDetails } from "@/lib/contracts/erp-production/delivery-plan";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { count, makePlan, makeStock, noteBody, stockState, unique, type PlanLineOpts } from "./erp-production-delivery.fixtures";

let wh: string;
let buyer: string;
beforeAll(async () => {
  wh = await login("factory01");
  buyer = await login("buyer01");
});

type Created = { id: number; deliveryNo: string; outboundReceiptNo: string };
const req = <T>(method: string, path: string, body?: unknown, token = wh, locale = "en") => call<T>("erp-production", method, path, { token, body, locale });
const create = (body: unknown, locale = "en") => req<Created>("POST", "/delivery-note", body, wh, locale);
const fieldErrors = (b: { data?: unknown }) => (b.data as { fieldErrors: Record<string, string[]> }).fieldErrors;

async function planWithStock(onHand = "1000", lines?: PlanLineOpts[]) {
  const plan = await makePlan({ lines });
  const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand });
  return { plan, stockId };
}

describe("create flow", () => {
  it("a wrong notice number answers the catalogue message; a confirmed notice answers its customers and lines", async () => {
    const missing = await req("GET", `/delivery-plan/lookup?noticeNo=NOPE${unique()}`, undefined, wh, "zh");
    expect(missing.body.returnCode).toBe(404);
    expect(missing.body.message).toBe("查询不到对应数据，请检查通知单号是否正确");
    const draft = await makePlan({ status: "released" });
    expect((await req("GET", `/delivery-plan/lookup?noticeNo=${draft.noticeNo}`)).body.message)
      .toBe("No corresponding data can be found, please check whether the notification number is correct");
    const { plan } = await planWithStock();
    const found = await req<LookupResult>("GET", `/delivery-plan/lookup?noticeNo=${plan.noticeNo}`);
    expect(found.body.data!.customers.map((c) => c.customerNo)).toEqual(["KH001"]);
    expect(found.body.data!.lines.map((l) => l.planLineId)).toEqual(plan.lineIds);
  });

  it("saves a note: delivery number, outbound receipt, stock allocated, notice quantities taken, audit", async () => {
    const { plan, stockId } = await planWithStock("1000");
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: "260" }], { packs: 2, loose: "50", spare: "10" }));
    expect(r.body.returnCode).toBe(200);
    expect(r.body.data!.deliveryNo).toMatch(/^SH\d{8}\d{6}$/);
    expect(r.body.data!.outboundReceiptNo).toMatch(/^CK\d{14}$/);
    expect(await stockState(stockId)).toEqual({ on_hand: "1000.0000", allocated: "260.0000" });
    const note = (await req<NoteDetail>("GET", `/delivery-note/${r.body.data!.id}`)).body.data!;
    expect(note.lines[0]).toMatchObject({ valuationQty: "250.0000", spareQty: "10.0000", totalQty: "260.0000", packs: 2 });
    expect(note.picks[0]).toMatchObject({ stockItemId: stockId, qty: "260.0000", outboundReceiptNo: r.body.data!.outboundReceiptNo });
    const again = await req<LookupResult>("GET", `/delivery-plan/lookup?noticeNo=${plan.noticeNo}`);
    expect(again.body.data!.lines[0]).toMatchObject({ unsentQty: "750.0000", spareUnsentQty: "0.0000" });
    expect(await auditCount("delivery_note", r.body.data!.id, "create")).toBe(1);
  });
});

describe("every §5 rule, with its catalogue message", () => {
  it("required header fields", async () => {
    const { plan, stockId } = await planWithStock();
    const body = { ...noteBody(plan, [{ stockItemId: stockId, qty: "100" }]), noticeNo: "", trackingNo: " ", plateNo: "", customerName: "", category: "",
      address: "", deliveryUnit: "", settlementLegalPerson: "", ownerLegalPerson: "" };
    const r = await create(body);
    expect(r.body.returnCode).toBe(400);
    expect(fieldErrors(r.body)).toMatchObject({
      noticeNo: ["Enter the notice number"], trackingNo: ["Enter the dedicated tracking number"], plateNo: ["Enter the plate number"],
      customerName: ["Enter the customer name"], category: ["Select the delivery type"], address: ["Enter the delivery address"],
      deliveryUnit: ["Enter the delivery unit"], settlementLegalPerson: ["Enter the settlement legal person"], ownerLegalPerson: ["Enter the owner legal person"],
    });
    const noDate = await create({ ...noteBody(plan, [{ stockItemId: stockId, qty: "100" }]), deliveryDate: "" });
    expect(Object.keys(fieldErrors(noDate.body))).toEqual(["deliveryDate"]);
  });

  it.each([
    ["spare above the spare still to send", { spare: "11", packs: 1 }, "lines.0.spareQty", "Spare quantity may not exceed the spare still to send (10)"],
    ["valuation above needed − returns", { packs: 9 }, "lines.0.valuationQty", "Valuation quantity may not exceed needed minus returns (800)"],
  ] as Array<[string, { packs: number; spare?: string }, string, string]>)("%s", async (_n, q, path, message) => {
    const { plan, stockId } = await planWithStock("5000", [{ orderQty: "1000", needed: "1000", returns: "200" }]);
    const total = String(q.packs * 100 + Number(q.spare ?? 0));
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: total }], q));
    expect(fieldErrors(r.body)[path]).toEqual([message]);
  });

  it("valuation and total above the unsent quantity", async () => {
    const { plan, stockId } = await planWithStock("5000", [{ orderQty: "1000", unsent: "300" }]);
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: "405" }], { packs: 4, spare: "5" }));
    expect(fieldErrors(r.body)["lines.0.valuationQty"]).toEqual(["Valuation quantity may not exceed the unsent order quantity (300)"]);
    expect(fieldErrors(r.body)["lines.0.totalQty"]).toEqual(["Total delivered may not exceed the unsent order quantity (300)"]);
    const total = await create(noteBody(plan, [{ stockItemId: stockId, qty: "305" }], { packs: 3, spare: "5" }));
    expect(fieldErrors(total.body)["lines.0.totalQty"]).toEqual(["Total delivered may not exceed the unsent order quantity (300)"]);
  });

  it("valuation = per-pack × packs + loose, and valuation + spare = total", async () => {
    const { plan, stockId } = await planWithStock();
    const body = noteBody(plan, [{ stockItemId: stockId, qty: "100" }]);
    const r = await create({ ...body, lines: [{ ...body.lines[0]!, valuationQty: "90", totalQty: "100" }] });
    expect(fieldErrors(r.body)["lines.0.valuationQty"]).toEqual(["Valuation quantity must equal per-pack × packs + loose"]);
    expect(fieldErrors(r.body)["lines.0.totalQty"]).toEqual(["Valuation plus spare must equal the total"]);
  });

  it("Σ delivery = Σ picks, else operation failed (zh too)", async () => {
    const { plan, stockId } = await planWithStock();
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: "90" }]), "zh");
    expect(fieldErrors(r.body)["lines.0.picks"]).toEqual(["操作失败：送货总数与拣货总数不一致"]);
  });

  it("the selected stock must not be less than the selected orders", async () => {
    const { plan, stockId } = await planWithStock("80");
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]));
    expect(fieldErrors(r.body)["lines.0.picks"]).toEqual(["The selected stock (80) is less than the selected orders"]);
  });

  it("one outbound note holds one owner legal person only", async () => {
    const { plan, stockId } = await planWithStock("100");
    const other = await makeStock({ productCode: plan.productCodes[0]!, onHand: "100", owner: "华印集团控股有限公司" });
    const r = await create(noteBody(plan, [{ stockItemId: stockId, qty: "50" }, { stockItemId: other, qty: "50" }]));
    expect(fieldErrors(r.body)["lines.0.picks.1.stockItemId"]).toEqual(["One outbound note holds one owner legal person only (华印包装（深圳）有限公司)"]);
    expect(await stockState(stockId)).toEqual({ on_hand: "100.0000", allocated: "0.0000" });
  });

  it("at least one detail and one pick on submit", async () => {
    const { plan, stockId } = await planWithStock();
    const body = noteBody(plan, [{ stockItemId: stockId, qty: "100" }]);
    expect(fieldErrors((await create({ ...body, lines: [] })).body).lines).toEqual(["Add at least one delivery detail"]);
    const noPick = await create({ ...body, lines: [{ ...body.lines[0]!, picks: [] }] });
    expect(fieldErrors(noPick.body).lines).toEqual(["Pick at least one stock line"]);
  });

  it("customer number, delivery type and notice number must be correct", async () => {
    const { plan, stockId } = await planWithStock();
    const body = noteBody(plan, [{ stockItemId: stockId, qty: "100" }]);
    const r = await create({ ...body, customerId: plan.customerId + 1, category: "teleport" });
    expect(fieldErrors(r.body).customerId).toEqual(["Please select the correct customer number"]);
    expect(fieldErrors(r.body).category).toEqual(["Please select the correct delivery type"]);
    const wrong = await create({ ...body, noticeNo: `X${plan.noticeNo}` });
    expect(fieldErrors(wrong.body).noticeNo).toEqual(["Please enter the correct notice number"]);
  });
});

describe("concurrency", () => {
  it("20 parallel notes on one batch: stock never negative, successes add up to the allocation, losers get a 409 naming the batch", async () => {
    const plan = await makePlan({ lines: [{ orderQty: "100000" }] });
    const batchNo = `RACE${unique()}`;
    const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "1050", batchNo });
    const results = await Promise.all(Array.from({ length: 20 }, () => create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))));
    const ok = results.filter((r) => r.body.returnCode === 200);
    const lost = results.filter((r) => r.body.returnCode !== 200);
    expect(ok).toHaveLength(10);
    expect(lost).toHaveLength(10);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.body.returnCode).toBe(409);
      expect(r.body.message).toBe(`Not enough stock left in batch ${batchNo} (${plan.productCodes[0]}): another delivery took it first. Nothing of this note was saved.`);
    }
    expect(await stockState(stockId)).toEqual({ on_hand: "1050.0000", allocated: "1000.0000" });
    expect(await count("delivery_notes", sql`plan_id = ${plan.planId}`)).toBe(10);
    expect(await count("delivery_note_picks", sql`stock_item_id = ${stockId}`)).toBe(10);
  }, 120_000);

  it("a stock line of another product is refused on its pick", async () => {
    const plan = await makePlan({ lines: [{ orderQty: "1000" }, { orderQty: "1000" }] });
    const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "150", batchNo: `BR${unique()}` });
    const body = noteBody(plan, [{ stockItemId: stockId, qty: "100" }]);
    const r = await create({ ...body, lines: [...body.lines, { ...body.lines[0]!, planLineId: plan.lineIds[1]! }] });
    expect(fieldErrors(r.body)["lines.1.picks.0.stockItemId"]).toEqual(["This stock line is not of the detail's product"]);
  });

  it("50 parallel saves draw 50 distinct delivery numbers", async () => {
    const { plan, stockId } = await planWithStock("100000", [{ orderQty: "100000" }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))));
    const numbers = results.map((r) => r.body.data?.deliveryNo);
    expect(numbers.every(Boolean)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    expect((await stockState(stockId)).allocated).toBe("5000.0000");
  }, 120_000);
});

describe("approve, upload, receipt", () => {
  it("approve ⇄ unapprove; upload books once under 10 parallel uploads; unapprove refused once uploaded", async () => {
    const { plan, stockId } = await planWithStock("500");
    const { id } = (await create(noteBody(plan, [{ stockItemId: stockId, qty: "200" }], { packs: 2 }))).body.data!;
    expect((await req("POST", `/delivery-note/${id}/upload`)).body.message).toBe("Approve the note before uploading it");
    expect((await req<{ approvalStatus: string }>("POST", `/delivery-note/${id}/approve`)).body.data!.approvalStatus).toBe("approved");
    expect((await req("POST", `/delivery-note/${id}/approve`)).body.message).toBe("The note is already approved");
    expect((await req("DELETE", `/delivery-note/${id}`)).body.message).toBe("An approved note is read-only");
    expect((await req<{ approvalStatus: string }>("POST", `/delivery-note/${id}/unapprove`)).body.data!.approvalStatus).toBe("not_approved");
    await req("POST", `/delivery-note/${id}/approve`);
    const ups = await Promise.all(Array.from({ length: 10 }, () => req<{ uploadStatus: string }>("POST", `/delivery-note/${id}/upload`)));
    expect(ups.every((u) => u.body.data?.uploadStatus === "uploaded")).toBe(true);
    expect(await count("stock_movements", sql`stock_item_id = ${stockId}`)).toBe(1);
    expect(await stockState(stockId)).toEqual({ on_hand: "300.0000", allocated: "0.0000" });
    expect(await auditCount("delivery_note", id, "upload")).toBe(1);
    expect((await req("POST", `/delivery-note/${id}/unapprove`, undefined, wh, "zh")).body.message).toBe("送货单已上传，不能再修改");
    expect(await auditCount("delivery_note", id)).toBe(5);
  });

  it("the receipt: signed quantity, a difference needs its reason, who signed and when", async () => {
    const { plan, stockId } = await planWithStock("500");
    const { id } = (await create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))).body.data!;
    const lineId = (await req<NoteDetail>("GET", `/delivery-note/${id}`)).body.data!.lines[0]!.id;
    const receipt = { signedBy: "林小姐", signedAt: "2026-11-26T10:30", lines: [{ lineId, signedQty: "98" }] };
    expect((await req("POST", `/delivery-note/${id}/receipt`, receipt)).body.message).toBe("The receipt can be recorded once the note is uploaded");
    await req("POST", `/delivery-note/${id}/approve`);
    await req("POST", `/delivery-note/${id}/upload`);
    const noReason = await req("POST", `/delivery-note/${id}/receipt`, receipt);
    expect(fieldErrors(noReason.body)["lines.0.differenceReason"]).toEqual(["Enter the reason for the difference"]);
    const ok = await req<NoteDetail>("POST", `/delivery-note/${id}/receipt`, { ...receipt, lines: [{ lineId, signedQty: "98", differenceReason: "2 件破损" }] });
    expect(ok.body.data!.signedBy).toBe("林小姐");
    expect(ok.body.data!.signedAt).toBe("2026-11-26T02:30:00.000Z");
    expect(ok.body.data!.lines[0]).toMatchObject({ signedQty: "98.0000", differenceReason: "2 件破损" });
  });

  it("deleting a note that is not approved gives its stock and quantities back", async () => {
    const { plan, stockId } = await planWithStock("500");
    const { id } = (await create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))).body.data!;
    expect((await req("DELETE", `/delivery-note/${id}`)).body.returnCode).toBe(200);
    expect(await stockState(stockId)).toEqual({ on_hand: "500.0000", allocated: "0.0000" });
    expect((await req<LookupResult>("GET", `/delivery-plan/lookup?noticeNo=${plan.noticeNo}`)).body.data!.lines[0]!.unsentQty).toBe("1000.0000");
  });
});

describe("print, scope, plans", () => {
  it("prints 1 to 10 notes; 11 are refused", async () => {
    const { plan, stockId } = await planWithStock("1000");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))).body.data!.id);
    const three = await req<NoteDetail[]>("GET", `/delivery-note/print?ids=${ids.join(",")}`);
    expect(three.body.data!.map((n) => n.id)).toEqual(ids);
    const eleven = await req("GET", `/delivery-note/print?ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`);
    expect(eleven.body.returnCode).toBe(400);
    expect(JSON.stringify(eleven.body)).toContain("At most 10 delivery notes can be printed at once");
  });

  it("another company's note answers like a missing one", async () => {
    const other = await login("switch04", 2);
    const plan = await makePlan({ companyId: 2 });
    const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "500", companyId: 2, owner: "华印包装（深圳）有限公司" });
    const r = await req<Created>("POST", "/delivery-note", noteBody(plan, [{ stockItemId: stockId, qty: "100" }]), other);
    expect(r.body.returnCode).toBe(200);
    for (const [m, p] of [["GET", ""], ["POST", "/approve"], ["POST", "/upload"], ["DELETE", ""]] as const) {
      expect((await req(m, `/delivery-note/${r.body.data!.id}${p}`)).body.returnCode).toBe(404);
    }
    expect((await req("POST", "/delivery-note", noteBody(plan, [{ stockItemId: stockId, qty: "100" }]))).body.returnCode).toBe(400);
  });

  it("release then confirm, each once; the details group per day and customer; suppliers are refused", async () => {
    const plan = await makePlan({ status: "draft" });
    expect((await req("POST", `/delivery-plan/${plan.planId}/confirm`, undefined, buyer)).body.message).toBe("Only a released notice can be confirmed");
    expect((await req<{ status: string }>("POST", `/delivery-plan/${plan.planId}/release`, undefined, buyer)).body.data!.status).toBe("released");
    expect((await req("POST", `/delivery-plan/${plan.planId}/release`, undefined, buyer)).body.message).toBe("Only a drafted notice can be released");
    expect((await req<{ status: string }>("POST", `/delivery-plan/${plan.planId}/confirm`)).body.data!.status).toBe("confirmed");
    expect(await auditCount("delivery_plan", plan.planId)).toBe(2);
    const details = (await req<PlanDetails>("GET", "/delivery-plan/details?range=nextHalfMonth&customerNo=KH001")).body.data!;
    const group = details.groups.find((g) => g.lines.some((l) => l.planId === plan.planId))!;
    expect(group.customerNo).toBe("KH001");
    expect(group.lines.every((l) => l.noticeNo && group.sendDate)).toBe(true);
    const sup = await login("sup1001");
    expect((await req("GET", "/delivery-plan/details", undefined, sup)).body.returnCode).toBe(403);
  });
});
