import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { launch, loginThroughUi, newContext, shotsIn } from "./helpers";
import { tableReady } from "./purchase-helpers";

/**
 * Issue 10 end to end: sup1001 meets the required outbound date, receives a seeded processing order,
 * enters production quantities through every catalogue message, and reads the log (zh, en, 390 px).
 */
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
const shots = "/work/shots/processing";

const shot = shotsIn(shots);

async function orders(filters: Record<string, string>): Promise<ProcessingOrderRow[]> {
  const q = new URLSearchParams({ outboundDateRange: "lastThreeMonths", limit: "200", ...filters });
  const res = await ctx.request.fetch(`/api/erp-production/processing-order?${q}`);
  const env = (await res.json()) as Envelope<ListResult<ProcessingOrderRow>>;
  if (env.returnCode !== 200) throw new Error(env.message);
  return env.data!.rows;
}

const table = (p: Page) => p.getByTestId("table-processing-order");
async function rowAction(p: Page, outNo: string, item: string) {
  await p.goto(`/processing/order?outboundDateRange=lastThreeMonths&outNo=${outNo}`);
  await tableReady(p, "processing-order");
  await table(p).locator("tbody tr").first().getByTestId("row-actions").click();
  await p.getByRole("menuitem", { name: item }).click();
}

beforeAll(async () => {
  browser = await launch();
  ctx = await newContext(browser, "en-US");
  page = await ctx.newPage();
  await loginThroughUi(page, "sup1001");
  await page.waitForURL("**/dashboard");
});
afterAll(async () => {
  await browser?.close();
});

describe("outsourced processing, end to end", () => {
  it("the dashboard to-do counts new processing orders and opens them filtered", async () => {
    const waiting = (await orders({ receiveStatus: "not_received" })).length;
    await page.goto("/dashboard");
    const tile = page.getByTestId("todo-newProcessingOrders");
    await tile.waitFor();
    expect(Number((await tile.locator("span").first().textContent())!.trim())).toBe(waiting);
    await tile.click();
    await page.waitForURL(/\/processing\/order\?.*receiveStatus=not_received/);
    await tableReady(page, "processing-order");
    expect(await table(page).locator('tbody [data-value="not_received"]').count()).toBe(waiting);
  });

  it("the list asks for the outbound date first; /outerworkorder leads to it", async () => {
    await page.goto("/outerworkorder");
    await page.waitForURL("**/processing/order");
    await page.getByTestId("missing-filter").getByText("Please select the outbound date").waitFor();
    // the table says why it is empty, not "No data"
    await table(page).getByTestId("table-empty").getByText("Nothing is listed until the filters above are set.").waitFor();
  });

  it("a not yet received order refuses quantities: please receive the processing order first", async () => {
    const o = (await orders({ receiveStatus: "not_received" }))[0]!;
    await rowAction(page, o.outNo, "Enter quantity");
    const dialog = page.getByTestId("quantity-dialog");
    await dialog.getByTestId("quantity-input").fill("1");
    await dialog.getByTestId("quantity-submit").click();
    await dialog.getByText("Please receive the processing order first").waitFor();
    await page.keyboard.press("Escape");
  });

  it("sup1001 receives an order, enters quantities through every message, and reads the log", async () => {
    const o = (await orders({ receiveStatus: "not_received" })).find((r) => r.priceReviewStatus === "done" && r.unitDecimals === 0)!;
    expect(o).toBeDefined();
    await rowAction(page, o.outNo, "Receive");
    await page.getByTestId("receive-dialog").getByTestId("receive-submit").click();
    await page.getByText(`Processing order ${o.outNo}-1 received`).waitFor();
    await table(page).locator('[data-value="received"]').first().waitFor();
    await shot(page, "processing-list-en");

    await table(page).locator("tbody tr").first().getByTestId("row-actions").click();
    await page.getByRole("menuitem", { name: "Enter quantity" }).click();
    const dialog = page.getByTestId("quantity-dialog");
    const input = dialog.getByTestId("quantity-input");
    const attempt = async (value: string, message: string) => {
      await input.fill(value);
      await dialog.getByTestId("quantity-submit").click();
      await dialog.getByText(message).waitFor();
    };
    await attempt("", "The quantity cannot be empty");
    await attempt("abc", "Please enter a numeric value");
    await attempt("-3", "The quantity must be greater than 0");
    await attempt("1.5", "Must be a valid quantity: at most 0 decimals for this unit");
    await attempt(String(Number(o.outboundQty) + 1), "Cumulative completion exceeds the outsourced quantity");
    await shot(page, "processing-quantity-error-en");
    await input.fill("25");
    await dialog.getByTestId("quantity-submit").click();
    await page.getByText("Quantity saved; cumulative 25").waitFor();
    await dialog.waitFor({ state: "hidden" });

    await table(page).locator("tbody tr").first().getByTestId("row-actions").click();
    await page.getByRole("menuitem", { name: "Quantity log" }).click();
    const log = page.getByTestId("log-drawer");
    await log.getByTestId("log-table").waitFor();
    expect(await log.locator("tbody tr").count()).toBe(1);
    await log.getByText("S1001").first().waitFor();
    await shot(page, "processing-log-en");
    await log.getByTestId("reverse-entry").click();
    await page.getByTestId("reverse-submit").click();
    await log.getByText(/Reversal of #\d+/).waitFor();
    expect(await log.locator("tbody tr").count()).toBe(2);
    // The order's conversation, in its drawer (issue 39): a message stays on the order.
    await log.getByTestId("conversation-open").click();
    const note = `Reversed a miscount on ${Date.now()}`;
    await log.getByTestId("conversation-input").fill(note);
    await log.getByTestId("conversation-send").click();
    await log.getByTestId("conversation-message").last().getByText(note).waitFor();
    await shot(page, "processing-conversation-en");
  });

  it("Chinese and a 390 px phone", async () => {
    const zh = await newContext(browser, "zh-CN");
    const zp = await zh.newPage();
    await loginThroughUi(zp, "sup1001");
    await zp.waitForURL("**/dashboard");
    await zp.goto("/processing/order?outboundDateRange=lastThreeMonths&receiveStatus=received");
    await tableReady(zp, "processing-order");
    await zp.getByText("综合加工单").first().waitFor();
    await shot(zp, "processing-list-zh");
    await table(zp).locator("tbody tr").first().getByTestId("row-actions").click();
    await zp.getByRole("menuitem", { name: "录入产量" }).click();
    await zp.getByTestId("quantity-submit").click();
    await zp.getByTestId("quantity-dialog").getByText("数量不能为空").waitFor();
    await shot(zp, "processing-quantity-zh");
    await zp.goto("/processing/order");
    await table(zp).getByTestId("table-empty").getByText("请先设置上方的查询条件，再显示列表。").waitFor();
    await shot(zp, "processing-idle-zh");
    await zh.close();

    const phone = await newContext(browser, "en-US", { width: 390, height: 844 });
    const pp = await phone.newPage();
    await loginThroughUi(pp, "sup1001");
    await pp.waitForURL("**/dashboard");
    await pp.goto("/processing/unfinished");
    await pp.waitForURL(/progress=open/);
    await tableReady(pp, "processing-order");
    await shot(pp, "processing-unfinished-390");
    expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await pp.goto("/processing/order");
    await table(pp).getByTestId("table-empty").getByText("Nothing is listed until the filters above are set.").waitFor();
    expect(await pp.getByTestId("table-total").textContent()).toBe("Total 0");
    await shot(pp, "processing-idle-390");
    await phone.close();
  });

  it("factory staff are asked for the supplier number too, and then see that supplier's orders", async () => {
    const staff = await newContext(browser, "en-US");
    const sp = await staff.newPage();
    await loginThroughUi(sp, "factory01");
    await sp.waitForURL("**/dashboard");
    await sp.goto("/processing/order?outboundDateRange=lastThreeMonths");
    await sp.getByTestId("missing-filter").getByText("Please enter the supplier number").waitFor();
    await sp.getByLabel("Supplier No.").fill("1001");
    await sp.getByTestId("filter-search").click();
    await sp.waitForURL(/venno=1001/);
    await sp.getByTestId("missing-filter").waitFor({ state: "detached" });
    await tableReady(sp, "processing-order");
    const rows = await table(sp).locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ""));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((text) => !text.includes("1001"))).toEqual([]);
    await shot(sp, "processing-staff-supplier-en");
    await staff.close();
  });
});
