import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext } from "./helpers";
import { setLocale } from "./purchase-helpers";
import { clippedSelects, softNavigate } from "./shell-helpers";
import { pendingReviewOrder, receivableOrder } from "./purchase-fixtures";

/**
 * Issue 16 item 4: "Accept order" opens the line confirmations (one submit accepts the order), the
 * buyer answers a partial line, actions the state forbids are disabled with the reason, and the PO page
 * names its number. Screenshots in en and zh, desktop and 390 px, go to /work/shots/orders/.
 */
const shots = process.env.SHOTS_DIR ?? "/work/shots/orders";
const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };
let browser: Browser;
let supplier: BrowserContext;
let buyer: BrowserContext;
let sup: Page;
let buy: Page;
let order: { orderId: number; pono: string };

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}
async function both(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const [size, viewport] of [["desktop", desktop], ["390", phone]] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await shoot(page, `${name}-${size}`);
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
  order = await receivableOrder(supplier);
});
afterAll(async () => {
  await browser?.close();
});

describe("orders: words and flow", () => {
  it("the PO page names its number in the heading and the tab title", async () => {
    await sup.goto(`/purchase/order/${order.orderId}`);
    await sup.getByTestId("order-heading").getByText(`Purchase order ${order.pono}`).waitFor();
    expect(await sup.title()).toContain(order.pono);
    const activeTab = sup.getByTestId("tags-view").locator('a[aria-current="page"]');
    await activeTab.getByText(`Purchase order ${order.pono}`).waitFor();
    // After a client-side navigation too: the tab follows the page's title once its metadata arrives.
    await sup.goto("/purchase/order");
    await sup.getByTestId("tags-view").locator('a[aria-current="page"]').getByText("Purchase order", { exact: true }).waitFor();
    await sup.getByTestId("tags-view").getByRole("button", { name: new RegExp(order.pono) }).click();
    await sup.getByTestId("tags-view").getByText(order.pono).waitFor({ state: "detached" });
    await softNavigate(sup, `/purchase/order/${order.orderId}`);
    await activeTab.getByText(`Purchase order ${order.pono}`).waitFor();
  });

  it("Accept order opens every line prefilled as accepted; one submit accepts with a partial line", async () => {
    const dialog = sup.getByTestId("accept-dialog");
    const lines = dialog.getByTestId("confirm-line");
    for (const locale of ["en", "zh"]) {
      await setLocale(supplier, locale);
      await sup.goto(`/purchase/order/${order.orderId}`);
      await sup.getByTestId("order-detail").waitFor();
      await sup.getByTestId("detail-receive").click();
      await lines.first().waitFor();
      await both(sup, `accept-dialog-${locale}`, () => lines.first().waitFor());
      await sup.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    await setLocale(supplier, "en");
    await sup.reload();
    await sup.getByTestId("detail-receive").click();
    await lines.first().waitFor();
    expect(await lines.first().getByTestId("confirm-decision").textContent()).toBe("Accepted");
    await lines.first().getByTestId("confirm-decision").click();
    await sup.getByRole("option", { name: "Partially accepted" }).click();
    // the caption is whole, not clipped by the select's arrow
    const decision = lines.first().getByTestId("confirm-decision");
    expect(await decision.textContent()).toBe("Partially accepted");
    expect(await clippedSelects(sup)).toEqual([]);
    await lines.first().getByTestId("confirm-qty").fill("1");
    await dialog.getByTestId("confirm-submit").click();
    await sup.getByText("The order is accepted with its line confirmations").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await sup.locator('[data-testid="order-detail"][data-status="received"]').waitFor();
    await sup.locator('[data-testid="order-line"][data-decision="partial"]').waitFor();
    expect(await sup.getByTestId("detail-receive").isDisabled()).toBe(true);
    expect(await sup.getByTestId("detail-reject").isDisabled()).toBe(true);
    await sup.getByTestId("audit-history").getByText("Not accepted → Accepted").waitFor();
  });

  it("the buyer answers the partial line: cancel asks first, accept records the answer", async () => {
    const actions = buy.getByTestId("answer-actions");
    for (const locale of ["en", "zh"]) {
      await setLocale(buyer, locale);
      await buy.goto(`/purchase/order/${order.orderId}`);
      await actions.first().waitFor();
      await both(buy, `buyer-answer-${locale}`, () => actions.first().scrollIntoViewIfNeeded());
    }
    await setLocale(buyer, "en");
    await buy.reload();
    await actions.first().waitFor();
    await actions.getByTestId("answer-cancel").click();
    const ask = buy.getByTestId("answer-cancel-dialog");
    await ask.getByText("The line will be closed and nothing more can be delivered on it. This cannot be undone.").waitFor();
    await shoot(buy, "buyer-cancel-line-en-desktop");
    await ask.getByRole("button", { name: "Cancel", exact: true }).click();
    await ask.waitFor({ state: "hidden" });
    await actions.getByTestId("answer-accept").click();
    await buy.getByTestId("line-answer").getByText("Buyer: Change accepted").waitFor();
    expect(await actions.count()).toBe(0);
    await buy.getByTestId("audit-history").getByText("Line change accepted").waitFor();
  });

  it("an order whose price review is pending cannot be accepted: the button says why", async () => {
    const pending = await pendingReviewOrder(supplier);
    expect(pending, "the seed keeps one order of sup1001 in company 1 waiting for its price review").toBeDefined();
    await sup.goto(`/purchase/order/${pending!.orderId}`);
    await sup.getByTestId("order-detail").waitFor();
    expect(await sup.getByTestId("detail-receive").isDisabled()).toBe(true);
    await sup.getByTestId("disabled-reason").first().hover();
    await sup.getByRole("tooltip").getByText("The price review is not complete: the order cannot be accepted yet").waitFor();
  });

  it("the pending price review says why, per line, to the supplier and the buyer, in the detail and the history", async () => {
    const pending = (await pendingReviewOrder(supplier))!;
    const url = `/purchase/order/${pending.orderId}`;
    const rows = (page: Page) => page.getByTestId("price-check-lines").getByTestId("price-check-line");
    // The seed prices line 1 of sup1001's pending orders 5 % above its record, line 2 at it, and gives the others none.
    const first = rows(sup).first();
    await sup.goto(url);
    await first.waitFor();
    expect(await rows(sup).count()).toBe(pending.lines.length);
    expect(await first.getAttribute("data-passed")).toBe("false");
    await first.getByText("Does not match").waitFor();
    await first.getByText(/^\+[\d,.]+ \(\+5\.26%\)$/).waitFor();
    await first.getByText(/^valid \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/).waitFor();
    if (pending.lines.length > 2) await rows(sup).nth(2).getByText("No valid price record").waitFor();
    await sup.getByTestId("price-check").getByText(/^Lines without a matching valid price record: [1-9]\d* of \d+\. The order cannot be accepted yet\.$/).waitFor();

    await buy.goto(url);
    await rows(buy).first().getByText("Does not match").waitFor();
    expect(await rows(buy).count()).toBe(pending.lines.length);
    await buy.getByTestId("detail-price-review").click();
    await buy.getByTestId("history-price-check").last().getByTestId("price-check-line").first().getByText(/\(\+5\.26%\)/).waitFor();
    for (const [page, context, who] of [[sup, supplier, "supplier"], [buy, buyer, "buyer"]] as const) {
      for (const locale of ["en", "zh"]) {
        await setLocale(context, locale);
        await page.goto(url);
        await rows(page).first().waitFor();
        await page.getByTestId("history-price-check").last().waitFor();
        // The wide tables scroll inside their regions: the page itself is never wider than a phone.
        const fits = (testId: string) => async () => {
          await page.getByTestId(testId).last().scrollIntoViewIfNeeded();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
        };
        await both(page, `price-check-${who}-${locale}`, fits("price-check"));
        await both(page, `price-history-${who}-${locale}`, fits("history-price-check"));
      }
      await setLocale(context, "en");
    }
    await sup.goto(url);
    await sup.getByTestId("history-price-check").last().getByTestId("price-check-line").first().getByText("Does not match").waitFor();
  });
});
