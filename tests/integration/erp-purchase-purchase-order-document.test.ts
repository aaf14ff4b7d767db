import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { purchaseOrders, suppliers } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { services } from "@/services/registry";
import { decodePdf, pdfTextAndFonts } from "../helpers/pdf-scan";
import { freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { makeOrder } from "./erp-purchase.fixtures";

let sup: string;
let buyer: string;
let other: string;
let noView: string;

beforeAll(async () => {
  await makeUser("podocnov", { rights: [rights.purchaseReceipt.view], venNo: "1001", mainUserNo: "S1001" });
  [sup, buyer, other, noView] = await Promise.all([login("sup1001"), login("buyer01"), login("sup1002"), login("podocnov")]);
});

async function pdfOf(id: number, token: string, locale = "en") {
  const res = await services["erp-purchase"].app.fetch(new Request(`http://test/purchase-order/${id}/pdf`, {
    headers: { "x-token": token, "x-locale": locale, "x-client-ip": freshIp() },
  }));
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("application/pdf")) return { res, envelope: (await res.json()) as { returnCode: number; message: string } };
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
/** The text without the line that says when it was printed (the one thing that differs between two prints). */
const stable = (text: string) => text.split("\n").filter((l) => !/Printed|打印时间/.test(l)).join("\n");

/** An order of sup1001 with three lines: one accepted with a later date, one partial, one not confirmed. */
async function confirmedOrder() {
  const o = await makeOrder({ receiveStatus: "received", lines: 3, itemno: "PAPER-128", dj: "12.5", payqty: "600", itemdesc: "铜版纸 Coated paper" });
  const db = await getDb();
  await db.execute(sql`update purchase_orders set total_amount = 22500, remark = '含税价' where id = ${o.orderId}`);
  await db.execute(sql`update purchase_order_lines set amount = 7500 where order_id = ${o.orderId}`);
  await db.execute(sql`insert into purchase_order_confirmations (line_id, order_id, decision, promised_date, promised_qty, reason) values
    (${o.lineIds[0]}, ${o.orderId}, 'accept', '2030-02-01', 600, null), (${o.lineIds[1]}, ${o.orderId}, 'partial', '2030-02-03', 450, '库存不足')`);
  return o;
}

describe("the purchase order as a PDF", () => {
  it("A4, in the viewer's language: header, every line with price and confirmation, delivery terms, total, and the number as a Code128", async () => {
    const o = await confirmedOrder();
    const en = await pdfOf(o.orderId, sup);
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get("cache-control")).toContain("no-store");
    expect(en.res.headers.get("content-disposition")).toContain(`${o.pono}.pdf`);
    const { text, fonts } = pdfTextAndFonts(en.bytes!);
    // A cell's text may wrap inside its column: compare with the line breaks as spaces.
    const flat = text.replace(/\s+/g, " ");
    for (const s of ["Purchase order", `PO No.: ${o.pono}`, "Supplier", "1001", "Delivery terms", "Unit price", "Amount", "Confirmation",
      "Accepted: 600 by 2030-02-01", "Partially accepted: 450 by 2030-02-03", "Not yet confirmed", "Total amount: 22,500.00 CNY", "Page 1 of 1", "含税价"]) {
      expect(flat, s).toContain(s);
    }
    expect(text.match(/PAPER-128/g)).toHaveLength(3);
    expect(text.match(/7,500\.00/g)).toHaveLength(3);
    expect(text.match(/12\.50/g)?.length).toBeGreaterThanOrEqual(3);
    expect(fonts.every((f) => /Noto/.test(f))).toBe(true);
    expect(decodePdf(en.bytes!)).toEqual([[o.pono]]);

    const zh = pdfTextAndFonts((await pdfOf(o.orderId, sup, "zh")).bytes!).text;
    // Chinese wraps between any two characters: compare without whitespace.
    const bare = (x: string) => x.replace(/\s+/g, "");
    for (const s of ["采购订单", "交货条款", "供应商", "尚未确认", "部分接受：450，2030-02-03 前", "第 1 页，共 1 页"]) expect(bare(zh), s).toContain(bare(s));
  });

  it("names the supplier by its legal name and the order type by its label, as a binding document does", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 1 });
    const db = await getDb();
    await db.execute(sql`update purchase_orders set po_type = 'urgent' where id = ${o.orderId}`);
    const [supplier] = await db.select({ name: suppliers.name, shortName: suppliers.shortName }).from(suppliers)
      .innerJoin(purchaseOrders, eq(purchaseOrders.supplierId, suppliers.id)).where(eq(purchaseOrders.id, o.orderId));
    expect(supplier!.name).not.toBe(supplier!.shortName);
    const bare = (x: string) => x.replace(/\s+/g, "");
    const en = bare(pdfTextAndFonts((await pdfOf(o.orderId, sup)).bytes!).text);
    expect(en).toContain(bare(`1001 ${supplier!.name}`));
    expect(en).toContain(bare("Urgent purchase"));
    expect(en).not.toContain("urgent");
    const zh = bare(pdfTextAndFonts((await pdfOf(o.orderId, sup, "zh")).bytes!).text);
    expect(zh).toContain(bare(supplier!.name));
    expect(zh).toContain("紧急采购");
  });

  it("the same document for the buyer and the supplier", async () => {
    const o = await confirmedOrder();
    const [a, b] = [await pdfOf(o.orderId, sup), await pdfOf(o.orderId, buyer)];
    expect(stable(pdfTextAndFonts(a.bytes!).text)).toBe(stable(pdfTextAndFonts(b.bytes!).text));
  });

  it("many lines run over several pages, each numbered, the total once at the end", async () => {
    const o = await makeOrder({ lines: 60 });
    const { text } = pdfTextAndFonts((await pdfOf(o.orderId, buyer)).bytes!);
    const pages = Number(/Page 1 of (\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThan(1);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Page ${p} of ${pages}`);
    expect(text.match(/IT-\d+/g)).toHaveLength(60);
    expect(text.match(/Total amount:/g)).toHaveLength(1);
  });

  it("another supplier's order answers like a missing one; no right to view orders: 403", async () => {
    const o = await confirmedOrder();
    const foreign = await pdfOf(o.orderId, other);
    const missing = await pdfOf(2147483647, other);
    expect(foreign.envelope).toEqual(missing.envelope);
    expect(foreign.envelope!.returnCode).toBe(404);
    expect((await pdfOf(o.orderId, noView)).envelope!.returnCode).toBe(403);
  });
});
