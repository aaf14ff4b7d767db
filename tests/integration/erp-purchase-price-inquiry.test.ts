import { beforeAll, describe, expect, it } from "vitest";
import { call, login } from "../helpers/services";
import { pdf, png } from "../helpers/files";
import { businessDate } from "@/lib/business-time";
import { makeOrder } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";
import { at, hour, inquiryStatus, makeInquiry, quote, quoteCount, quoteLine } from "./erp-purchase-price-inquiry.fixtures";

const tokens: Record<string, string> = {};
const mp4Head = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\x02\0isomiso2", "binary")]);
beforeAll(async () => {
  for (const u of ["buyer01", "sup1001", "sup1002", "sup1004", "sup1005"]) tokens[u] = await login(u, 1);
  tokens.buyer02 = await login("buyer02", 3);
});

const get = <T>(token: string, path: string, now?: number) => call<T>("erp-purchase", "GET", path, { token, clock: now === undefined ? undefined : at(now) });

describe("price inquiry: release, quote until the deadline, compare, award, price review", () => {
  it("runs the whole sourcing event, and an order line at the awarded price passes the price review", async () => {
    const t0 = Date.now();
    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001", "1002", "1004"], deadline: t0 + hour, releaseAt: t0 });
    const [l1, l2] = inq.lineIds as [number, number];

    expect((await quote(tokens.sup1001!, inq.id, [quoteLine(l1, "5.20"), quoteLine(l2, "3.10")], t0 + 60_000)).body.returnCode).toBe(200);
    expect((await quote(tokens.sup1002!, inq.id, [quoteLine(l1, "5.50", { leadDays: 3 })], t0 + 120_000)).body.returnCode).toBe(200);
    const revised = await quote(tokens.sup1002!, inq.id, [quoteLine(l1, "4.90", { leadDays: 5, remark: "volume discount" })], t0 + hour - 1000);
    expect(revised.body.returnCode).toBe(200);
    const own = revised.body.data!.lines.find((l) => l.id === l1)!;
    expect(own.quote).toMatchObject({ revision: 2, unitPrice: "4.900000" });
    expect(own.history).toHaveLength(2);

    // sealed: the buyer cannot compare before the deadline, and a supplier sees only its own quote
    expect((await get(tokens.buyer01!, `/price-inquiry/${inq.id}/comparison`, t0 + 2000)).body.returnCode).toBe(409);
    const seen = await get<Record<string, unknown>>(tokens.sup1001!, `/quotation/inquiry/${inq.id}`, t0 + 2000);
    expect(JSON.stringify(seen.body.data)).not.toContain("\"4.900000\"");
    expect(JSON.stringify(seen.body.data)).not.toContain("1002");
    expect(Object.keys(seen.body.data!)).not.toContain("suppliers");

    // one second after the deadline: refused with a clear message, nothing stored
    const late = await call("erp-purchase", "POST", `/quotation/inquiry/${inq.id}/quote`, { token: tokens.sup1001, body: { lines: [quoteLine(l1, "1.00")] }, clock: at(inq.deadline + 1000), locale: "en" });
    expect(late.body.returnCode).toBe(409);
    expect(late.body.message).toBe("The quote deadline has passed: quotes can no longer be submitted or revised.");
    expect(await quoteCount(inq.id)).toBe(4);

    const after = inq.deadline + 1000;
    // The award's price records are valid from its business day, which an hour on may already be tomorrow in Shenzhen.
    const awardDay = businessDate(new Date(after), "Asia/Shanghai");
    const detail = await get<{ status: string }>(tokens.buyer01!, `/price-inquiry/${inq.id}`, after);
    expect(detail.body.data!.status).toBe("closed");
    const cmp = await get<{ lines: Array<{ id: number; quotes: Array<{ quoteId: number; venNo: string; unitPrice: string; lowest: boolean; leadDays: number; history: unknown[] }> }> }>(
      tokens.buyer01!, `/price-inquiry/${inq.id}/comparison`, after);
    expect(cmp.body.returnCode).toBe(200);
    const line1 = cmp.body.data!.lines.find((l) => l.id === l1)!;
    expect(line1.quotes.map((q) => [q.venNo, q.unitPrice, q.lowest, q.leadDays, q.history.length])).toEqual([
      ["1002", "4.900000", true, 5, 2],
      ["1001", "5.200000", false, 7, 1],
    ]);
    const win1 = line1.quotes[0]!.quoteId;
    const win2 = cmp.body.data!.lines.find((l) => l.id === l2)!.quotes[0]!.quoteId;

    const awarded = await call("erp-purchase", "POST", `/price-inquiry/${inq.id}/award`, { token: tokens.buyer01, body: { lines: [{ lineId: l1, quoteId: win1 }, { lineId: l2, quoteId: win2 }] }, clock: at(after) });
    expect(awarded.body.returnCode).toBe(200);
    expect(await inquiryStatus(inq.id)).toBe("awarded");
    expect(await auditCount("price_inquiry", inq.id, "award")).toBe(1);

    // price records: each supplier sees only its own awarded price, the buyer both
    const prices = (token: string) => get<{ rows: Array<{ itemno: string; venno: string; unitPrice: string }> }>(token, `/quotation/price?item=${inq.itemnos[0]}`);
    expect((await prices(tokens.sup1002!)).body.data!.rows.map((r) => [r.venno, r.unitPrice])).toEqual([["1002", "4.900000"]]);
    expect((await prices(tokens.sup1001!)).body.data!.rows).toEqual([]);
    expect((await prices(tokens.buyer01!)).body.data!.rows).toHaveLength(1);
    expect((await prices(tokens.buyer02!)).body.data!.rows).toEqual([]);

    // the purchase order price review
    const match = await makeOrder({ venNo: "1002", priceReview: "pending", lines: 1, itemno: inq.itemnos[0], dj: "4.90", podate: awardDay });
    const review = await call<{ priceReviewStatus: string; lines: Array<{ passed: boolean }> }>("erp-purchase", "POST", `/purchase-order/${match.orderId}/price-review`, { token: tokens.buyer01 });
    expect(review.body.data).toMatchObject({ priceReviewStatus: "done", lines: [{ passed: true }] });
    expect((await call("erp-purchase", "POST", `/purchase-order/${match.orderId}/receive`, { token: tokens.sup1002 })).body.returnCode).toBe(200);

    const wrongPrice = await makeOrder({ venNo: "1002", priceReview: "pending", lines: 1, itemno: inq.itemnos[0], dj: "5.00", podate: awardDay });
    const refused = await call<{ priceReviewStatus: string; lines: Array<{ passed: boolean; recordPrice: string }> }>("erp-purchase", "POST", `/purchase-order/${wrongPrice.orderId}/price-review`, { token: tokens.buyer01 });
    expect(refused.body.data).toMatchObject({ priceReviewStatus: "pending", lines: [{ passed: false, recordPrice: "4.900000" }] });
    const otherSupplier = await makeOrder({ venNo: "1001", priceReview: "pending", lines: 1, itemno: inq.itemnos[0], dj: "4.90", podate: awardDay });
    expect((await call<{ priceReviewStatus: string }>("erp-purchase", "POST", `/purchase-order/${otherSupplier.orderId}/price-review`, { token: tokens.buyer01 })).body.data!.priceReviewStatus).toBe("pending");
    expect((await call("erp-purchase", "POST", `/purchase-order/${wrongPrice.orderId}/price-review`, { token: tokens.buyer02 })).body.returnCode).toBe(404);
  });

  it("keeps a revision made one second before the deadline and refuses one at the deadline", async () => {
    const t0 = Date.now();
    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], lines: 1, deadline: t0 + hour, releaseAt: t0 });
    const lineId = inq.lineIds[0]!;
    expect((await quote(tokens.sup1001!, inq.id, [quoteLine(lineId, "2.00")], t0)).body.returnCode).toBe(200);
    const lastSecond = await quote(tokens.sup1001!, inq.id, [quoteLine(lineId, "1.80")], inq.deadline - 1000);
    expect(lastSecond.body.returnCode).toBe(200);
    expect(lastSecond.body.data!.lines[0]!.history).toHaveLength(2);
    expect((await quote(tokens.sup1001!, inq.id, [quoteLine(lineId, "1.70")], inq.deadline)).body.returnCode).toBe(409);
    expect((await quote(tokens.sup1001!, inq.id, [quoteLine(lineId, "1.70")], inq.deadline + 1000)).body.returnCode).toBe(409);
    const view = await get<{ status: string; open: boolean; lines: Array<{ quote: { unitPrice: string }; history: unknown[] }> }>(tokens.sup1001!, `/quotation/inquiry/${inq.id}`, inq.deadline + 1000);
    expect(view.body.data).toMatchObject({ status: "closed", open: false, lines: [{ quote: { unitPrice: "1.800000" } }] });
    expect(view.body.data!.lines[0]!.history).toHaveLength(2);
  });

  it("hides an inquiry from suppliers not invited, from other companies and while it is a draft", async () => {
    const t0 = Date.now();
    const draft = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], draft: true });
    expect((await get(tokens.sup1001!, `/quotation/inquiry/${draft.id}`)).body.returnCode).toBe(404);
    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], lines: 1, deadline: t0 + hour, releaseAt: t0 });
    const missing = await get(tokens.sup1001!, "/quotation/inquiry/2147483647");
    for (const token of [tokens.sup1005!, tokens.sup1002!]) {
      const a = await get(token, `/quotation/inquiry/${inq.id}`);
      expect(a.body).toEqual(missing.body);
      expect((await quote(token, inq.id, [quoteLine(inq.lineIds[0]!, "1")], t0)).body.returnCode).toBe(404);
      const list = await get<{ rows: Array<{ inquiryNo: string }> }>(token, `/quotation/inquiry?q=${inq.inquiryNo}`);
      expect(list.body.data!.rows).toEqual([]);
    }
    expect((await get(tokens.buyer02!, `/price-inquiry/${inq.id}`)).body.returnCode).toBe(404);
    const invited = await get<{ rows: Array<{ inquiryNo: string; status: string }> }>(tokens.sup1001!, `/quotation/inquiry?q=${inq.inquiryNo}`);
    expect(invited.body.data!.rows.map((r) => r.status)).toEqual(["open"]);
  });

  it("edits only drafts, releases only before the deadline, cancels with a reason and awards once under parallel calls", async () => {
    const t0 = Date.now();
    const draft = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], draft: true, deadline: t0 + hour });
    expect((await call("erp-purchase", "POST", `/price-inquiry/${draft.id}/release`, { token: tokens.buyer01, clock: at(t0 + 2 * hour) })).body.returnCode).toBe(409);
    expect(await inquiryStatus(draft.id)).toBe("draft");
    expect((await call("erp-purchase", "POST", `/price-inquiry/${draft.id}/cancel`, { token: tokens.buyer01, body: { reason: "Spec changed" } })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "POST", `/price-inquiry/${draft.id}/cancel`, { token: tokens.buyer01, body: { reason: "again" } })).body.returnCode).toBe(409);

    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001", "1002"], lines: 1, deadline: t0 + hour, releaseAt: t0 });
    const edit = await call("erp-purchase", "PUT", `/price-inquiry/${inq.id}`, { token: tokens.buyer01, body: { title: "x", currency: "CNY", quoteDeadline: new Date(t0 + hour).toISOString(), lines: [{ itemno: "A", itemdesc: "a", qty: "1", requiredDate: "2030-01-01" }], supplierIds: [1] } });
    expect(edit.body.returnCode).toBe(409);
    await quote(tokens.sup1001!, inq.id, [quoteLine(inq.lineIds[0]!, "9")], t0);
    const q2 = await quote(tokens.sup1002!, inq.id, [quoteLine(inq.lineIds[0]!, "8")], t0);
    expect(q2.body.returnCode).toBe(200);
    const cmp = await get<{ lines: Array<{ quotes: Array<{ quoteId: number }> }> }>(tokens.buyer01!, `/price-inquiry/${inq.id}/comparison`, inq.deadline + 1000);
    const quoteId = cmp.body.data!.lines[0]!.quotes[0]!.quoteId;
    const answers = await Promise.all(Array.from({ length: 5 }, () =>
      call("erp-purchase", "POST", `/price-inquiry/${inq.id}/award`, { token: tokens.buyer01, body: { lines: [{ lineId: inq.lineIds[0], quoteId }] }, clock: at(inq.deadline + 1000) })));
    expect(answers.map((a) => a.body.returnCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditCount("price_inquiry", inq.id, "award")).toBe(1);
  });

  it("counts parallel revisions of one supplier without losing or repeating one", async () => {
    const t0 = Date.now();
    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], lines: 1, deadline: t0 + hour, releaseAt: t0 });
    await Promise.all(Array.from({ length: 6 }, (_, i) => quote(tokens.sup1001!, inq.id, [quoteLine(inq.lineIds[0]!, `${i + 1}.5`)], t0 + 1000)));
    const view = await get<{ lines: Array<{ quote: { revision: number }; history: Array<{ revision: number }> }> }>(tokens.sup1001!, `/quotation/inquiry/${inq.id}`, t0 + 2000);
    expect(view.body.data!.lines[0]!.quote.revision).toBe(6);
    expect(view.body.data!.lines[0]!.history.map((h) => h.revision)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("takes PDF and image attachments by their magic bytes and shows them only to invited suppliers", async () => {
    const { services } = await import("@/services/registry");
    const upload = async (bytes: Uint8Array, name: string) => {
      const res = await services["erp-purchase"].app.fetch(new Request(`http://test/price-inquiry/file/upload?name=${name}`, {
        method: "POST", headers: { "x-token": tokens.buyer01!, "x-locale": "en", "content-type": "application/octet-stream" }, body: new Blob([Buffer.from(bytes)]) }));
      return (await res.json()) as { returnCode: number; data?: { id: string; kind: string } };
    };
    expect((await upload(Buffer.from("<html><script>alert(1)</script></html>"), "spec.pdf")).returnCode).toBe(400);
    expect((await upload(mp4Head(), "spec.pdf")).returnCode).toBe(400);
    expect((await upload(png(), "drawing.png")).data?.kind).toBe("png");
    const ok = { body: await upload(pdf(), "spec.pdf") };
    expect(ok.body.data?.kind, JSON.stringify(ok.body)).toBe("pdf");
    const t0 = Date.now();
    const inq = await makeInquiry(tokens.buyer01!, { venNos: ["1001"], lines: 1, deadline: t0 + hour, releaseAt: t0, fileIds: [ok.body.data!.id] });
    const path = `/price-inquiry/file/${ok.body.data!.id}`;
    const fetchAs = (token: string) => services["erp-purchase"].app.fetch(new Request(`http://test${path}`, { headers: { "x-token": token, "x-locale": "en" } }));
    expect((await fetchAs(tokens.sup1001!)).status).toBe(200);
    expect((await fetchAs(tokens.buyer01!)).status).toBe(200);
    expect((await fetchAs(tokens.sup1002!)).status).toBe(404);
    expect((await fetchAs(tokens.buyer02!)).status).toBe(404);
    expect(inq.id).toBeGreaterThan(0);
  });
});
