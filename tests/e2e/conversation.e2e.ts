import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext, portalApi, shotsIn } from "./helpers";
import { setLocale } from "./purchase-helpers";
import { anyOrder, e2eNotice } from "./purchase-fixtures";
import { png } from "../helpers/files";

/**
 * Issue 39, the conversation on an order: the supplier asks about a line with a photo and mentions the buyer; the
 * buyer, in Chinese on another tab, sees it marked new and answers; the supplier reads the answer at 390 px.
 * Screenshots go to /work/shots/conversation/.
 */
const shoot = shotsIn(process.env.SHOTS_DIR ?? "/work/shots/conversation");
let browser: Browser;
let supplier: BrowserContext;
let buyer: BrowserContext;
let sup: Page;
let buy: Page;
let order: { orderId: number; pono: string };

beforeAll(async () => {
  browser = await launch();
  supplier = await newContext(browser, "en-US");
  buyer = await newContext(browser, "zh-CN");
  await setLocale(buyer, "zh");
  sup = await supplier.newPage();
  buy = await buyer.newPage();
  await loginThroughUi(sup, "sup1001");
  await sup.waitForURL("**/dashboard");
  await loginThroughUi(buy, "buyer01");
  await buy.waitForURL("**/dashboard");
  order = await anyOrder(supplier);
});
afterAll(async () => {
  await browser?.close();
});

async function openConversation(page: Page) {
  await page.goto(`/purchase/order/${order.orderId}`);
  await page.getByTestId("order-detail").waitFor();
  await page.getByTestId("conversation-open").click();
  await page.getByTestId("conversation-form").waitFor();
}

describe("a conversation on an order", () => {
  it("the supplier asks about a line with a photo and a mention; markup stays text", async () => {
    await openConversation(sup);
    const form = sup.getByTestId("conversation-form");
    await form.getByTestId("conversation-input").fill(`Can line 1 ship on the 3rd? <b>urgent</b> see https://example.com/spec`);
    await form.getByTestId("conversation-line-select").selectOption({ index: 1 });
    const staffOption = await form.getByTestId("conversation-mention-select").locator("option", { hasText: "· Staff" }).first().getAttribute("value");
    await form.getByTestId("conversation-mention-select").selectOption(staffOption!);
    await form.getByTestId("conversation-file").setInputFiles({ name: "damage.png", mimeType: "image/png", buffer: png() });
    await form.getByText("damage.png").waitFor();
    await form.getByTestId("conversation-send").click();

    const mine = sup.getByTestId("conversation-message").last();
    await mine.getByTestId("conversation-attachments").getByText("damage.png").waitFor();
    expect(await mine.getByTestId("conversation-body").textContent()).toBe("Can line 1 ship on the 3rd? <b>urgent</b> see https://example.com/spec");
    expect(await mine.locator("b").count()).toBe(0);
    expect(await mine.getByRole("link", { name: "https://example.com/spec" }).getAttribute("rel")).toContain("noopener");
    expect(await mine.getByTestId("conversation-line").textContent()).toMatch(/^Line 1 · /);
    await mine.getByTestId("conversation-edit").waitFor();
    await sup.getByTestId("conversation").scrollIntoViewIfNeeded();
    await shoot(sup, "order-conversation-en");
  });

  it("the buyer, in Chinese on another tab, sees it marked new and answers", async () => {
    await openConversation(buy);
    const question = buy.getByTestId("conversation-message").last();
    await question.getByTestId("conversation-new").waitFor();
    expect(await question.getByTestId("conversation-new").textContent()).toBe("新");
    await question.getByTestId("conversation-attachments").getByText("damage.png").waitFor();
    await buy.getByTestId("conversation").scrollIntoViewIfNeeded();
    await shoot(buy, "order-conversation-zh");
    await buy.getByTestId("conversation-input").fill("可以，3 号发第一批。");
    await buy.getByTestId("conversation-send").click();
    await buy.getByTestId("conversation-message").last().getByText("可以，3 号发第一批。").waitFor();
  });

  it("the supplier reads the answer at 390 px", async () => {
    await sup.setViewportSize({ width: 390, height: 844 });
    await openConversation(sup);
    const answer = sup.getByTestId("conversation-message").last();
    await answer.getByText("可以，3 号发第一批。").waitFor();
    await answer.getByTestId("conversation-new").waitFor();
    const width = await sup.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await sup.getByTestId("conversation").scrollIntoViewIfNeeded();
    await shoot(sup, "order-conversation-390");
  });

  it("an ASN and a statement have the same conversation", async () => {
    await sup.setViewportSize({ width: 1366, height: 820 });
    const finance = await newContext(browser, "en-US");
    const fin = await finance.newPage();
    await loginThroughUi(fin, "finance01");
    await fin.waitForURL("**/dashboard");
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    const statement = await portalApi<{ id: number }>(finance, "POST", "/api/erp-purchase/reconciliation-statement", {
      venno: "1001", periodFrom: from, periodTo: today, statementDate: today,
    });
    const notice = await e2eNotice(supplier);
    for (const [page, url, text] of [[sup, `/delivery/notice/${notice.id}`, "Truck arrives at 9:00"], [fin, `/finance/statement/${statement.id}`, "Line 2 price differs"]] as const) {
      await page.goto(url);
      await page.getByTestId("conversation-open").click();
      const form = page.getByTestId("conversation-form");
      await form.getByTestId("conversation-input").fill(text);
      await form.getByTestId("conversation-line-select").selectOption({ index: 1 });
      await form.getByTestId("conversation-send").click();
      await page.getByTestId("conversation-message").last().getByText(text).waitFor();
      await page.getByTestId("conversation-message").last().getByTestId("conversation-line").waitFor();
      await page.getByTestId("conversation").scrollIntoViewIfNeeded();
    }
    await shoot(sup, "notice-conversation-en");
    await shoot(fin, "statement-conversation-en");
    await finance.close();
  });
});
