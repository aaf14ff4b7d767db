import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Actor, Matrix } from "../helpers/matrix";
import { makeStatement, statementStatusOf, unique } from "./erp-purchase-statement.fixtures";
import { randomInt } from "node:crypto";
import { call } from "../helpers/services";
import { makeNotice } from "./erp-purchase.fixtures";
import { supplierIdOf } from "../helpers/fixtures";
import { cnFapiaoXml } from "../helpers/einvoice-xml";
import { supplierTaxId } from "@/services/db/seed/org";

/**
 * Matrix entries of the reconciliation statement routes. Finance routes (audience internal) are refused to
 * the supplier accounts and to buyer01 (a purchaser without the rights); supplier steps are refused to
 * internal staff (an admin passes every audience). buyer02 has no rights here.
 */
const financeOnly: Actor[] = ["sup1001", "sup1001a", "buyer01"];
const supplierOnly: Actor[] = ["buyer01"];
const internalOutsiders = { sup1002: 403, buyer02: 403, sibling: 403 };
const supplierOutsiders = { buyer02: 403 };
const stateIs = (id: number, status: string) => async () => (await statementStatusOf(id))?.status === status;

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
export const tinyPng = Uint8Array.from(Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffffff7f0009fb03fd2a86e38a0000000049454e44ae426082", "hex"));

/** A stored PNG of supplier 1001 in company 1, as an upload leaves it. */
async function evidence() {
  const db = await getDb();
  const [f] = await rows<{ id: string }>(db, sql`insert into stored_files (purpose, kind, name, size, company_id, complete)
    values ('reconciliation-invoice', 'png', 'm.png', ${tinyPng.length}, 1, true) returning id::text`);
  await db.execute(sql`insert into stored_file_chunks (file_id, seq, data) values (${f!.id}::uuid, 0, ${Buffer.from(tinyPng)})`);
  await db.execute(sql`insert into reconciliation_files (file_id, company_id, supplier_id, created_by) values (${f!.id}::uuid, 1, ${await supplierIdOf("1001")}, 1)`);
  return f!.id;
}

/** A goods receipt of supplier 1001 on a day of its own (far future, random), so a statement of that day takes only it. */
async function receiptDay(t: Record<string, string>) {
  // A day of its own, far from other tests' periods and inside the business-date window (2000 … 2099).
  const day = new Date(Date.UTC(2040, 0, 1) + randomInt(0, 21_900) * 86_400_000).toISOString().slice(0, 10);
  const n = await makeNotice(t.sup1001!, "10");
  const lines = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: t.sup1001 })).body.data!.lines;
  await call("erp-purchase", "POST", "/purchase-receipt", {
    token: t.buyer01,
    body: { noticeId: n.noticeId, recdate: day, lines: lines.map((l) => ({ noticeLineId: l.id, recqty: "10", passqty: "10", instoreqty: "10" })) },
  });
  return day;
}

export const statementMatrix: Matrix = {
  "get /reconciliation-statement": {
    rights: [rights.reconciliationStatement.view], kind: "list", table: "reconciliation_statements", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement?statementNo=${s.statementNo}`, ids: [s.id] }; },
  },
  "get /reconciliation-statement/export": {
    rights: [rights.reconciliationQuery.export], kind: "export", deny: ["sup1001", "sup1001a", "buyer01"], outsider: { sup1002: 403, buyer02: 403, sibling: 403 },
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/export?statementNo=${s.statementNo}&columns=statementNo,venno`, ids: [s.id] }; },
  },
  "post /reconciliation-statement": {
    rights: [rights.reconciliationStatement.add], kind: "create", deny: financeOnly, outsider: internalOutsiders,
    target: async (t) => {
      const day = await receiptDay(t);
      return { path: "/reconciliation-statement", body: { venno: "1001", periodFrom: day, periodTo: day, statementDate: day } };
    },
  },
  "post /reconciliation-statement/invoice/upload": {
    rights: [rights.reconciliationStatement.upload, rights.reconciliationStatement.confirm], kind: "write", deny: supplierOnly, outsider: { buyer02: 403, sup1002: 200, sibling: 200 },
    target: async () => ({ path: "/reconciliation-statement/invoice/upload?name=m.png", body: tinyPng }),
  },
  "post /reconciliation-statement/:id/einvoice/upload": {
    rights: [rights.reconciliationStatement.upload], kind: "write", deny: supplierOnly, outsider: supplierOutsiders,
    target: async () => {
      const s = await makeStatement("confirmed");
      const [st] = await rows<{ payable: string }>(await getDb(), sql`select payable_amount::text as payable from reconciliation_statements where id = ${s.id}`);
      const name = `mx-${unique()}.xml`;
      const xml = cnFapiaoXml({ number: `${String(Date.now()).padStart(14, "0")}${String(randomInt(0, 1e6)).padStart(6, "0")}`, sellerTaxId: supplierTaxId("1001"), sellerName: "matrix",
        buyerName: "华印包装（深圳）有限公司", buyerTaxId: "91440300768431672K", total: st!.payable });
      return { path: `/reconciliation-statement/${s.id}/einvoice/upload?name=${name}`, body: new TextEncoder().encode(xml),
        unchanged: async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where name = ${name}`))[0]!.n === 0 };
    },
  },
  "get /reconciliation-statement/invoice/file/:fileId": {
    rights: [rights.reconciliationStatement.view], kind: "read", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async () => ({ path: `/reconciliation-statement/invoice/file/${await evidence()}`, missing: "/reconciliation-statement/invoice/file/00000000-0000-4000-8000-000000000000" }),
  },
  "get /reconciliation-statement/invoice/notices": {
    rights: [rights.reconciliationStatement.view], kind: "read", deny: ["buyer01"], outsider: { sup1002: 200, buyer02: 403, sibling: 200 },
    target: async () => ({ path: "/reconciliation-statement/invoice/notices" }),
  },
  "get /reconciliation-statement/:id": {
    rights: [rights.reconciliationStatement.view], kind: "read", deny: ["buyer01"], outsider: supplierOutsiders,
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/${s.id}` }; },
  },
  "get /reconciliation-statement/:id/audit": {
    rights: [rights.reconciliationStatement.view], kind: "read", deny: ["buyer01"], outsider: supplierOutsiders,
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/${s.id}/audit` }; },
  },
  "post /reconciliation-statement/:id/send": {
    rights: [rights.reconciliationStatement.add], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const s = await makeStatement("draft"); return { path: `/reconciliation-statement/${s.id}/send`, unchanged: stateIs(s.id, "draft") }; },
  },
  "post /reconciliation-statement/:id/withdraw": {
    rights: [rights.reconciliationStatement.add], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/${s.id}/withdraw`, unchanged: stateIs(s.id, "sent") }; },
  },
  "post /reconciliation-statement/:id/confirm": {
    rights: [rights.reconciliationStatement.confirm], kind: "write", deny: supplierOnly, outsider: supplierOutsiders,
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/${s.id}/confirm`, unchanged: stateIs(s.id, "sent") }; },
  },
  "post /reconciliation-statement/:id/return": {
    rights: [rights.reconciliationStatement.confirm], kind: "write", deny: supplierOnly, outsider: supplierOutsiders,
    target: async () => { const s = await makeStatement("sent"); return { path: `/reconciliation-statement/${s.id}/return`, body: { reason: "matrix" }, unchanged: stateIs(s.id, "sent") }; },
  },
  "post /reconciliation-statement/:id/revise": {
    rights: [rights.reconciliationStatement.add], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const s = await makeStatement("returned"); return { path: `/reconciliation-statement/${s.id}/revise`, unchanged: stateIs(s.id, "returned") }; },
  },
  "post /reconciliation-statement/:id/void": {
    rights: [rights.reconciliationStatement.add], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const s = await makeStatement("draft"); return { path: `/reconciliation-statement/${s.id}/void`, body: { reason: "matrix" }, unchanged: stateIs(s.id, "draft") }; },
  },
  "post /reconciliation-statement/:id/lines/:lineId/dispute": {
    rights: [rights.reconciliationStatement.confirm], kind: "write", deny: supplierOnly, outsider: supplierOutsiders,
    target: async () => {
      const s = await makeStatement("sent");
      return { path: `/reconciliation-statement/${s.id}/lines/${s.lineId}/dispute`, body: { reason: "matrix" },
        unchanged: async () => (await rows<{ d: string }>(await getDb(), sql`select dispute as d from reconciliation_statement_lines where id = ${s.lineId}`))[0]?.d === "none" };
    },
  },
  "post /reconciliation-statement/:id/lines/:lineId/answer": {
    rights: [rights.reconciliationStatement.add], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => {
      const s = await makeStatement("returned", { dispute: "open" });
      return { path: `/reconciliation-statement/${s.id}/lines/${s.lineId}/answer`, body: { decision: "rejected", reply: "matrix" },
        unchanged: async () => (await rows<{ d: string }>(await getDb(), sql`select dispute as d from reconciliation_statement_lines where id = ${s.lineId}`))[0]?.d === "open" };
    },
  },
  "post /reconciliation-statement/:id/invoices": {
    rights: [rights.reconciliationStatement.upload], kind: "write", deny: supplierOnly, outsider: supplierOutsiders,
    target: async () => {
      const s = await makeStatement("confirmed");
      const fileId = await evidence();
      return { path: `/reconciliation-statement/${s.id}/invoices`,
        body: { invoices: [{ fileId, invoiceNo: `MX${unique()}`, invoiceDate: "2030-02-02", netAmount: "100.00", taxAmount: "13.00", totalAmount: "113.00" }] },
        unchanged: async () => (await statementStatusOf(s.id))?.invoice_state === "to_upload" };
    },
  },
  "post /reconciliation-statement/:id/invoices/:invoiceId/confirm": {
    rights: [rights.reconciliationQuery.approve], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const i = await uploadedInvoice(); return { path: `/reconciliation-statement/${i.id}/invoices/${i.invoiceId}/confirm`, unchanged: i.unchanged }; },
  },
  "post /reconciliation-statement/:id/invoices/:invoiceId/return": {
    rights: [rights.reconciliationQuery.approve], kind: "write", deny: financeOnly, outsider: internalOutsiders,
    target: async () => { const i = await uploadedInvoice(); return { path: `/reconciliation-statement/${i.id}/invoices/${i.invoiceId}/return`, body: { reason: "matrix" }, unchanged: i.unchanged }; },
  },
};

async function uploadedInvoice() {
  const s = await makeStatement("confirmed", { invoiceState: "uploaded" });
  const fileId = await evidence();
  const db = await getDb();
  const [inv] = await rows<{ id: number }>(db, sql`insert into reconciliation_invoices (statement_id, company_id, supplier_id, file_id, invoice_no,
      invoice_date, net_amount, tax_amount, total_amount) values (${s.id}, 1, ${await supplierIdOf("1001")}, ${fileId}::uuid, ${`MX${unique()}`},
      '2030-02-02', 100, 13, 113) returning id`);
  const invoiceId = Number(inv!.id);
  return { id: s.id, invoiceId, unchanged: async () => (await rows<{ s: string }>(db, sql`select status as s from reconciliation_invoices where id = ${invoiceId}`))[0]?.s === "uploaded" };
}
