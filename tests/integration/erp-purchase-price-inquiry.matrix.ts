import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { pdf } from "../helpers/files";
import type { Entry, Matrix } from "../helpers/matrix";
import { makeOrder } from "./erp-purchase.fixtures";
import { supplierIdOf } from "../helpers/fixtures";
import { hour, inquiryStatus, makeInquiry, quote, quoteCount, quoteLine, uniqueItem } from "./erp-purchase-price-inquiry.fixtures";

/**
 * Sourcing routes of erp-purchase. Inquiries invite supplier 1001 only, so sup1002 is a supplier that was not
 * invited; buyer-only routes refuse supplier accounts (403) and answer another company's buyer 404.
 */
const buyerOnly: Pick<Entry, "deny" | "outsider"> = { deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, sibling: 403 } };
const supplierOnly: Pick<Entry, "deny" | "outsider"> = { deny: ["buyer01", "admin"], outsider: { buyer02: 403 } };
const statusIs = (id: number, status: string) => async () => (await inquiryStatus(id)) === status;

/** A released inquiry of company 1 to 1001 whose deadline passed, with 1001's quote for its line. */
async function closedWithQuote(t: Record<string, string>) {
  const now = Date.now();
  const inq = await makeInquiry(t.buyer01!, { lines: 1, releaseAt: now - 2 * hour, deadline: now - hour });
  const q = await quote(t.sup1001!, inq.id, [quoteLine(inq.lineIds[0]!, "2.5")], now - 2 * hour + 1000);
  if (q.body.returnCode !== 200) throw new Error(JSON.stringify(q.body));
  const [row] = await rows<{ id: number }>(await getDb(), sql`select id from price_quotes where inquiry_id = ${inq.id}`);
  return { ...inq, quoteId: Number(row!.id) };
}

async function upload(t: Record<string, string>): Promise<string> {
  const { services } = await import("@/services/registry");
  const res = await services["erp-purchase"].app.fetch(new Request("http://test/price-inquiry/file/upload?name=spec.pdf", {
    method: "POST", headers: { "x-token": t.buyer01!, "content-type": "application/octet-stream" }, body: new Blob([new Uint8Array(pdf())]) }));
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function priceRecord(venNo = "1001", dj = "3.3") {
  const itemno = uniqueItem();
  const [r] = await rows<{ id: number }>(await getDb(), sql`insert into price_records (company_id, supplier_id, itemno, itemdesc, unit_price, tax_price, currency, valid_from, valid_to)
    values (1, ${await supplierIdOf(venNo)}, ${itemno}, 'Matrix paper', ${dj}, ${dj}, 'CNY', '2000-01-01', '2999-12-31') returning id`);
  return { id: Number(r!.id), itemno };
}

const inquiryBody = (supplierId: number) => ({
  title: "Matrix RFQ", currency: "CNY", quoteDeadline: new Date(Date.now() + hour).toISOString(), terms: "",
  lines: [{ itemno: uniqueItem(), itemdesc: "Paper", qty: "5", requiredDate: "2030-01-01" }], supplierIds: [supplierId],
});

export const sourcingMatrix: Matrix = {
  "get /price-inquiry": {
    rights: [rights.priceInquiry.view], kind: "list", table: "price_inquiries", companyOnly: true, ...buyerOnly,
    target: async (t) => { const i = await makeInquiry(t.buyer01!, { draft: true }); return { path: `/price-inquiry?q=${i.inquiryNo}`, ids: [i.id] }; },
  },
  "get /price-inquiry/export": {
    rights: [rights.priceInquiry.export], kind: "export", ...buyerOnly,
    target: async (t) => { const i = await makeInquiry(t.buyer01!, { draft: true }); return { path: `/price-inquiry/export?q=${i.inquiryNo}&columns=inquiryNo,title`, ids: [i.id] }; },
  },
  "get /price-inquiry/suppliers": {
    rights: [rights.priceInquiry.add, rights.priceInquiry.edit], kind: "read", deny: ["sup1001", "sup1001a"],
    outsider: { sup1002: 403, sibling: 403, buyer02: 200 },
    target: async () => ({ path: "/price-inquiry/suppliers" }),
  },
  "post /price-inquiry/file/upload": {
    rights: [rights.priceInquiry.add, rights.priceInquiry.edit], kind: "create", deny: ["sup1001", "sup1001a"],
    outsider: { sup1002: 403, sibling: 403, buyer02: 200 },
    target: async () => ({ path: "/price-inquiry/file/upload?name=spec.pdf", raw: pdf() }),
  },
  "get /price-inquiry/file/:fileId": {
    rights: [rights.priceInquiry.view, rights.quotation.view], kind: "read",
    target: async (t) => { const f = await upload(t); await makeInquiry(t.buyer01!, { fileIds: [f] }); return { path: `/price-inquiry/file/${f}` }; },
  },
  "post /price-inquiry": {
    rights: [rights.priceInquiry.add], kind: "create", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, sibling: 403, buyer02: 200 },
    target: async () => ({ path: "/price-inquiry", body: inquiryBody(await supplierIdOf("1001")) }),
  },
  "get /price-inquiry/:id": {
    rights: [rights.priceInquiry.view], kind: "read", ...buyerOnly,
    target: async (t) => ({ path: `/price-inquiry/${(await makeInquiry(t.buyer01!)).id}` }),
  },
  "put /price-inquiry/:id": {
    rights: [rights.priceInquiry.edit], kind: "write", ...buyerOnly,
    target: async (t) => {
      const i = await makeInquiry(t.buyer01!, { draft: true });
      const title = async () => (await rows<{ title: string }>(await getDb(), sql`select title from price_inquiries where id = ${i.id}`))[0]!.title;
      const before = await title();
      return { path: `/price-inquiry/${i.id}`, body: inquiryBody(await supplierIdOf("1001")), unchanged: async () => (await title()) === before };
    },
  },
  "post /price-inquiry/:id/release": {
    rights: [rights.priceInquiry.release], kind: "write", ...buyerOnly,
    target: async (t) => { const i = await makeInquiry(t.buyer01!, { draft: true }); return { path: `/price-inquiry/${i.id}/release`, unchanged: statusIs(i.id, "draft") }; },
  },
  "post /price-inquiry/:id/cancel": {
    rights: [rights.priceInquiry.cancel], kind: "write", ...buyerOnly,
    target: async (t) => { const i = await makeInquiry(t.buyer01!); return { path: `/price-inquiry/${i.id}/cancel`, body: { reason: "matrix" }, unchanged: statusIs(i.id, "released") }; },
  },
  "get /price-inquiry/:id/comparison": {
    rights: [rights.priceInquiry.view], kind: "read", ...buyerOnly,
    target: async (t) => ({ path: `/price-inquiry/${(await closedWithQuote(t)).id}/comparison` }),
  },
  "post /price-inquiry/:id/award": {
    rights: [rights.priceInquiry.award], kind: "write", ...buyerOnly,
    target: async (t) => {
      const i = await closedWithQuote(t);
      return { path: `/price-inquiry/${i.id}/award`, body: { lines: [{ lineId: i.lineIds[0], quoteId: i.quoteId }] }, unchanged: statusIs(i.id, "released") };
    },
  },
  "get /quotation/inquiry": {
    rights: [rights.quotation.view], kind: "list", table: "price_inquiry_suppliers",
    target: async (t) => {
      const i = await makeInquiry(t.buyer01!);
      const [p] = await rows<{ id: number }>(await getDb(), sql`select id from price_inquiry_suppliers where inquiry_id = ${i.id}`);
      return { path: `/quotation/inquiry?q=${i.inquiryNo}`, ids: [Number(p!.id)] };
    },
  },
  "get /quotation/inquiry/export": {
    rights: [rights.quotation.export], kind: "export",
    target: async (t) => { const i = await makeInquiry(t.buyer01!); return { path: `/quotation/inquiry/export?q=${i.inquiryNo}&columns=inquiryNo,status`, ids: [i.id] }; },
  },
  "get /quotation/price": {
    rights: [rights.quotation.view], kind: "list", table: "price_records",
    target: async () => { const r = await priceRecord(); return { path: `/quotation/price?item=${r.itemno}`, ids: [r.id] }; },
  },
  "get /quotation/price/export": {
    rights: [rights.quotation.export], kind: "export",
    target: async () => { const r = await priceRecord(); return { path: `/quotation/price/export?item=${r.itemno}&columns=itemno,unitPrice`, ids: [r.id] }; },
  },
  "get /quotation": {
    rights: [rights.quotation.view], kind: "list", table: "price_quotes",
    target: async (t) => { const i = await closedWithQuote(t); return { path: `/quotation?inquiryNo=${i.inquiryNo}`, ids: [i.quoteId] }; },
  },
  "get /quotation/export": {
    rights: [rights.quotation.export], kind: "export",
    target: async (t) => { const i = await closedWithQuote(t); return { path: `/quotation/export?inquiryNo=${i.inquiryNo}&columns=itemno,unitPrice`, ids: [i.quoteId] }; },
  },
  "get /quotation/inquiry/:id": {
    rights: [rights.quotation.view], kind: "read", ...supplierOnly,
    target: async (t) => ({ path: `/quotation/inquiry/${(await makeInquiry(t.buyer01!)).id}` }),
  },
  "post /quotation/inquiry/:id/quote": {
    rights: [rights.quotation.quote], kind: "write", ...supplierOnly,
    target: async (t) => {
      const i = await makeInquiry(t.buyer01!, { lines: 1 });
      return { path: `/quotation/inquiry/${i.id}/quote`, body: { lines: [quoteLine(i.lineIds[0]!, "4.4")] }, unchanged: async () => (await quoteCount(i.id)) === 0 };
    },
  },
  "post /purchase-order/:id/price-review": {
    rights: [rights.purchaseOrder.review], kind: "write", ...buyerOnly,
    target: async () => {
      const r = await priceRecord("1001", "3.3");
      const o = await makeOrder({ priceReview: "pending", lines: 1, itemno: r.itemno, dj: "3.3" });
      const pending = async () => (await rows<{ s: string }>(await getDb(), sql`select price_review_status as s from purchase_orders where id = ${o.orderId}`))[0]!.s === "pending";
      return { path: `/purchase-order/${o.orderId}/price-review`, unchanged: pending };
    },
  },
};
