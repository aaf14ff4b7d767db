import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext, portalApi, shotsIn } from "./helpers";
import { fitsWidth, openPage } from "./shell-helpers";
import { setLocale } from "./purchase-helpers";
import { anyOrder, e2eNotice } from "./purchase-fixtures";
import { png } from "../helpers/files";

/**
 * Issue 39, the conversation on an order: the supplier asks about a line with a photo and mentions the buyer; the
 * buyer, in Chinese on another tab, sees it marked new and answers; the supplier reads the answer at 390 px. A price
 * inquiry has one thread per invited supplier: the buyer writes to 1001, which reads it on its quotation page, and
 * 1002 sees only its own.
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
    await fitsWidth(sup);
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
      await openPage(page, url);
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

describe("a conversation on a price inquiry, one per invited supplier", () => {
  it("the buyer writes to 1001 from the inquiry; 1001 reads it on its quotation page, 1002 sees only its own thread", async () => {
    const options = await portalApi<Array<{ id: number; venNo: string }>>(buyer, "GET", "/api/erp-purchase/price-inquiry/suppliers");
    const created = await portalApi<{ id: number; suppliers: Array<{ venNo: string; invitationId: number }> }>(buyer, "POST", "/api/erp-purchase/price-inquiry", {
      title: `Conversation RFQ ${Date.now().toString(36)}`, currency: "CNY", quoteDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      lines: [{ itemno: "CV-E2E-1", itemdesc: "Conversation paper", qty: "100", requiredDate: "2030-03-01" }],
      supplierIds: ["1001", "1002"].map((venNo) => options.find((o) => o.venNo === venNo)!.id),
    });
    await portalApi(buyer, "POST", `/api/erp-purchase/price-inquiry/${created.id}/release`);

    // the staff land on their own detail from the link an inquiry's notification carries (the quotation page)
    await buy.goto(`/purchase/quotation/inquiry/${created.id}`);
    await buy.waitForURL(`**/purchase/inquiry/${created.id}`);
    await buy.getByTestId("inquiry-detail").waitFor();
    await buy.getByTestId("conversation-supplier").selectOption(String(created.suppliers.find((x) => x.venNo === "1001")!.invitationId));
    await buy.getByTestId("conversation-open").click();
    const form = buy.getByTestId("conversation-form");
    await form.getByTestId("conversation-input").fill("1001：能否保价 90 天？");
    await form.getByTestId("conversation-line-select").selectOption({ index: 1 });
    await form.getByTestId("conversation-send").click();
    await buy.getByTestId("conversation-message").last().getByText("1001：能否保价 90 天？").waitFor();

    await sup.goto(`/purchase/quotation/inquiry/${created.id}`);
    await sup.getByTestId("supplier-inquiry").waitFor();
    await sup.getByTestId("conversation-open").click();
    const asked = sup.getByTestId("conversation-message").last();
    await asked.getByText("1001：能否保价 90 天？").waitFor();
    await asked.getByTestId("conversation-new").waitFor();
    expect(await asked.getByTestId("conversation-line").textContent()).toMatch(/^Line 1 · CV-E2E-1/);
    await sup.getByTestId("conversation").scrollIntoViewIfNeeded();
    await shoot(sup, "inquiry-conversation-en");

    const other = await newContext(browser, "en-US");
    const page = await other.newPage();
    await loginThroughUi(page, "sup1002");
    await page.waitForURL("**/dashboard");
    await page.goto(`/purchase/quotation/inquiry/${created.id}`);
    await page.getByTestId("supplier-inquiry").waitFor();
    await page.getByTestId("conversation-open").click();
    await page.getByTestId("conversation-form").waitFor();
    expect(await page.getByTestId("conversation-message").count()).toBe(0);
    await other.close();
  });
});
