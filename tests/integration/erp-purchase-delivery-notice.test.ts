import { beforeAll, describe, expect, it } from "vitest";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { call, login } from "../helpers/services";
import { lineQty, makeOrder, noticeBody } from "./erp-purchase.fixtures";

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

