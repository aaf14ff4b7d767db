import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext } from "./helpers";
import { setLocale } from "./purchase-helpers";
import { unconfirmedReceivedOrder, type OrderRef } from "./purchase-fixtures";

/**
 * Issue 39 (schedules and the confirmation workbook): the supplier downloads its open lines, fills them with
 * exceljs, uploads and reads the per-row report (refused for a bad row, then the valid rows applied), and splits
 * a line into two schedule lines that the buyer then sees. Screenshots in en and zh, desktop and 390 px, go to
 * /work/shots/sched/.
 */
const shots = process.env.SHOTS_DIR ?? "/work/shots/sched";
const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };
let browser: Browser;
let supplier: BrowserContext;
let buyer: BrowserContext;
let sup: Page;
let buy: Page;
let order: OrderRef;

async function both(page: Page, name: string, ready: () => Promise<unknown>) {
  fs.mkdirSync(shots, { recursive: true });
  for (const [size, viewport] of [["desktop", desktop], ["390", phone]] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`), fullPage: size === "390" });
  }
  await page.setViewportSize(desktop);
}

beforeAll(async () => {
  browser = await launch();
  supplier = await newContext(browser, "en-US");
  buyer = await newContext(browser, "en-US");
  sup = await supplier.newPage();
  buy = await buyer.newPage();
  await loginThroughUi(sup, "sup1001");
  await sup.waitForURL("**/dashboard");
  await loginThroughUi(buy, "buyer01");
  await buy.waitForURL("**/dashboard");
  order = await unconfirmedReceivedOrder(supplier);
});
afterAll(async () => {
  await browser?.close();
});

/** The downloaded workbook with this order's first line partly accepted and, when bad, its second line's quantity not a number. */
async function filled(bytes: Buffer, bad: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((r) => { if (r.getCell(1).value === order.pono) rows.push(r); });
  expect(rows.length).toBe(order.lines.length);
  expect(rows[0]!.getCell(1).protection?.locked).not.toBe(false);
  rows[0]!.getCell(7).value = "Partially accepted";
  rows[0]!.getCell(8).value = 1;
  rows[0]!.getCell(9).value = new Date(Date.UTC(2030, 0, 15));
  if (bad && rows[1]) {
    rows[1].getCell(7).value = "Partially accepted";
    rows[1].getCell(8).value = "many";
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("confirming from a workbook, and schedule lines", () => {
  it("downloads the open lines, uploads them filled, reads the report, then applies the valid rows", async () => {
    expect(order.lines.length).toBeGreaterThan(1);
    for (const locale of ["zh", "en"]) {
      await setLocale(supplier, locale);
      await sup.goto("/purchase/order");
      await sup.getByTestId("confirm-workbook-open").click();
      const dialog = sup.getByTestId("confirm-workbook");
      await dialog.waitFor();
      const [download] = await Promise.all([sup.waitForEvent("download"), dialog.getByTestId("confirm-workbook-download").click()]);
      const bytes = fs.readFileSync((await download.path())!);
      await dialog.getByTestId("confirm-workbook-file").setInputFiles({ name: "open-lines.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await filled(bytes, true) });
      await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="bad"]').waitFor();
      expect(await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="valid"]').count()).toBe(1);
      await both(sup, `upload-report-${locale}`, () => dialog.getByTestId("confirm-workbook-summary").waitFor());
      if (locale === "en") {
        expect(await dialog.getByTestId("confirm-workbook-summary").textContent()).toBe(
          "Nothing was applied: 1 rows have errors. Correct them and upload again, or apply the valid rows.");
        expect(await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="bad"]').textContent()).toContain("Promised quantity:");
        await dialog.getByTestId("confirm-workbook-apply-valid").click();
        await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="applied"]').waitFor();
        expect(await dialog.getByTestId("confirm-workbook-summary").textContent()).toBe("1 orders confirmed from 1 rows; 1 rows with errors were skipped");
        await both(sup, "upload-applied-en", () => dialog.getByTestId("confirm-workbook-summary").waitFor());
      }
      await sup.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    await sup.goto(`/purchase/order/${order.orderId}`);
    await sup.locator('[data-testid="order-line"][data-decision="partial"]').waitFor();
  });

  it("splits a line into two schedule lines, which both sides see", async () => {
    await setLocale(supplier, "en");
    await sup.goto(`/purchase/order/${order.orderId}`);
    await sup.getByTestId("detail-confirm").click();
    const form = sup.getByTestId("confirm-form");
    const line = form.getByTestId("confirm-line").nth(1);
    await line.waitFor();
    await line.getByTestId("confirm-decision").click();
    await sup.getByRole("option", { name: "Accepted", exact: true }).click();
    await line.getByTestId("schedule-split").click();
    const editor = form.getByTestId("schedule-editor");
    await editor.waitFor();
    const qty = editor.getByTestId("schedule-qty");
    const ordered = Number(order.lines[1]!.payqty);
    const first = Math.floor(ordered / 2);
    await qty.nth(0).fill(String(first));
    await qty.nth(1).fill(String(ordered - first));
    await editor.getByRole("textbox", { name: /Schedule line 2 · Date/ }).fill("2030-03-01");
    expect(await editor.getByTestId("schedule-sum").textContent()).toContain("scheduled");
    await both(sup, "schedule-form-en", () => editor.waitFor());
    await form.getByTestId("confirm-submit").click();
    await sup.getByText("The confirmation has been saved").waitFor();
    const schedule = sup.getByTestId("order-lines").getByTestId("schedule-line");
    await schedule.nth(1).waitFor();
    expect(await schedule.count()).toBe(2);
    expect(await schedule.nth(1).textContent()).toContain("2030-03-01");
    await both(sup, "schedule-supplier-en", () => schedule.first().waitFor());

    for (const locale of ["en", "zh"]) {
      await setLocale(buyer, locale);
      await buy.goto(`/purchase/order/${order.orderId}`);
      const seen = buy.getByTestId("order-lines").getByTestId("schedule-line");
      await seen.nth(1).waitFor();
      expect(await seen.count()).toBe(2);
      await both(buy, `schedule-buyer-${locale}`, () => seen.first().waitFor());
    }
    // The supplier's form opens with the schedule it saved.
    await setLocale(supplier, "zh");
    await sup.goto(`/purchase/order/${order.orderId}`);
    await sup.getByTestId("detail-confirm").click();
    await editor.waitFor();
    expect(await editor.getByTestId("schedule-row").count()).toBe(2);
    await both(sup, "schedule-form-zh", () => editor.waitFor());
  });
});
