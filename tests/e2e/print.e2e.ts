import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, printToPdf as printPdf, screenshot } from "./helpers";
import { loggedIn, phone } from "./shell-helpers";
import { cancelNotice, e2eNotice } from "./purchase-fixtures";

/**
 * Issue 16 §6: a print page puts only its document on paper (Chromium's own print to PDF, as Ctrl+P
 * does), on the paper size it declares; a cancelled notice prints as VOID with its barcode crossed out.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await loggedIn(browser, "sup1001"));
});
afterAll(async () => {
  await browser?.close();
});

async function printToPdf(p: Page, name: string) {
  const doc = await printPdf(p, name);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", doc.file, doc.file.replace(/\.pdf$/, "")]);
  return doc;
}

async function openPrint(p: Page, id: number) {
  await p.goto(`/delivery/notice/${id}/print`);
  await p.getByTestId("print-sheet").waitFor();
  await p.locator('[data-testid="notice-barcode"] rect, [data-testid="notice-barcode"] path').first().waitFor({ state: "attached" });
}

describe("print pages", () => {
  it("print only the document, on one landscape A4 sheet, without the portal around it", async () => {
    const notice = await e2eNotice(context);
    await openPrint(page, notice.id);
    const chrome = [
      // menu entries other than the delivery ones (whose words a delivery notice may share)
      ...(await page.locator('[data-testid="sidebar"] [data-menu-path]:not([data-menu-path^="/delivery"])').allInnerTexts())
        .map((s) => s.trim())
        .filter(Boolean),
      (await page.locator('[data-tab="/dashboard"]').innerText()).trim(),
      "Back to the notice",
    ];
    const pdf = await printToPdf(page, "print-notice-en");
    expect(pdf.pages).toBe(1);
    expect(pdf.size).toMatch(/^841\.\d+ x 59\d\.\d+ pts \(A4\)$/);
    expect(pdf.text).toContain(notice.noticeNo);
    expect(pdf.text).toContain("DN-E2E-001");
    for (const text of chrome) expect(pdf.text, `"${text}" is chrome, not the document`).not.toContain(text);
    expect(pdf.text).not.toContain("VOID");
    // The barcode on paper scans: rendered at a label printer's 203 dpi and read by a real decoder.
    execFileSync("pdftoppm", ["-png", "-r", "203", "-f", "1", "-l", "1", pdf.file, pdf.file.replace(/\.pdf$/, "-203dpi")]);
    const scanned = execFileSync("zbarimg", ["--quiet", "-Sdisable", "-Scode128.enable", pdf.file.replace(/\.pdf$/, "-203dpi-1.png")], { encoding: "utf8" });
    expect(scanned.trim()).toBe(`CODE-128:${notice.noticeNo}`);
  });

  it("marks a cancelled notice VOID on screen and on paper, its barcode crossed out", async () => {
    const notice = await e2eNotice(context);
    await cancelNotice(context, notice.id, "Duplicate of another notice");
    await openPrint(page, notice.id);
    await expect.poll(() => page.getByTestId("void-mark").count()).toBe(1);
    await page.getByTestId("barcode-struck").waitFor();
    await screenshot(page, "print-notice-void-en");
    const pdf = await printToPdf(page, "print-notice-void-en");
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain("VOID");
    expect(pdf.text).toContain(notice.noticeNo);

    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN", viewport: phone });
    await openPrint(zh.page, notice.id);
    await zh.page.getByTestId("void-mark").waitFor();
    await screenshot(zh.page, "print-notice-void-zh-390");
    const zhPdf = await printToPdf(zh.page, "print-notice-void-zh");
    expect(zhPdf.pages).toBe(1);
    expect(zhPdf.text).toContain("作废");
    await zh.context.close();
  });
});
