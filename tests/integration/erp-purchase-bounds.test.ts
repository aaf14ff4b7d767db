import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { call, login } from "../helpers/services";
import { lineQty, makeNotice, makeOrder, noticeBody } from "./erp-purchase.fixtures";

/** Hostile input at the edges: values a well-formed request can carry that no column can hold. */
let sup: string;
let buyer: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors;
const forged = (key: string, value: string, id = 17) => Buffer.from(JSON.stringify([key, value, id])).toString("base64url");

beforeAll(async () => {
  sup = await login("sup1001");
  buyer = await login("buyer01");
});

describe("forged list cursors", () => {
  it.each([
    ["/purchase-order", "podate", "0000-01-01"],
    ["/purchase-order", "podate", "2026-02-30"],
    ["/purchase-order", "receiveDate", "2026-02-31"],
    ["/purchase-order", "lineNo", "2147483648"],
    ["/purchase-order", "payqty", "12345678901234567890"],
    ["/delivery-notice", "createdAt", "2026-02-31T10:00:00.000000Z"],
    ["/purchase-receipt", "-inputdate", "2026-01-01T24:00:00.000000Z"],
  ])("%s sorted by %s with %s → 400 at cursor, in the caller's language", async (path, sort, value) => {
    for (const [locale, message] of [["en", "start again from the first page"], ["zh", "请从第一页重新开始"]] as const) {
      const res = await call("erp-purchase", "GET", `${path}?sort=${sort}&cursor=${forged(sort, value)}`, { token: buyer, locale });
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)?.cursor?.[0]).toContain(message);
    }
  });

  it("a real cursor still walks on", async () => {
    const first = await call<{ nextCursor: string }>("erp-purchase", "GET", "/purchase-order?sort=lineNo&limit=1", { token: sup });
    const next = await call("erp-purchase", "GET", `/purchase-order?sort=lineNo&limit=1&cursor=${first.body.data!.nextCursor}`, { token: sup });
    expect(next.status).toBe(200);
  });
});

describe("quantities bounded by their columns (numeric(18,4))", () => {
  const receipt = (noticeId: number, lines: unknown[]) =>
    call("erp-purchase", "POST", "/purchase-receipt", { token: buyer, body: { noticeId, recdate: "2030-01-20", lines } });
  const noticeLines = async (id: number) =>
    (await call<DeliveryNoticeDetail>("erp-purchase", "GET", `/delivery-notice/${id}`, { token: sup })).body.data!.lines;
  const full = (noticeLineId: number, q: string) => ({ noticeLineId, recqty: q, passqty: q, instoreqty: q });

  it("a quantity over 14 digits is a field error naming the largest value", async () => {
    const n = await makeNotice(sup, "40", { lines: 1 });
    const [line] = await noticeLines(n.noticeId);
    const res = await receipt(n.noticeId, [full(line!.id, "100000000000000")]);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)?.["lines.0.recqty"]).toEqual(["The quantity is too large (at most 99,999,999,999,999.9999)"]);
    const zh = await call("erp-purchase", "POST", "/purchase-receipt", {
      token: buyer, locale: "zh", body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [full(line!.id, "100000000000000")] },
    });
    expect(fieldErrors(zh.body)?.["lines.0.recqty"]).toEqual(["数量过大（最大 99,999,999,999,999.9999）"]);
  });

  it("the largest quantity is taken when it fits (the probe's 99999999999999 used to answer 500)", async () => {
    const n = await makeNotice(sup, "40", { lines: 1 });
    const [line] = await noticeLines(n.noticeId);
    const res = await receipt(n.noticeId, [full(line!.id, "99999999999999")]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await lineQty(n.lineIds[0]!)).recqty).toBe("99999999999999.0000");
  });

  it("a receipt whose header total would overflow answers a field error on lines, nothing booked", async () => {
    const n = await makeNotice(sup, "40", { lines: 2 });
    const ls = await noticeLines(n.noticeId);
    const res = await receipt(n.noticeId, ls.map((l) => full(l.id, "99999999999999")));
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)?.lines).toContain("The total quantity would be too large (at most 99,999,999,999,999.9999)");
    expect((await lineQty(n.lineIds[0]!)).recqty).toBe("0.0000");
  });

  it("a receipt that would push a PO line's received total past the column answers a field error at its input line", async () => {
    const n = await makeNotice(sup, "40", { lines: 2 });
    const ls = await noticeLines(n.noticeId);
    await (await getDb()).execute(sql`update purchase_order_lines set recqty = 99999999999999, instoreqty = 99999999999990 where id = ${n.lineIds[1]!}`);
    // the input names the notice's second line first: the error belongs to input index 0
    const res = await receipt(n.noticeId, [full(ls[1]!.id, "10"), full(ls[0]!.id, "1")]);
    expect(res.status).toBe(400);
    const message = ["The total quantity would be too large (at most 99,999,999,999,999.9999)"];
    expect(fieldErrors(res.body)).toEqual({ "lines.0.recqty": message, "lines.0.instoreqty": message });
    expect(await lineQty(n.lineIds[0]!)).toMatchObject({ recqty: "0.0000", sent_qty: "40.0000" });
    const notice = await call<DeliveryNoticeDetail>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: sup });
    expect(notice.body.data!.status).toBe("open");
    expect((await receipt(n.noticeId, [full(ls[1]!.id, "9"), full(ls[0]!.id, "1")])).status).toBe(400);
    expect((await receipt(n.noticeId, [full(ls[1]!.id, "0"), full(ls[0]!.id, "1")])).status).toBe(200);
  });

  it("a notice whose total would overflow answers a field error on lines", async () => {
    const order = await makeOrder({ receiveStatus: "received", lines: 2, payqty: "99999999999999" });
    const res = await call("erp-purchase", "POST", "/delivery-notice", {
      token: sup, body: noticeBody(order.lineIds.map((poLineId) => ({ poLineId, qty: "99999999999999" }))),
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)?.lines).toEqual(["The total quantity would be too large (at most 99,999,999,999,999.9999)"]);
    const one = await call("erp-purchase", "POST", "/delivery-notice", {
      token: sup, body: noticeBody([{ poLineId: order.lineIds[0]!, qty: "99999999999999" }]),
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
  });
});
