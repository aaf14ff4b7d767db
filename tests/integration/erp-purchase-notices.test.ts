import { beforeAll, describe, expect, it } from "vitest";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { ReceiptDetail } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { call, login } from "../helpers/services";
import { lineQty, makeNotice, makeOrder, noticeBody } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";

let sup: string;
let buyer: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
const create = (token: string, body: unknown) => call<{ id: number; noticeNo: string }>("erp-purchase", "POST", "/delivery-notice", { token, body });
const detail = async (id: number) => (await call<DeliveryNoticeDetail>("erp-purchase", "GET", `/delivery-notice/${id}`, { token: sup })).body.data!;

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
});

describe("delivery notice rules (docs/requirements.md §5)", () => {
  it("requires the header fields and at least one purchase order", async () => {
    const res = await create(sup, { requiredDept: "", requiredDate: "2030-13-01", deliveryNo: " ", lines: [] });
    expect(fieldErrors(res.body)).toMatchObject({
      requiredDept: ["Enter the required department"],
      requiredDate: ["Enter a valid date (YYYY-MM-DD)"],
      deliveryNo: ["Enter the delivery number"],
      receiveAddress: ["Enter the receiving address"],
      storageLocation: ["Enter the storage location"],
      lines: ["Add at least one purchase order"],
    });
  });

  it("checks valuation = per-pack × packs + loose, this-time ≤ remaining, received and one-supplier lines", async () => {
    const o = await makeOrder({ receiveStatus: "received" });
    const waiting = await makeOrder();
    const other = await makeOrder({ receiveStatus: "received", venNo: "1002" });
    const mismatch = await create(sup, { ...noticeBody([]), lines: [{ poLineId: o.lineIds[0], thisQty: "10", perPack: "3", packs: 3, loose: "2" }] });
    expect(fieldErrors(mismatch.body)).toEqual({ "lines.0.loose": ["Per-pack × packs + loose must equal the this-time quantity"] });
    const over = await create(sup, noticeBody([{ poLineId: o.lineIds[0]!, qty: "100.0001" }, { poLineId: waiting.lineIds[0]!, qty: "1" }]));
    expect(fieldErrors(over.body)).toEqual({
      "lines.0.thisQty": ["The this-time quantity exceeds the remaining quantity 100"],
      "lines.1.poLineId": ["This order line cannot be delivered (not received, closed or not found)"],
    });
    const mixed = await create(buyer, noticeBody([{ poLineId: o.lineIds[0]!, qty: "1" }, { poLineId: other.lineIds[0]!, qty: "1" }]));
    expect(fieldErrors(mixed.body)).toEqual({ lines: ["All lines must belong to one supplier"] });
    expect((await lineQty(o.lineIds[0]!)).remain_qty).toBe("100.0000");
  });

  it("moves quantities from remaining to sent on save, edit and cancel, in the same transaction", async () => {
    const o = await makeOrder({ receiveStatus: "received" });
    const a = await create(sup, noticeBody([{ poLineId: o.lineIds[0]!, qty: "40" }, { poLineId: o.lineIds[1]!, qty: "12.5" }]));
    expect(a.body.returnCode).toBe(200);
    expect(await lineQty(o.lineIds[0]!)).toMatchObject({ sent_qty: "40.0000", remain_qty: "60.0000" });
    const n = await detail(a.body.data!.id);
    expect(n).toMatchObject({ status: "open", lineCount: 2, totalQty: "52.5000" });
    expect(n.lines[1]).toMatchObject({ thisQty: "12.5000", valuation: "12.5000", sentQty: "12.5000", remainQty: "87.5000" });

    const second = await create(sup, noticeBody([{ poLineId: o.lineIds[0]!, qty: "61" }]));
    expect(fieldErrors(second.body)["lines.0.thisQty"]).toEqual(["The this-time quantity exceeds the remaining quantity 60"]);

    const edited = await call("erp-purchase", "PUT", `/delivery-notice/${a.body.data!.id}`, {
      token: sup, body: noticeBody([{ poLineId: o.lineIds[0]!, qty: "100" }], { urgent: true, remark: "改为整单" }),
    });
    expect(edited.body.returnCode).toBe(200);
    expect(await lineQty(o.lineIds[0]!)).toMatchObject({ sent_qty: "100.0000", remain_qty: "0.0000" });
    expect(await lineQty(o.lineIds[1]!)).toMatchObject({ sent_qty: "0.0000", remain_qty: "100.0000" });
    expect(await detail(a.body.data!.id)).toMatchObject({ urgent: true, remark: "改为整单", lineCount: 1, totalQty: "100.0000" });

    const cancelled = await call("erp-purchase", "POST", `/delivery-notice/${a.body.data!.id}/cancel`, { token: sup, body: { reason: "车辆故障" } });
    expect(cancelled.body.returnCode).toBe(200);
    expect(await lineQty(o.lineIds[0]!)).toMatchObject({ sent_qty: "0.0000", remain_qty: "100.0000" });
    for (const [method, path, body] of [["PUT", "", noticeBody([{ poLineId: o.lineIds[0]!, qty: "1" }])], ["POST", "/cancel", {}]] as const) {
      const again = await call("erp-purchase", method, `/delivery-notice/${a.body.data!.id}${path}`, { token: sup, body });
      expect(again.body.returnCode).toBe(409);
    }
    const history = await call<Array<{ action: string }>>("erp-purchase", "GET", `/delivery-notice/${a.body.data!.id}/audit`, { token: buyer });
    expect(history.body.data!.map((h) => h.action)).toEqual(["create", "update", "cancel"]);
  });

  it("two notices racing for the same remaining quantity: one wins, the other is refused", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => create(sup, noticeBody([{ poLineId: o.lineIds[0]!, qty: "60" }]))));
    expect(answers.map((a) => a.body.returnCode).sort()).toEqual([200, 400, 400]);
    expect(await lineQty(o.lineIds[0]!)).toMatchObject({ sent_qty: "60.0000", remain_qty: "40.0000" });
  });

  it("lists candidate lines for the picker: received orders, open lines, remaining > 0", async () => {
    const o = await makeOrder({ receiveStatus: "received" });
    await create(sup, noticeBody([{ poLineId: o.lineIds[0]!, qty: "100" }]));
    const res = await call<{ rows: Array<{ id: number; remainQty: string }> }>("erp-purchase", "GET", `/delivery-notice/candidates?pono=${o.pono}`, { token: sup });
    expect(res.body.data!.rows).toEqual([expect.objectContaining({ id: o.lineIds[1], remainQty: "100.0000" })]);
  });
});

describe("goods receipts", () => {
  it("an internal user records a receipt: the notice is received, PO lines are booked, differences flagged", async () => {
    const n = await makeNotice(sup, "40");
    const lines = (await detail(n.noticeId)).lines;
    const bySupplier = await call("erp-purchase", "POST", "/purchase-receipt", {
      token: sup, body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: lines[0]!.id, recqty: "1", passqty: "1", instoreqty: "1" }] },
    });
    expect(bySupplier.body.returnCode).toBe(403);
    const badLine = await call("erp-purchase", "POST", "/purchase-receipt", {
      token: buyer,
      body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: lines[0]!.id, recqty: "40", passqty: "30", rejectqty: "5", instoreqty: "31" }] },
    });
    expect(fieldErrors(badLine.body)).toEqual({
      "lines.0.passqty": ["Passed + rejected must equal the received quantity"],
      "lines.0.instoreqty": ["The in-store quantity cannot exceed the passed quantity"],
    });
    const res = await call<{ id: number; recno: string; status: string }>("erp-purchase", "POST", "/purchase-receipt", {
      token: buyer,
      body: { noticeId: n.noticeId, recdate: "2030-01-20", carno: "仓管 李四", lines: [
        { noticeLineId: lines[0]!.id, recqty: "38", passqty: "36", rejectqty: "2", returnqty: "2", focqty: "1", instoreqty: "36" },
        { noticeLineId: lines[1]!.id, recqty: "40", passqty: "40", instoreqty: "30" },
      ] },
    });
    expect(res.body.data).toMatchObject({ status: "inspected" });
    const r = (await call<ReceiptDetail>("erp-purchase", "GET", `/purchase-receipt/${res.body.data!.id}`, { token: sup })).body.data!;
    expect(r).toMatchObject({ noticeNo: n.noticeNo, hasDifference: true, totalRecqty: "78.0000", totalPassqty: "76.0000", carno: "仓管 李四" });
    expect(r.lines.map((l) => [l.noticeQty, l.recqty, l.passqty, l.rejectqty, l.returnqty, l.focqty, l.instoreqty, l.diffQty])).toEqual([
      ["40.0000", "38.0000", "36.0000", "2.0000", "2.0000", "1.0000", "36.0000", "-2.0000"],
      ["40.0000", "40.0000", "40.0000", "0.0000", "0.0000", "0.0000", "30.0000", "0.0000"],
    ]);
    expect(await lineQty(n.lineIds[0]!)).toMatchObject({ recqty: "38.0000", sent_qty: "36.0000", remain_qty: "64.0000", complete_status: "open" });
    expect((await detail(n.noticeId)).status).toBe("received");
    const twice = await call("erp-purchase", "POST", "/purchase-receipt", { token: buyer, body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: lines[0]!.id, recqty: "1", passqty: "1", instoreqty: "1" }] } });
    expect(twice.body.returnCode).toBe(409);
    const edit = await call("erp-purchase", "PUT", `/delivery-notice/${n.noticeId}`, { token: sup, body: noticeBody([{ poLineId: n.lineIds[0]!, qty: "1" }]) });
    expect(edit.body.returnCode).toBe(409);
    expect(await auditCount("delivery_notice", n.noticeId, "receive")).toBe(1);
  });

  it("completes a PO line once its passed quantity reaches the ordered quantity", async () => {
    const n = await makeNotice(sup, "100", { lines: 1 });
    const [line] = (await detail(n.noticeId)).lines;
    await call("erp-purchase", "POST", "/purchase-receipt", {
      token: buyer, body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: line!.id, recqty: "100", passqty: "100", instoreqty: "100" }] },
    });
    expect(await lineQty(n.lineIds[0]!)).toMatchObject({ recqty: "100.0000", remain_qty: "0.0000", complete_status: "completed" });
  });
});
