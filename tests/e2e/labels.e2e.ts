import { businessDate } from "@/lib/business-time";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch } from "./helpers";
import { loggedIn, openPage, phone } from "./shell-helpers";
import { e2eNotice } from "./purchase-fixtures";

/**
 * Issue 13: purchase receipt labels for a delivery notice line, made through the screens; the download
 * task's progress bar and its PDF; the preview in a chosen format; the print page on 100 × 70 mm paper. Every barcode of the PDF and of
 * the printed page is read back by zbarimg.
 */
const shots = process.env.LABEL_SHOTS ?? path.resolve("tests/artifacts/labels");
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launch();
  ({ context, page } = await loggedIn(browser, "sup1001"));
});
afterAll(async () => {
  await browser?.close();
});

const shot = (p: Page, name: string) => p.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** Every page of a PDF at 300 dpi through zbarimg: the decoded values of each page, sorted. */
function scan(pdf: string): string[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labels-e2e-"));
  execFileSync("pdftoppm", ["-r", "300", "-png", pdf, path.join(dir, "p")]);
  const pages = fs.readdirSync(dir).filter((f) => f.endsWith(".png")).sort();
  const out = pages.map((f) => execFileSync("zbarimg", ["-q", "--raw", path.join(dir, f)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split("\n").filter(Boolean).sort());
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

async function fillForm(p: Page, noticeNo: string) {
  await openPage(p, "/purchase/label/new");
  await p.locator('input[name="noticeNo"]').fill(noticeNo);
  await p.getByTestId("label-find").click();
  await p.getByTestId("label-form").waitFor();
  for (const [name, value] of Object.entries({ perBundle: "3", customerLabel: "华印客户 A", workNo: "W0123", netWeight: "10.5", singleWeight: "3.5", batchNo: "LOT-E2E" })) {
    await p.locator(`input[name="${name}"]`).fill(value);
  }
  await p.getByTestId("label-withQr").click();
  await p.getByTestId("label-withGs1").click();
}

describe("purchase receipt labels", () => {
  let batchUrl = "";
  let serials: string[] = [];

  it("creates labels for a notice line, the count calculated and shown before creating", async () => {
    const notice = await e2eNotice(context);
    await fillForm(page, notice.noticeNo);
    // the line is 10, per pack 3: four labels (3, 3, 3, 1)
    await expect.poll(() => page.getByText("4 labels will be made").count()).toBe(1);
    await shot(page, "label-form-en");
    await page.getByTestId("label-create").click();
    await page.waitForURL(/\/purchase\/label\/\d+$/);
    await page.getByTestId("label-serials").waitFor();
    batchUrl = new URL(page.url()).pathname;
    serials = await page.locator('[data-testid="label-serials"] tbody tr td:nth-child(2)').allInnerTexts();
    expect(serials).toHaveLength(4);
  });

  it("downloads the PDF through the task: a progress bar, then the file; every barcode scans", async () => {
    await page.getByTestId("label-download-start").click();
    await page.getByTestId("label-progress").waitFor();
    await page.getByTestId("label-download-ready").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("label-progress").getAttribute("aria-valuenow")).toBe("4");
    await shot(page, "label-batch-en");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("label-download-save").click()]);
    const file = path.join(shots, "labels-download.pdf");
    await download.saveAs(file);
    const quantities = ["3", "3", "3", "1"];
    expect(scan(file)).toEqual(serials.map((s, i) => expectedPage(s, quantities[i]!)));
    await expect.poll(async () => page.locator('[data-testid="label-serials"] tbody tr td:nth-child(4)').allInnerTexts()).toEqual(Array(4).fill("Printed 1×"));
  });

  it("previews every label in a chosen format, as the PDF lays them out; the preview's barcodes scan and it counts no print", async () => {
    await page.getByTestId("label-preview-link").click();
    await page.waitForURL(/\/purchase\/label\/\d+\/preview$/);
    await page.getByTestId("label-sheet").waitFor();
    await expect.poll(() => page.getByTestId("label-face").count()).toBe(4);
    await page.getByTestId("label-preview-template").click();
    await page.getByRole("option", { name: "Customer label 100 × 70 mm" }).click();
    await expect.poll(() => page.getByTestId("label-mark").allInnerTexts()).toEqual(["1/4", "2/4", "3/4", "4/4"]);
    await page.locator('[data-testid="label-code128"] rect').first().waitFor({ state: "attached" });
    await page.getByTestId("label-qr").locator("svg").first().waitFor({ state: "attached" });
    await shot(page, "label-preview-customer-en");
    await page.emulateMedia({ media: "print" });
    const pdf = path.join(shots, "labels-preview.pdf");
    fs.writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    await page.emulateMedia({ media: "screen" });
    expect(scan(pdf)).toEqual(serials.map((s, i) => expectedPage(s, ["3", "3", "3", "1"][i]!)));
    await page.goto(batchUrl);
    await expect.poll(async () => page.locator('[data-testid="label-serials"] tbody tr td:nth-child(4)').allInnerTexts()).toEqual(Array(4).fill("Printed 1×"));
  });

  it("prints on 100 × 70 mm pages, labels only; the printed barcodes scan; a second print is marked reprint", async () => {
    await page.getByTestId("label-print-link").click();
    await page.getByTestId("label-sheet").waitFor();
    await page.getByTestId("label-print-count").fill("201");
    await page.getByTestId("label-print-button").click();
    await expect.poll(() => page.getByText("Print count cannot be over 200").count()).toBe(1);
    await page.getByTestId("label-print-count").fill("4");
    await page.getByTestId("label-print-button").click();
    await expect.poll(() => page.getByTestId("label-mark").allInnerTexts()).toEqual(["REPRINT 1/4", "REPRINT 2/4", "REPRINT 3/4", "REPRINT 4/4"]);
    await page.locator('[data-testid="label-code128"] rect').first().waitFor({ state: "attached" });
    await page.getByTestId("label-qr").locator("svg").first().waitFor({ state: "attached" });
    await shot(page, "label-print-en");
    // the apply number is the PO line's requisition, printed under the PO
    await expect.poll(async () => (await page.getByTestId("label-face").first().innerText()).match(/Apply no\.: (\S+)/)?.[1]).toMatch(/^RQ\d+-\d+$/);
    await page.emulateMedia({ media: "print" });
    const pdf = path.join(shots, "labels-print.pdf");
    fs.writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    await page.emulateMedia({ media: "screen" });
    const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
    expect(Number(/^Pages:\s+(\d+)/m.exec(info)![1])).toBe(4);
    // 100 × 70 mm is 283.46 × 198.43 pt; Chromium rounds the page to whole CSS pixels.
    const [w, h] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!.slice(1).map(Number);
    expect(Math.abs(w! - 283.46)).toBeLessThan(1.5);
    expect(Math.abs(h! - 198.43)).toBeLessThan(1.5);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).not.toContain("Labels in this print");
    expect(scan(pdf)).toEqual(serials.map((s, i) => expectedPage(s, ["3", "3", "3", "1"][i]!)));
  });

  it("shows the print page and the form in Chinese and at 390 px", async () => {
    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await zh.page.goto(`${batchUrl}/print`);
    await zh.page.locator('[data-testid="label-code128"] rect').first().waitFor({ state: "attached" });
    await expect.poll(() => zh.page.getByText("采购单: ").count()).toBeGreaterThan(0);
    await shot(zh.page, "label-print-zh");
    await zh.page.goto(batchUrl);
    await zh.page.getByTestId("label-serials").waitFor();
    await shot(zh.page, "label-batch-zh");
    await zh.context.close();
    const small = await loggedIn(browser, "sup1001", { viewport: phone });
    const notice = await e2eNotice(small.context);
    await fillForm(small.page, notice.noticeNo);
    await shot(small.page, "label-form-390");
    const width = await small.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await small.page.goto(`${batchUrl}/print`);
    await small.page.locator('[data-testid="label-code128"] rect').first().waitFor({ state: "attached" });
    await shot(small.page, "label-print-390");
    await small.context.close();
  });
});

/** One label page: Code128 and QR of the serial, the GS1-128 of (11) today (30) quantity FNC1 (10) batch. */
function expectedPage(serial: string, qty: string): string[] {
  // The production date is company 1's business day, which is already tomorrow's UTC day from 16:00 UTC on.
  const [y, m, d] = businessDate(new Date(), "Asia/Shanghai").split("-");
  const yymmdd = `${y!.slice(2)}${m}${d}`;
  return [`11${yymmdd}30${qty}\x1d10LOT-E2E`, serial, serial].sort();
}
