import { beforeAll, describe, expect, it } from "vitest";
import type { DeliveryNoticeDetail, NoticeCandidate } from "@/lib/contracts/erp-purchase/delivery-notice";
import { call, login } from "../helpers/services";
import { lineQty, makeOrder, noticeBody } from "./erp-purchase.fixtures";

/** Issue 16 item 3: quantities and dates that agree (confirmation, back-order date, late ship date, numbers in messages). */
let sup: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
const create = (body: unknown, locale = "en") => call<{ id: number; noticeNo: string }>("erp-purchase", "POST", "/delivery-notice", { token: sup, body, locale });
const confirm = (orderId: number, lines: unknown[], o: { clock?: () => Date; locale?: string } = {}) =>
  call("erp-purchase", "POST", `/purchase-order/${orderId}/confirm`, { token: sup, body: { lines }, ...o });

beforeAll(async () => {
  sup = await login("sup1001");
});

describe("the sendable quantity is what the supplier confirmed", () => {
  it("a line confirmed 'partial 8,000' of 10,000 refuses a notice for 9,900 and takes 8,000, then nothing more", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1, payqty: "10000" });
    expect((await confirm(o.orderId, [{ lineId: o.lineIds[0], decision: "partial", promisedDate: "2030-01-01", promisedQty: "8000" }])).body.returnCode).toBe(200);

    const candidates = await call<{ rows: NoticeCandidate[] }>("erp-purchase", "GET", `/delivery-notice/candidates?pono=${o.pono}`, { token: sup });
    expect(candidates.body.data!.rows.map((r) => [r.remainQty, r.sendableQty])).toEqual([["10000.0000", "8000.0000"]]);

    const over = await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "9900" }]));
    expect(over.body.returnCode).toBe(400);
    expect(fieldErrors(over.body)["lines.0.thisQty"]).toEqual(["The this-time quantity exceeds what the supplier confirmed: 8,000 still to send"]);
    const overVi = await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "9900" }]), "vi");
    expect(fieldErrors(overVi.body)["lines.0.thisQty"]![0]).toContain("8.000");

    expect((await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "8000" }]))).body.returnCode).toBe(200);
    expect(await lineQty(o.lineIds[0]!)).toMatchObject({ sent_qty: "8000.0000", remain_qty: "2000.0000" });
    const more = await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "1" }]));
    expect(fieldErrors(more.body)["lines.0.thisQty"]).toEqual(["The this-time quantity exceeds what the supplier confirmed: 0 still to send"]);
    const after = await call<{ rows: NoticeCandidate[] }>("erp-purchase", "GET", `/delivery-notice/candidates?pono=${o.pono}`, { token: sup });
    expect(after.body.data!.rows).toEqual([]);
  });

  it("without a confirmation the remaining quantity limits, written with the reader's grouping", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1, payqty: "12345.5" });
    const res = await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "20000" }]), "es");
    expect(fieldErrors(res.body)["lines.0.thisQty"]).toEqual(["La cantidad de este envío supera la pendiente (12.345,5)"]);
    const zh = await create(noticeBody([{ poLineId: o.lineIds[0]!, qty: "20000" }]), "zh");
    expect(fieldErrors(zh.body)["lines.0.thisQty"]).toEqual(["本次送货数量超过剩余数量 12,345.5"]);
  });
});

describe("a back-order promises a date from the company's today on", () => {
  it("refuses 2020-01-01 and yesterday, accepts today (Shenzhen's day at a frozen 16:30 UTC)", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1 });
    const clock = () => new Date("2026-11-22T16:30:00Z"); // 2026-11-23 00:30 in Shenzhen
    const line = (promisedDate: string) => [{ lineId: o.lineIds[0], decision: "backorder", promisedDate, reason: "原纸缺货" }];
    const old = await confirm(o.orderId, line("2020-01-01"), { clock });
    expect(old.body.returnCode).toBe(400);
    expect(fieldErrors(old.body)).toEqual({ "lines.0.promisedDate": ["A back-order needs a promised date from today (2026-11-23) on"] });
    expect((await confirm(o.orderId, line("2026-11-22"), { clock })).body.returnCode).toBe(400);
    expect((await confirm(o.orderId, line("2026-11-23"), { clock })).body.returnCode).toBe(200);
  });

  it("words the partial limit with the ordered quantity in the reader's locale", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1, payqty: "1500" });
    const res = await confirm(o.orderId, [{ lineId: o.lineIds[0], decision: "partial", promisedDate: "2030-01-01", promisedQty: "1500" }], { locale: "vi" });
    expect(fieldErrors(res.body)["lines.0.promisedQty"]![0]).toMatch(/1\.500$/);
  });
});

describe("a ship date after the required date needs a reason", () => {
  it("refuses it without one, keeps it with one, and forgets it once the dates agree", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1 });
    const lines = [{ poLineId: o.lineIds[0]!, qty: "5" }];
    const late = await create(noticeBody(lines, { requiredDate: "2030-01-15", deliverDate: "2030-01-20" }));
    expect(late.body.returnCode).toBe(400);
    expect(fieldErrors(late.body)).toEqual({ lateReason: ["The ship date is after the required date: enter the reason"] });
    const blank = await create(noticeBody(lines, { requiredDate: "2030-01-15", deliverDate: "2030-01-20", lateReason: "   " }));
    expect(fieldErrors(blank.body)).toHaveProperty("lateReason");

    const saved = await create(noticeBody(lines, { requiredDate: "2030-01-15", deliverDate: "2030-01-20", lateReason: "原纸到货延迟" }));
    expect(saved.body.returnCode).toBe(200);
    const detail = async () => (await call<DeliveryNoticeDetail>("erp-purchase", "GET", `/delivery-notice/${saved.body.data!.id}`, { token: sup })).body.data!;
    expect((await detail()).lateReason).toBe("原纸到货延迟");

    const onTime = await call("erp-purchase", "PUT", `/delivery-notice/${saved.body.data!.id}`, {
      token: sup,
      body: noticeBody(lines, { requiredDate: "2030-01-15", deliverDate: "2030-01-15", lateReason: "原纸到货延迟" }),
    });
    expect(onTime.body.returnCode).toBe(200);
    expect((await detail()).lateReason).toBe("");
  });
});
