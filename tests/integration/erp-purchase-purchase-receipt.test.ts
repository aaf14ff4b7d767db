import { beforeAll, describe, expect, it } from "vitest";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { ReceiptDetail } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { call, login } from "../helpers/services";
import { lineQty, makeNotice, noticeBody } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";

let sup: string;
let buyer: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
const detail = async (id: number) => (await call<DeliveryNoticeDetail>("erp-purchase", "GET", `/delivery-notice/${id}`, { token: sup })).body.data!;

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
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
