import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReadEInvoice } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import type { StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { cnFapiaoXml } from "../helpers/einvoice-xml";
import { fetchRaw } from "../helpers/fixtures";
import { makeReceipt, makeSupplier } from "./erp-purchase-statement.fixtures";

let finance: string;
let buyer: string;
beforeAll(async () => {
  [finance, buyer] = await Promise.all([login("finance01"), login("buyer01")]);
});

type Answer = { returnCode: number; message: string; data?: ReadEInvoice & { fieldErrors?: Record<string, string[]> } };
const send = async (token: string, id: number, xml: string) => {
  const res = await fetchRaw("POST", `/reconciliation-statement/${id}/einvoice/upload?name=fapiao.xml`, { token, body: new TextEncoder().encode(xml) });
  return (await res.json()) as Answer;
};
const stored = async () => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int n from stored_files where purpose = 'reconciliation-invoice'`))[0]!.n);
let serial = 0;
const number = () => `2432${String(process.pid).padStart(8, "0").slice(-8)}${String(Date.now() % 1e6).padStart(6, "0")}${serial++ % 100}`.padEnd(20, "0").slice(0, 20);

/** A confirmed statement of a fresh supplier whose tax ID is on file, in company 1. */
async function confirmed() {
  const s = await makeSupplier();
  const taxId = `91440300MA5${String(s.supplierId).padStart(7, "0")}`;
  await (await getDb()).execute(sql`update suppliers set tax_id = ${taxId} where id = ${s.supplierId}`);
  await makeReceipt(s, buyer, "2032-01-05", "10");
  const st = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: s.venNo, periodFrom: "2032-01-01", periodTo: "2032-01-31", statementDate: "2032-01-31" } })).body.data!;
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/send`, { token: finance });
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/confirm`, { token: s.token });
  const xml = (o: Partial<Parameters<typeof cnFapiaoXml>[0]> = {}) => cnFapiaoXml({
    number: number(), sellerTaxId: taxId, sellerName: `对账供应商 ${s.venNo}`, buyerName: "华印包装（深圳）有限公司", buyerTaxId: "91440300768431672K", total: st.payableAmount, ...o,
  });
  return { s, st, taxId, xml };
}

describe("e-invoice XML on a confirmed statement", () => {
  it("reads a 数电票, keeps the original, and the bind must carry exactly what was read", async () => {
    const { s, st, xml } = await confirmed();
    const text = xml();
    const read = await send(s.token, st.id, text);
    expect(read.returnCode, read.message).toBe(200);
    const r = read.data!;
    expect(r).toMatchObject({ format: "cn-fapiao", invoiceDate: "2032-02-03", totalAmount: Number(st.payableAmount).toFixed(2), buyerName: "华印包装（深圳）有限公司" });
    expect(r.invoiceNo).toMatch(/^\d{20}$/);
    const file = await fetchRaw("GET", `/reconciliation-statement/invoice/file/${r.fileId}`, { token: s.token });
    expect(await file.text()).toBe(text);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    const line = { fileId: r.fileId, invoiceNo: r.invoiceNo, invoiceDate: r.invoiceDate, netAmount: r.netAmount, taxAmount: r.taxAmount, totalAmount: r.totalAmount, remark: "" };
    const bind = (l: typeof line) => call<{ fieldErrors: Record<string, string[]> }>("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices`, { token: s.token, body: { invoices: [l] } });
    const altered = await bind({ ...line, invoiceDate: "2032-02-04" });
    expect(altered.body.data!.fieldErrors).toEqual({ "invoices.0.invoiceDate": ["Must be exactly as read from the e-invoice"] });
    expect((await bind(line)).body.returnCode).toBe(200);

    const again = await send(s.token, st.id, xml({ number: r.invoiceNo }));
    expect(again.returnCode).toBe(409);
  });

  it("refuses a wrong seller tax ID, another buyer, a total mismatch and a used number, each named, storing nothing", async () => {
    const { s, st, xml } = await confirmed();
    const used = number();
    const first = (await send(s.token, st.id, xml({ number: used }))).data!;
    const bound = await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices`, { token: s.token, body: { invoices: [{
      fileId: first.fileId, invoiceNo: used, invoiceDate: first.invoiceDate, netAmount: first.netAmount, taxAmount: first.taxAmount, totalAmount: first.totalAmount }] } });
    expect(bound.body.returnCode).toBe(200);

    await makeReceipt(s, buyer, "2032-02-05", "10");
    const feb = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: s.venNo, periodFrom: "2032-02-01", periodTo: "2032-02-29", statementDate: "2032-02-29" } })).body.data!;
    await call("erp-purchase", "POST", `/reconciliation-statement/${feb.id}/send`, { token: finance });
    await call("erp-purchase", "POST", `/reconciliation-statement/${feb.id}/confirm`, { token: s.token });
    const before = await stored();
    const cases: Array<[string, string, string]> = [
      [xml({ total: feb.payableAmount, sellerTaxId: "91310000132149237G" }), "seller.taxId", "The seller's tax ID on the invoice (91310000132149237G) is not your company's"],
      [xml({ total: feb.payableAmount, buyerName: "深圳华印科技有限公司" }), "buyer", "The invoice is made out to 深圳华印科技有限公司"],
      [xml({ total: "1.00" }), "total", "The invoice total 1.00 differs from the expected"],
      [xml({ total: feb.payableAmount, number: used }), "number", `Invoice ${used} has already been uploaded.`],
    ];
    for (const [text, field, message] of cases) {
      const a = await send(s.token, feb.id, text);
      expect(a.returnCode, field).toBe(400);
      expect(a.data!.fieldErrors![field]![0], field).toContain(message);
    }
    expect(await stored()).toBe(before);
  });

  it("refuses an external entity or a billion-laughs file without expanding it, and a statement not yet confirmed", async () => {
    const { s, st, xml } = await confirmed();
    const before = await stored();
    const xxe = xml().replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>').replace("<SellerName>", "<SellerName>&e;");
    const lol = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><EInvoice>&c;</EInvoice>`;
    for (const text of [xxe, lol]) {
      const a = await send(s.token, st.id, text);
      expect(a.returnCode).toBe(400);
      expect(a.message).toContain("document type declaration");
    }
    expect(await stored()).toBe(before);
    const other = await makeSupplier();
    expect((await send(other.token, st.id, xml())).returnCode).toBe(404);
    await makeReceipt(other, buyer, "2032-01-06", "5");
    const own = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: other.venNo, periodFrom: "2032-01-01", periodTo: "2032-01-31", statementDate: "2032-01-31" } })).body.data!;
    await call("erp-purchase", "POST", `/reconciliation-statement/${own.id}/send`, { token: finance });
    expect((await send(other.token, own.id, xml())).returnCode).toBe(409);
    await call("erp-purchase", "POST", `/reconciliation-statement/${own.id}/confirm`, { token: other.token });
    const noTaxId = await send(other.token, own.id, xml());
    expect(noTaxId).toMatchObject({ returnCode: 409 });
    expect(noTaxId.message).toContain("tax ID is not on file");
    expect(await stored()).toBe(before);
  });
});
