import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, screenshot } from "./helpers";
import { loggedIn, openPage, phone } from "./shell-helpers";
import { orderByPono } from "./purchase-fixtures";
import { sourcingDemo } from "@/services/db/seed/purchase-plan";

/**
 * Issue 11 sourcing journey: a buyer releases an inquiry to three suppliers; two quote and one revises; the
 * deadline passes; the buyer compares (lowest marked) and awards; the awarded price becomes a price record, and
 * the seed's order of 1002 for that material at that price, which failed its price review before, passes it.
 */
const stamp = Date.now().toString(36).toUpperCase();
const { itemno, venNo: winner, unitPrice } = sourcingDemo;
const demoPono = "SZPO900001";
let browser: Browser;
let inquiryUrl = "";
let deadline = 0;

beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The deadline as the company's (Shenzhen, UTC+8 all year) wall clock, as the house date-time input takes it. */
const localInput = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19);
/** The company's business day now. */
const shenzhenDay = () => localInput(Date.now()).slice(0, 10);

/** `decimalSign`: as the UI language writes it, "," in Vietnamese. */
async function quote(page: Page, price: string, lead: string, decimalSign = ".") {
  const line = page.getByTestId("quote-line").first();
  await line.getByTestId("quote-unit-price").fill(price.replace(".", decimalSign));
  await line.getByTestId("quote-tax-price").fill((Number(price) * 1.13).toFixed(4).replace(".", decimalSign));
  await line.getByTestId("quote-lead").fill(lead);
  await line.getByTestId("quote-valid").fill("2030-12-31");
  await page.getByTestId("quote-submit").click();
}

async function openInvitation(page: Page) {
  await page.goto("/purchase/quotation?tab=invitations");
  await page.getByTestId("open-invitation").filter({ hasText: /RFQ/ }).first().waitFor();
  await page.goto(inquiryUrl.replace("/purchase/inquiry/", "/purchase/quotation/inquiry/"));
  await page.getByTestId("quote-line").first().waitFor();
}

async function reviewPrices(page: Page, orderId: number) {
  await page.goto(`/purchase/order/${orderId}`);
  await page.getByTestId("order-detail").waitFor();
  await page.getByTestId("detail-price-review").click();
}

describe("sourcing: price inquiry to award", () => {
  it("before any award, the order of 1002 for the material fails its price review", async () => {
    const { context, page } = await loggedIn(browser, "buyer01");
    const order = await orderByPono(context, demoPono);
    expect(order?.lines.map((l) => [l.itemno, Number(l.dj)])).toEqual([[itemno, Number(unitPrice)]]);
    await reviewPrices(page, order!.orderId);
    await page.getByText("1 line does not match a valid price record").waitFor();
    await page.getByTestId("detail-price-review").waitFor();
    await context.close();
  });

  it("the buyer releases an inquiry to three suppliers", async () => {
    const { context, page } = await loggedIn(browser, "buyer01");
    await openPage(page, "/purchase/inquiry/new");
    await page.getByTestId("inquiry-title").fill(`Coated paper ${stamp}`);
    // The two suppliers' quotes must be in before it: about 10 s on a fast host, 70 s on a slow one under CI's load
    // (where 50 s ran out before the second supplier quoted). What is left of it is idle time of one worker.
    deadline = Date.now() + 150_000;
    await page.getByTestId("inquiry-deadline").fill(localInput(deadline));
    await page.getByTestId("inquiry-terms").fill("Delivery to Shenzhen plant, freight included.");
    const line = page.getByTestId("inquiry-line").first();
    await line.getByLabel("Material No.").fill(itemno);
    await line.getByLabel("Material name").fill("Coated paper 157g");
    await line.getByLabel("Quantity").fill("1200");
    await line.getByLabel("Required date").fill("2030-03-01");
    for (const venNo of ["1001", "1002", "1004"]) await page.getByTestId("supplier-option").filter({ hasText: venNo }).first().getByRole("checkbox").click();
    await screenshot(page, "sourcing-inquiry-form-en");
    await page.getByTestId("inquiry-save").click();
    await page.waitForURL(/\/purchase\/inquiry\/\d+$/);
    inquiryUrl = new URL(page.url()).pathname;
    await page.getByTestId("inquiry-release").click();
    await page.getByTestId("confirm-submit").click();
    await page.getByTestId("comparison-sealed").waitFor();
    expect(await page.getByTestId("invited-supplier").count()).toBe(3);
    await screenshot(page, "sourcing-inquiry-released-en");
    await context.close();
  });

  it("two suppliers quote, one revises; none sees the others", async () => {
    const a = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await openInvitation(a.page);
    await quote(a.page, "5.20", "7");
    await a.page.getByTestId("quote-history").waitFor();
    expect(await a.page.getByTestId("supplier-inquiry").textContent()).not.toContain("1002");
    // The saved quote comes back as stored (numeric, six places) and is shown as the supplier typed it.
    const saved = a.page.getByTestId("quote-line").first();
    expect(await saved.getByTestId("quote-unit-price").inputValue()).toBe("5.2");
    expect(await saved.getByTestId("quote-tax-price").inputValue()).toBe("5.876");
    expect(await saved.locator("legend").textContent()).toContain("· 1,200 ");
    expect(await saved.getByTestId("quote-history").textContent()).toContain(": 5.2 / 5.876 CNY");
    await screenshot(a.page, "sourcing-quote-zh");
    await a.context.close();

    const b = await loggedIn(browser, "sup1002", { locale: "vi-VN" });
    await openInvitation(b.page);
    // "5.50" is no number in Vietnamese, where the dot groups thousands: refused, not read as 5.5 or 550.
    await quote(b.page, "5.50", "3");
    const price = b.page.getByTestId("quote-line").first();
    await price.getByText("Nhập đơn giá hợp lệ").first().waitFor();
    expect(await b.page.getByTestId("quote-history").count()).toBe(0);
    await screenshot(b.page, "sourcing-quote-refused-vi");
    await quote(b.page, "5.50", "3", ",");
    await b.page.getByTestId("quote-history").waitFor();
    // Left, the field shows the price as Vietnamese writes it; the history shows what was saved.
    expect(await price.getByTestId("quote-unit-price").inputValue()).toBe("5,5");
    expect(await b.page.getByTestId("quote-history").textContent()).toContain("5,5 / 6,215 CNY");
    await quote(b.page, unitPrice, "5", ",");
    await b.page.getByTestId("quote-history").filter({ hasText: "(2)" }).waitFor();
    // In Vietnamese 1,200 would read as 1.2: the quantity is grouped with a dot.
    expect(await b.page.getByTestId("quote-line").first().locator("legend").textContent()).toContain("· 1.200 ");
    await screenshot(b.page, "sourcing-quote-revised-vi");
    await b.context.close();

    const m = await loggedIn(browser, "sup1002", { viewport: phone });
    await openInvitation(m.page);
    await screenshot(m.page, "sourcing-quote-390");
    await m.context.close();
  });

  it("after the deadline quoting is refused, and the buyer compares and awards the lowest", { timeout: 240_000 }, async () => {
    const late = await loggedIn(browser, "sup1001");
    await late.page.goto(inquiryUrl.replace("/purchase/inquiry/", "/purchase/quotation/inquiry/"));
    // The open page reads the inquiry again at the deadline and shows quoting closed by itself.
    await late.page.getByTestId("quote-closed").waitFor({ timeout: Math.max(0, deadline - Date.now()) + 30_000 });
    expect(await late.page.getByTestId("quote-submit").count()).toBe(0);
    await late.context.close();

    const { context, page } = await loggedIn(browser, "buyer01");
    await page.goto(inquiryUrl);
    await page.getByTestId("comparison").waitFor();
    const lowest = page.getByTestId("comparison-quote").filter({ has: page.getByTestId("lowest") });
    expect(await lowest.textContent()).toContain(winner);
    expect(await lowest.textContent()).toContain("4.9 CNY");
    expect(await page.getByTestId("comparison-line").first().locator("legend").textContent()).toContain("· 1,200 ");
    await screenshot(page, "sourcing-comparison-en");
    await lowest.getByTestId("award-choice").check();
    await page.getByTestId("award").click();
    const awardDays = [shenzhenDay()];
    await page.getByTestId("confirm-submit").click();
    await page.getByText(`Awarded to ${winner}`).waitFor();
    awardDays.push(shenzhenDay());
    await screenshot(page, "sourcing-awarded-en");

    // The award is a price record valid from its business day, so the order placed that day at that price now passes.
    // A run that crossed midnight in Shenzhen (16:00 UTC) between the seed and the award has the order dated the day
    // before, which the record does not cover: its review still fails, as it should (once in CI, at 16:17 UTC).
    const order = await orderByPono(context, demoPono);
    const placed = order!.lines[0]!.podate;
    const prices = await context.request.get(`/api/erp-purchase/quotation/price?item=${itemno}&venno=${winner}&limit=1`);
    const [record] = ((await prices.json()) as { data: { rows: Array<{ validFrom: string; validTo: string }> } }).data.rows;
    expect(awardDays).toContain(record?.validFrom);
    await reviewPrices(page, order!.orderId);
    if (record!.validFrom <= placed && (!record!.validTo || placed <= record!.validTo)) {
      await page.getByText("Price review passed: every line matches a valid price record").waitFor();
      await expect.poll(() => page.getByTestId("detail-price-review").count()).toBe(0);
      expect((await orderByPono(context, demoPono))?.lines[0]?.priceReviewStatus).toBe("done");
      await screenshot(page, "sourcing-price-review-passed-en");
    } else {
      await page.getByText("1 line does not match a valid price record").waitFor();
      expect((await orderByPono(context, demoPono))?.lines[0]?.priceReviewStatus).not.toBe("done");
    }
    await context.close();

    const s = await loggedIn(browser, "sup1002", { locale: "zh-CN" });
    // Filtering on a tab other than the first keeps that tab: the list owns its filters, not the page's `tab`.
    await openPage(s.page, "/purchase/quotation?tab=prices");
    await s.page.locator('input[name="item"]').fill(itemno);
    await s.page.getByTestId("filter-search").click();
    await s.page.waitForURL((u) => u.searchParams.get("item") === itemno);
    expect(new URL(s.page.url()).searchParams.get("tab")).toBe("prices");
    await s.page.getByText(itemno).first().waitFor();
    await screenshot(s.page, "sourcing-prices-zh");
    await s.context.close();
  });
});
