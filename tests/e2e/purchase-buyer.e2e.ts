import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext, screenshot } from "./helpers";
import { settle, tableReady } from "./purchase-helpers";
import { openPage } from "./shell-helpers";

/**
 * The internal side: buyer01 records a goods receipt against an open notice (the difference against the
 * notice is highlighted in the form and in the receipt), and downloads a collection order's report,
 * which counts the download. Works on a notice of a supplier other than 1001, so the supplier flow of
 * purchase.e2e.ts is untouched.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, "en-US");
  page = await context.newPage();
  await loginThroughUi(page, "buyer01");
  await page.waitForURL("**/dashboard");
});
afterAll(async () => {
  await browser?.close();
});

describe("buyer01: receipts and collection orders", () => {
  it("records a receipt against an open notice, with the difference highlighted", async () => {
    await page.goto("/delivery/notice?status=open");
    const table = await tableReady(page, "delivery-notice");
    const rows = table.locator("tbody tr");
    let href: string | null = null;
    for (let i = 0; i < (await rows.getByTestId("open-notice").count()) && !href; i++) {
      const supplierNo = await rows.nth(i).locator("td").nth(2).textContent();
      if (supplierNo !== "1001") href = await rows.nth(i).getByTestId("open-notice").getAttribute("href");
    }
    expect(href, "an open notice of another supplier than 1001").toMatch(/^\/delivery\/notice\/\d+$/);
    await openPage(page, href!);
    await page.getByTestId("record-receipt").click();
    await page.waitForURL(/\/purchase\/receipt\/new\?notice=\d+/);

    const form = page.getByTestId("receipt-form");
    const line = form.getByTestId("receipt-form-line").first();
    const inputs = line.locator("input:not([type=checkbox])");
    const noticeQty = Number((await line.locator("td").nth(3).textContent())!.replace(/,/g, ""));
    expect(await line.getAttribute("data-difference")).toBe("no");

    const less = String(noticeQty - 1);
    await inputs.nth(0).fill(less);
    expect(await line.getAttribute("data-difference")).toBe("yes");
    await form.getByTestId("receipt-submit").click();
    await line.getByText("Passed + rejected must equal the received quantity").waitFor();
    await inputs.nth(1).fill(less);
    await inputs.nth(5).fill(less);
    await settle(page);
    await screenshot(page, "purchase-receipt-form-en");
    await form.getByTestId("receipt-submit").click();

    await page.waitForURL(/\/purchase\/receipt\?recno=/);
    const recno = new URL(page.url()).searchParams.get("recno")!;
    const receipts = await tableReady(page, "purchase-receipt");
    await receipts.getByTestId("open-receipt").filter({ hasText: recno }).click();
    const detail = page.getByTestId("receipt-detail");
    await detail.waitFor();
    expect(await detail.locator('[data-testid="receipt-line"][data-difference="yes"]').count()).toBeGreaterThan(0);
    await detail.getByText("Differs from the notice").waitFor();
  });

  it("cancels an open notice after confirming; it then shows as cancelled with its history", async () => {
    await page.goto("/delivery/notice?status=open");
    const table = await tableReady(page, "delivery-notice");
    const rows = table.locator("tbody tr");
    let href: string | null = null;
    for (let i = 0; i < (await rows.getByTestId("open-notice").count()) && !href; i++) {
      const supplierNo = await rows.nth(i).locator("td").nth(2).textContent();
      if (supplierNo !== "1001") href = await rows.nth(i).getByTestId("open-notice").getAttribute("href");
    }
    await openPage(page, href!);
    await page.getByTestId("cancel-notice").click();
    const dialog = page.getByTestId("cancel-dialog");
    await dialog.getByRole("textbox").fill("Duplicate notice");
    await dialog.getByTestId("cancel-submit").click();
    await page.locator('[data-testid="notice-detail"][data-status="cancelled"]').waitFor();
    await page.getByText("Cancelled: Duplicate notice").waitFor();
    await page.getByTestId("audit-history").getByText("Not received → Cancelled").waitFor();
    expect(await page.getByTestId("edit-notice").count()).toBe(0);
  });

  it("downloads a collection order's report and the download is counted", async () => {
    await page.goto("/purchase/collection?downloadStatus=notDownloaded");
    const table = await tableReady(page, "purchase-collection");
    const first = table.locator("tbody tr").first();
    const collectionNo = (await first.getByTestId("open-collection").textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent("download"), first.getByTestId("collection-download").click()]);
    expect(download.suggestedFilename()).toBe(`${collectionNo}.xlsx`);
    await page.getByText(`Report of ${collectionNo} downloaded`).waitFor();

    await page.goto(`/purchase/collection?collectionNo=${collectionNo}&downloadStatus=downloaded`);
    const after = await tableReady(page, "purchase-collection");
    await after.getByTestId("open-collection").filter({ hasText: collectionNo }).click();
    const detail = page.getByTestId("collection-detail");
    await detail.waitFor();
    expect(await detail.locator('[data-field="downloadCount"]').textContent()).toBe("1");
    expect(await detail.locator('[data-field="lastDownloader"]').textContent()).toContain("E1001");
    await context.close();
  });
});
