import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { PurchaseOrderDetail, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { decodePdf } from "../helpers/pdf-scan";
import { launch, shotsIn } from "./helpers";
import { fitsWidth, loggedIn, phone } from "./shell-helpers";
import { settle } from "./purchase-helpers";

/**
 * Issue 39, the purchase order as a PDF: sup1001 downloads it from the order's page (text and barcode read back),
 * buyer01 downloads the same order in Chinese, the button fits 390 px; another supplier gets 404.
 */
let browser: Browser;
const dir = "/work/shots/purchase-document";
const save = shotsIn(dir);
const squash = (s: string) => s.replace(/\s+/g, " ");

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the order page's PDF button as a user would (the browser sends its language) and reads the file. */
async function downloadPdf(p: Page, name: string) {
  const [download] = await Promise.all([p.waitForEvent("download"), p.getByTestId("order-pdf").click()]);
  const file = await download.path();
  execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", file, `${dir}/${name}`]);
  return { name: download.suggestedFilename(), file, text: squash(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })) };
}

describe("the purchase order as a PDF", () => {
  it("downloaded from the order's page, in the viewer's language, the same order for both sides; another supplier gets 404", async () => {
    const sup = await loggedIn(browser, "sup1001");
    const rows = ((await (await sup.context.request.fetch("/api/erp-purchase/purchase-order?limit=100&sort=-podate")).json()) as Envelope<ListResult<PurchaseOrderRow>>).data!.rows;
    const row = rows.find((r) => r.confirmStatus !== null) ?? rows[0]!;
    const order = ((await (await sup.context.request.fetch(`/api/erp-purchase/purchase-order/${row.orderId}`)).json()) as Envelope<PurchaseOrderDetail>).data!;

    await sup.page.goto(`/purchase/order/${order.id}`);
    await sup.page.getByTestId("order-pdf").waitFor();
    await settle(sup.page);
    await save(sup.page, "po-page-en");
    const en = await downloadPdf(sup.page, "po-pdf-en");
    expect(en.name).toBe(`${order.pono}.pdf`);
    for (const s of ["Purchase order", `PO No.: ${order.pono}`, "Delivery terms", "Unit price", "Confirmation", order.currency]) expect(en.text, s).toContain(s);
    for (const l of order.lines) expect(en.text).toContain(l.itemno);
    expect(en.text).toMatch(/Total amount: [\d,]+\.\d{2}/);
    expect(decodePdf(new Uint8Array(fs.readFileSync(en.file)))[0]).toEqual([order.pono]);
    expect(execFileSync("pdfinfo", [en.file], { encoding: "utf8" })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    await sup.page.setViewportSize(phone);
    await sup.page.getByTestId("order-pdf").waitFor();
    await fitsWidth(sup.page);
    await save(sup.page, "po-page-390");
    await sup.context.close();

    const buyer = await loggedIn(browser, "buyer01", { locale: "zh-CN" });
    await buyer.page.goto(`/purchase/order/${order.id}`);
    await buyer.page.getByTestId("order-pdf").getByText("下载 PDF").waitFor();
    await settle(buyer.page);
    await save(buyer.page, "po-page-zh");
    const zh = await downloadPdf(buyer.page, "po-pdf-zh");
    for (const s of ["采购订单", "交货条款", `采购单号: ${order.pono}`, "总金额"]) expect(zh.text, s).toContain(s);
    for (const l of order.lines) expect(zh.text).toContain(l.itemno);
    expect(decodePdf(new Uint8Array(fs.readFileSync(zh.file)))[0]).toEqual([order.pono]);
    await buyer.context.close();

    const other = await loggedIn(browser, "sup1002");
    const foreign = (await (await other.context.request.fetch(`/api/erp-purchase/purchase-order/${order.id}/pdf`)).json()) as Envelope<unknown>;
    const missing = (await (await other.context.request.fetch("/api/erp-purchase/purchase-order/2147483647/pdf")).json()) as Envelope<unknown>;
    expect(foreign.returnCode).toBe(404);
    expect(foreign).toEqual(missing);
    await other.context.close();
  });
});
