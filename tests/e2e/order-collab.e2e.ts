import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { PurchaseOrderDetail, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { png } from "../helpers/files";
import { launch, printToPdf, shotsIn } from "./helpers";
import { loggedIn, openPage, phone } from "./shell-helpers";
import { settle } from "./purchase-helpers";

/**
 * Issue 39 from the order: the PO print page (server-rendered, barcode included) in en and zh on A4 within the page
 * budget, files both sides attach to the order, and "Create ship notice" filling the notice form from the order.
 * Screenshots go to /work/shots/collab/.
 */
const save = shotsIn(process.env.SHOTS_DIR ?? "/work/shots/collab");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first-load JavaScript of a page in KB (compressed, empty cache), as tests/e2e/page-weight.e2e.ts weighs it. */
async function firstLoadKb(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await page.goto(url, { waitUntil: "networkidle" });
  const bytes = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e as PerformanceResourceTiming)
    .filter((e) => e.initiatorType === "script" || /\.m?js(\?|$)/.test(new URL(e.name).pathname)).reduce((s, e) => s + e.encodedBodySize, 0));
  await cdp.detach();
  return bytes / 1024;
}

async function printSheet(page: Page, o: PurchaseOrderDetail) {
  await page.getByTestId("print-sheet").waitFor();
  expect(await page.getByTestId("print-doc-no").textContent()).toBe(o.pono);
  expect(await page.getByTestId("print-line").count()).toBe(o.lines.length);
  const barcode = page.getByTestId("po-barcode");
  expect(await barcode.getAttribute("data-value")).toBe(o.pono);
  expect(await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

describe("working an order together", () => {
  it("prints the order in both languages, attaches files on both sides and starts a ship notice from the order", { timeout: 240_000 }, async () => {
    const sup = await loggedIn(browser, "sup1001");
    const api = async <T,>(path: string) => ((await (await sup.context.request.fetch(path)).json()) as Envelope<T>).data!;
    const rows = (await api<ListResult<PurchaseOrderRow>>("/api/erp-purchase/purchase-order?limit=200&sort=-podate&receiveStatus=received&completeStatus=open")).rows;
    const row = rows.find((r) => r.confirmStatus !== null && r.confirmStatus !== "decline") ?? rows[0]!;
    const order = await api<PurchaseOrderDetail>(`/api/erp-purchase/purchase-order/${row.orderId}`);

    // The print page, from the order's page, in English.
    await openPage(sup.page, `/purchase/order/${order.id}`);
    await sup.page.getByTestId("order-print").click();
    await sup.page.waitForURL(`**/purchase/order/${order.id}/print`);
    await printSheet(sup.page, order);
    for (const s of ["Purchase order", "Delivery terms", "Unit price", order.currency]) await sup.page.getByTestId("print-sheet").getByText(s, { exact: false }).first().waitFor();
    const confirmed = order.lines.find((l) => l.confirmation && l.confirmation.decision !== "decline");
    if (confirmed) expect(await sup.page.getByTestId("print-sheet").textContent()).toContain(confirmed.confirmation!.promisedDate);
    await settle(sup.page);
    await save(sup.page, "po-print-en");
    const paper = await printToPdf(sup.page, "po-print-en");
    expect(paper.size).toContain("(A4)");
    expect(paper.text).toContain(order.pono);
    expect(paper.text).not.toContain("Download PDF");
    expect(await firstLoadKb(sup.page, `/purchase/order/${order.id}/print`)).toBeLessThanOrEqual(150);

    // The supplier attaches a file to the order.
    await sup.page.goto(`/purchase/order/${order.id}`);
    await sup.page.getByTestId("order-files").waitFor();
    await sup.page.getByTestId("order-file-input").setInputFiles({ name: "drawing.png", mimeType: "image/png", buffer: png() });
    await sup.page.getByTestId("order-file").filter({ hasText: "drawing.png" }).waitFor();
    await settle(sup.page);
    await save(sup.page, "order-files-en");

    // The buyer, in Chinese: the same order printed, and the supplier's file beside the buyer's own.
    const buyer = await loggedIn(browser, "buyer01", { locale: "zh-CN" });
    await buyer.page.goto(`/purchase/order/${order.id}/print`);
    await printSheet(buyer.page, order);
    await buyer.page.getByTestId("print-sheet").getByText("交货条款").waitFor();
    await settle(buyer.page);
    await save(buyer.page, "po-print-zh");
    await buyer.page.goto(`/purchase/order/${order.id}`);
    await buyer.page.getByTestId("order-file").filter({ hasText: "drawing.png" }).waitFor();
    await buyer.page.getByTestId("order-file-input").setInputFiles({ name: "规格.png", mimeType: "image/png", buffer: png(12) });
    await buyer.page.getByTestId("order-file").filter({ hasText: "规格.png" }).waitFor();
    expect(await buyer.page.getByTestId("order-file").first().textContent()).toContain("规格.png");
    await save(buyer.page, "order-files-zh");
    await buyer.context.close();

    // Create ship notice: the form holds the order's lines a notice may take, with the promised date.
    await openPage(sup.page, `/purchase/order/${order.id}`);
    await sup.page.getByTestId("order-ship-notice").click();
    await sup.page.waitForURL(`**/delivery/notice/new?order=${order.id}`);
    await sup.page.getByTestId("notice-from-order").waitFor();
    const form = sup.page.getByTestId("notice-form");
    await form.getByText(order.lines[0]!.itemno).first().waitFor();
    // the earliest date promised for the lines the notice may still take (an earlier file may have shipped some)
    const open = new Set((await api<ListResult<{ id: number; orderId: number }>>(`/api/erp-purchase/delivery-notice/candidates?pono=${encodeURIComponent(order.pono)}&limit=200`)).rows
      .filter((l) => l.orderId === order.id).map((l) => l.id));
    const promised = order.lines.filter((l) => open.has(l.id) && l.confirmation && l.confirmation.decision !== "decline").map((l) => l.confirmation!.promisedDate).sort();
    if (promised.length) expect(await form.locator('[name="deliverDate"]').inputValue()).toBe(promised[0]);
    await settle(sup.page);
    await save(sup.page, "ship-notice-from-order-en");
    await sup.page.setViewportSize(phone);
    await sup.page.getByTestId("notice-from-order").waitFor();
    await save(sup.page, "ship-notice-from-order-390");
    // The form and its lines stay within the phone's width (the lines table scrolls in its own region).
    expect(await form.evaluate((f) => f.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await sup.context.close();
  });
});
