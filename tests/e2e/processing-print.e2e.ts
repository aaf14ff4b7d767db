import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { processingPrintRoutes, type ProcessingPrintForm } from "@/lib/contracts/erp-production/processing-print";
import { launch, printToPdf, shotsIn } from "./helpers";
import { prints, stubPrint, tableReady } from "./purchase-helpers";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 10, prints: sup1001 opens each processing print from the order list, sees the order number, the
 * company header and both barcodes; the carton flow sheet asks first and refuses a non-carton order;
 * Chromium's print to PDF gives one A4 page per order. Screenshots in en, zh and at 390 px.
 */
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
const shots = "/work/shots/prints";
const forms: ProcessingPrintForm[] = ["project", "business", "outsourced", "sample", "specification"];
const company = "华印包装（深圳）有限公司";

const shot = shotsIn(shots);

async function rows(c: BrowserContext): Promise<ProcessingOrderRow[]> {
  const res = await c.request.fetch("/api/erp-production/processing-order?outboundDateRange=lastThreeMonths&limit=200");
  const env = (await res.json()) as Envelope<ListResult<ProcessingOrderRow>>;
  if (env.returnCode !== 200) throw new Error(env.message);
  return env.data!.rows;
}

/** Whether the print operation takes the order on the carton flow sheet (200) or refuses it (409). */
async function isCarton(id: number): Promise<boolean> {
  const res = await ctx.request.fetch(`/api/erp-production/processing-order/print?form=carton&ids=${id}`);
  const code = ((await res.json()) as Envelope<unknown>).returnCode;
  if (code !== 200 && code !== 409) throw new Error(`print answered ${code}`);
  return code === 200;
}

const table = (p: Page) => p.getByTestId("table-processing-order");
async function printFromRow(p: Page, outNo: string, form: ProcessingPrintForm) {
  await p.goto(`/processing/order?outboundDateRange=lastThreeMonths&outNo=${outNo}`);
  await tableReady(p, "processing-order");
  await table(p).locator("tbody tr").first().getByTestId("row-actions").click();
  await p.getByTestId(`print-${form}`).click();
}

/** The sheets are on screen with their barcodes drawn. */
async function sheetsReady(p: Page, count: number) {
  await p.getByTestId("print-sheets").waitFor();
  await expect.poll(() => p.getByTestId("print-sheet").count()).toBe(count);
  await expect.poll(() => p.locator('[data-testid="order-barcode"] rect, [data-testid="order-barcode"] path').count()).toBeGreaterThan(0);
  await expect.poll(() => p.locator('[data-testid="product-barcode"] rect, [data-testid="product-barcode"] path').count()).toBeGreaterThan(0);
}

let withLog: ProcessingOrderRow;
let carton: ProcessingOrderRow;
let plain: ProcessingOrderRow;
let own: ProcessingOrderRow[];

beforeAll(async () => {
  browser = await launch();
  ({ context: ctx, page } = await loggedIn(browser, "sup1001"));
  own = await rows(ctx);
  withLog = own.find((r) => r.receiveStatus === "received" && Number(r.completedQty) > 0)!;
  expect(withLog).toBeDefined();
  for (const r of own) {
    if (carton && plain) break;
    if (await isCarton(r.id)) carton ??= r;
    else plain ??= r;
  }
  expect(carton && plain).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe("processing prints", () => {
  it.each(forms)("%s: opened from the row menu, shows the order, the company header and both barcodes; one A4 page", async (form) => {
    await printFromRow(page, withLog.outNo, form);
    await page.waitForURL(`**${processingPrintRoutes[form]}?ids=${withLog.id}`);
    await sheetsReady(page, 1);
    expect(await page.getByTestId("print-doc-no").innerText()).toBe(`${withLog.outNo}-${withLog.lineNo}`);
    expect(await page.getByTestId("print-company").innerText()).toBe(company);
    expect(await page.getByTestId("order-barcode").getAttribute("data-value")).toBe(withLog.outNo);
    expect(await page.getByTestId("product-barcode").getAttribute("data-value")).toBe(withLog.productBarcode);
    if (form === "outsourced") expect(await page.getByTestId("print-log").locator("tbody tr").count()).toBeGreaterThan(0);
    await shot(page, `print-${form}-en`);
    const doc = await printToPdf(page, `print-${form}-en`);
    expect(doc.pages).toBe(1);
    expect(doc.size).toMatch(/\(A4\)$/);
    expect(doc.text).toContain(withLog.outNo);
    expect(doc.text).not.toContain("Back to processing orders");
    // Both barcodes on paper scan: rendered at a label printer's 203 dpi and read by a real decoder.
    execFileSync("pdftoppm", ["-png", "-r", "203", "-f", "1", "-l", "1", doc.file, doc.file.replace(/\.pdf$/, "-203dpi")]);
    const scanned = execFileSync("zbarimg", ["--quiet", "-Sdisable", "-Scode128.enable", doc.file.replace(/\.pdf$/, "-203dpi-1.png")], { encoding: "utf8" });
    expect(scanned.trim().split("\n").sort()).toEqual([`CODE-128:${withLog.outNo}`, `CODE-128:${withLog.productBarcode}`].sort());
  });

  it("the carton flow sheet asks first, refuses a non-carton order, and prints a carton one", async () => {
    await printFromRow(page, plain.outNo, "carton");
    const dialog = page.getByTestId("confirm-dialog");
    await dialog.getByText("Printing is impossible if the order is not a carton order.").waitFor();
    await dialog.getByTestId("confirm-submit").click();
    await page.waitForURL(`**${processingPrintRoutes.carton}?ids=${plain.id}`);
    const refused = page.getByTestId("print-refused");
    await refused.getByText(`${plain.outNo} is not a carton order: printing is impossible if the order is not a carton order`).waitFor();
    expect(await page.getByTestId("print-sheet").count()).toBe(0);
    await shot(page, "print-carton-refused-en");

    await printFromRow(page, carton.outNo, "carton");
    await page.getByTestId("confirm-dialog").getByTestId("confirm-submit").click();
    await page.waitForURL(`**${processingPrintRoutes.carton}?ids=${carton.id}`);
    await sheetsReady(page, 1);
    expect(await page.getByTestId("carton-steps").locator("tbody tr").count()).toBe(5);
    await shot(page, "print-carton-en");
    const doc = await printToPdf(page, "print-carton-en");
    expect(doc.pages).toBe(1);
    expect(doc.text).toContain(carton.outNo);

    // the print button sends the sheet, without the page's toolbar, to the printer
    await stubPrint(ctx);
    await page.reload();
    await sheetsReady(page, 1);
    await page.getByTestId("print-button").click();
    await expect.poll(async () => (await prints(page)).length).toBe(1);
    const [printed] = await prints(page);
    expect(printed!.text).toContain(carton.outNo);
    expect(printed!.text).not.toContain("Back to processing orders");
  });

  it("cancelling the carton confirmation stays on the list", async () => {
    await printFromRow(page, plain.outNo, "carton");
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByTestId("confirm-dialog").waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/processing/order");
  });

  it("three selected orders print on three pages, one order each", async () => {
    await page.goto("/processing/order?outboundDateRange=lastThreeMonths");
    await tableReady(page, "processing-order");
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = table(page).locator("tbody tr").nth(i);
      await row.getByRole("checkbox").check();
      picked.push((await row.locator("td").nth(1).innerText()).trim());
    }
    await page.getByTestId("selected-count").getByText("3").waitFor();
    await page.getByTestId("print-selected").click();
    await page.getByTestId("print-specification").click();
    await page.waitForURL(`**${processingPrintRoutes.specification}?ids=*`);
    await sheetsReady(page, 3);
    const doc = await printToPdf(page, "print-specification-3");
    expect(doc.pages).toBe(3);
    for (const outNo of picked) expect(doc.text).toContain(outNo);
  });

  it("another supplier's order and a malformed id list show the not-found and refusal states", async () => {
    const other = await loggedIn(browser, "sup1002");
    const foreign = (await rows(other.context))[0]!;
    await other.context.close();
    await page.goto(`${processingPrintRoutes.project}?ids=${foreign.id}`);
    await page.getByTestId("print-not-found").getByText("Processing order not found").waitFor();
    await shot(page, "print-not-found-en");
    await page.goto(`${processingPrintRoutes.project}?ids=1,x`);
    await page.getByTestId("print-refused").getByText("Select the processing orders to print").waitFor();
  });

  it("the outsourced labels of an order are one click away in the labels module", async () => {
    await page.goto(`/processing/order?outboundDateRange=lastThreeMonths&outNo=${withLog.outNo}`);
    await tableReady(page, "processing-order");
    await table(page).locator("tbody tr").first().getByTestId("row-actions").click();
    await page.getByTestId("outsourced-labels").click();
    await page.waitForURL(/\/processing\/labels\?.*kind=outsourced/);
    expect(new URL(page.url()).searchParams.get("outNo")).toBe(withLog.outNo);
  });

  it("in Chinese every print reads in Chinese; on a phone the sheet fits the screen", async () => {
    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    const titles: Record<ProcessingPrintForm, string> = { project: "工程单", business: "业务单", outsourced: "外发单", sample: "样品单", specification: "产品规格书", carton: "纸箱流程单" };
    for (const form of [...forms, "carton"] as ProcessingPrintForm[]) {
      const id = form === "carton" ? carton.id : withLog.id;
      await zh.page.goto(`${processingPrintRoutes[form]}?ids=${id}`);
      await sheetsReady(zh.page, 1);
      expect(await zh.page.getByTestId("print-sheet").locator("h1").innerText()).toBe(titles[form]);
      await shot(zh.page, `print-${form}-zh`);
    }
    await zh.page.goto(`${processingPrintRoutes.carton}?ids=${plain.id}`);
    await zh.page.getByTestId("print-refused").getByText(`${plain.outNo} 不是纸箱订单：非纸箱订单无法打印`).waitFor();
    await shot(zh.page, "print-carton-refused-zh");
    const doc = await printToPdf(zh.page, "print-carton-refused-zh");
    expect(doc.text).toContain("不是纸箱订单");
    await zh.context.close();

    const small = await loggedIn(browser, "sup1001", { locale: "zh-CN", viewport: phone });
    await small.page.goto(`${processingPrintRoutes.outsourced}?ids=${withLog.id}`);
    await sheetsReady(small.page, 1);
    await shot(small.page, "print-outsourced-zh-390");
    const overflow = await small.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await small.context.close();
  });
});
