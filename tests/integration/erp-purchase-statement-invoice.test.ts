import { beforeAll, describe, expect, it } from "vitest";
import type { StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { call, login } from "../helpers/services";
import { fetchRaw } from "../helpers/fixtures";
import { makeReceipt, makeSupplier, statementStatusOf } from "./erp-purchase-statement.fixtures";
import { tinyPng } from "./erp-purchase-reconciliation-statement.matrix";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { sql } from "drizzle-orm";

let finance: string;
let buyer: string;
beforeAll(async () => {
  finance = await login("finance01");
  buyer = await login("buyer01");
});

const upload = async (token: string, bytes: Uint8Array, name: string) => {
  const res = await fetchRaw("POST", `/reconciliation-statement/invoice/upload?name=${encodeURIComponent(name)}`, { token, body: bytes });
  return { status: res.status, body: (await res.json()) as { returnCode: number; message: string; data?: { id: string; scripted: boolean } } };
};
const storedCount = async () => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int n from stored_files where purpose = 'reconciliation-invoice'`))[0]!.n);
const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.4\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

async function confirmedStatement() {
  const s = await makeSupplier();
  await makeReceipt(s, buyer, "2032-01-05", "10");
  const st = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: s.venNo, periodFrom: "2032-01-01", periodTo: "2032-01-31", statementDate: "2032-01-31" } })).body.data!;
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/send`, { token: finance });
  await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/confirm`, { token: s.token });
  return { s, st };
}

describe("invoice upload corpus", () => {
  it("refuses a renamed executable, a PNG/HTML polyglot, 11 MB and 0 bytes with a clear message, storing nothing", async () => {
    const { s } = await confirmedStatement();
    const before = await storedCount();
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0x41)]);
    const polyglot = Uint8Array.from([...tinyPng, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]);
    const cases: Array<[string, Uint8Array]> = [["invoice.pdf", exe], ["invoice.png", polyglot], ["big.pdf", new Uint8Array(11 * 1024 * 1024)], ["empty.pdf", new Uint8Array(0)]];
    for (const [name, bytes] of cases) {
      const a = await upload(s.token, bytes, name);
      expect(a.body.returnCode, name).not.toBe(200);
      expect(a.body.message.length, name).toBeGreaterThan(5);
    }
    expect(await storedCount()).toBe(before);
  });

  it("keeps a PDF with JavaScript but serves it only as a download with nosniff; a plain PDF and a PNG preview inline", async () => {
    const { s } = await confirmedStatement();
    const scripted = await upload(s.token, pdf("1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj"), "js.pdf");
    expect(scripted.body.data!.scripted).toBe(true);
    const hidden = await upload(s.token, pdf("1 0 obj << /#4A#61vaScript 2 0 R >> endobj"), "hidden.pdf");
    expect(hidden.body.data!.scripted).toBe(true);
    const plain = await upload(s.token, pdf("1 0 obj << /Type /Catalog >> endobj"), "plain.pdf");
    expect(plain.body.data!.scripted).toBe(false);
    const png = await upload(s.token, tinyPng, "a.png");
    expect(png.body.returnCode).toBe(200);
    const get = (id: string, token = s.token) => fetchRaw("GET", `/reconciliation-statement/invoice/file/${id}`, { token });
    const js = await get(scripted.body.data!.id);
    expect(js.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(js.headers.get("x-content-type-options")).toBe("nosniff");
    expect(js.headers.get("content-security-policy")).toContain("sandbox");
    const inline = await get(plain.body.data!.id);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline/);
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await get(png.body.data!.id)).headers.get("content-type")).toBe("image/png");
    const other = await makeSupplier();
    expect((await get(png.body.data!.id, other.token)).status).toBe(404);
  });
});

describe("binding, tolerance and finance review", () => {
  it("refuses totals that differ with the difference shown, a used number; finance returns, the supplier re-uploads, finance confirms", async () => {
    const { s, st } = await confirmedStatement();
    expect(st.payableAmount).toBe("22.60");
    const file = async () => (await upload(s.token, tinyPng, "i.png")).body.data!.id;
    const bind = (invoices: unknown[]) => call<{ invoiceState: string }>("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices`, { token: s.token, body: { invoices } });
    const inv = async (no: string, total: string, net: string, tax: string) => ({ fileId: await file(), invoiceNo: no, invoiceDate: "2032-02-01", netAmount: net, taxAmount: tax, totalAmount: total });
    const no = `I${st.id}`;
    const short = await bind([await inv(no, "22.50", "20.00", "2.50")]);
    expect(short.body.returnCode).toBe(400);
    expect(JSON.stringify(short.body.data)).toContain("-0.10");
    const ok = await bind([await inv(no, "22.60", "20.00", "2.60")]);
    expect(ok.body.data!.invoiceState).toBe("uploaded");
    const detail = async (token = finance) => (await call<StatementDetail>("erp-purchase", "GET", `/reconciliation-statement/${st.id}`, { token })).body.data!;
    const first = (await detail()).invoices[0]!;
    expect((await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices/${first.id}/return`, { token: s.token, body: { reason: "x" } })).body.returnCode).toBe(403);
    expect((await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices/${first.id}/return`, { token: finance, body: { reason: "wrong tax number" } })).body.returnCode).toBe(200);
    expect(await statementStatusOf(st.id)).toMatchObject({ invoice_state: "returned" });
    const mine = await detail(s.token);
    expect(mine.invoices[0]).toMatchObject({ status: "returned", returnReason: "wrong tax number" });
    const reused = await bind([await inv(`J${st.id}`, "22.60", "20.00", "2.60")]);
    expect(reused.body.returnCode).toBe(200);
    const second = (await detail()).invoices.find((i) => i.status === "uploaded")!;
    expect((await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices/${second.id}/confirm`, { token: finance })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "POST", `/reconciliation-statement/${st.id}/invoices/${second.id}/confirm`, { token: finance })).body.returnCode).toBe(409);
    expect(await detail()).toMatchObject({ invoiceState: "confirmed", runStatus: "finished", currentNode: "done", invoicedAmount: "22.60" });
    const notices = await call<{ toUpload: number }>("erp-purchase", "GET", "/reconciliation-statement/invoice/notices", { token: s.token });
    expect(notices.body.data).toEqual({ toUpload: 0, uploaded: 0, toConfirm: 0, returned: 0 });
  });

  it("an invoice number is used once per supplier", async () => {
    const a = await confirmedStatement();
    const f1 = (await upload(a.s.token, tinyPng, "i.png")).body.data!.id;
    const body = (fileId: string) => ({ invoices: [{ fileId, invoiceNo: `DUP${a.st.id}`, invoiceDate: "2032-02-01", netAmount: "20.00", taxAmount: "2.60", totalAmount: "22.60" }] });
    expect((await call("erp-purchase", "POST", `/reconciliation-statement/${a.st.id}/invoices`, { token: a.s.token, body: body(f1) })).body.returnCode).toBe(200);
    await makeReceipt(a.s, buyer, "2032-03-05", "10");
    const st2 = (await call<StatementDetail>("erp-purchase", "POST", "/reconciliation-statement", { token: finance, body: { venno: a.s.venNo, periodFrom: "2032-03-01", periodTo: "2032-03-31", statementDate: "2032-03-31" } })).body.data!;
    await call("erp-purchase", "POST", `/reconciliation-statement/${st2.id}/send`, { token: finance });
    await call("erp-purchase", "POST", `/reconciliation-statement/${st2.id}/confirm`, { token: a.s.token });
    const f2 = (await upload(a.s.token, tinyPng, "i.png")).body.data!.id;
    const dup = await call("erp-purchase", "POST", `/reconciliation-statement/${st2.id}/invoices`, { token: a.s.token, body: body(f2) });
    expect(dup.body.returnCode).toBe(400);
    expect(JSON.stringify(dup.body.data)).toContain("invoices.0.invoiceNo");
  });
});
