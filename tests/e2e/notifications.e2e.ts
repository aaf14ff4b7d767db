import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, shotsIn } from "./helpers";
import { noticePublisher } from "./notice-publisher";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 36's inbox as a supplier meets it: a buyer publishes a notice to supplier 1001 and the bell of its
 * sub-account, open on another page, counts it within 2 s without a reload; the dropdown (by keyboard) lists
 * it and opens it, and the notifications page filters, marks all read and clears every open bell.
 */
const shot = shotsIn("/work/shots/notifications");
const stamp = Date.now().toString(36);
let browser: Browser;
const notices = noticePublisher();
const publish = notices.publish;


const unread = async (page: Page) => Number((await page.getByTestId("notification-bell").getAttribute("data-unread")) || 0);
/** The bell has heard from its stream (its count is known, 0 or more). */
const bellLive = (page: Page) => page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") !== "");

beforeAll(async () => {
  browser = await launch();
  await notices.open(browser);
});
afterAll(async () => {
  await notices.close();
  await browser?.close();
});

describe("notifications", () => {
  it("the bell counts a new notice within 2 s, live; its dropdown opens by keyboard, lists it and opens its page", async () => {
    const { context, page } = await loggedIn(browser, "sup1001a");
    await bellLive(page);
    const before = await unread(page);
    const title = `Dock hours change ${stamp}`;
    const started = Date.now();
    const id = await publish(title);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") || 0) === n, before + 1);
    expect(Date.now() - started).toBeLessThan(2_000 + 1_000); // 2 s from the commit; the publish call itself is in the span
    await expect.poll(() => page.getByTestId("notification-badge").textContent()).toBe(String(before + 1));
    await page.getByTestId("notification-bell").focus();
    await page.keyboard.press("Enter");
    const item = page.getByTestId("notification-dropdown").getByTestId("notification-item").filter({ hasText: title });
    await item.waitFor();
    expect(await item.getAttribute("data-read")).toBe("false");
    await shot(page, "bell-dropdown-en");
    await item.click();
    await page.waitForURL((u) => u.pathname === "/manage/morenotice/generalcontentshow" && u.searchParams.get("id") === String(id));
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") || 0) === n, before);
    await context.close();
  });

  it("zh: the dropdown in Chinese; the page filters unread, marks all read, and every open bell clears", async () => {
    const { context, page } = await loggedIn(browser, "sup1001a", { locale: "zh-CN" });
    const other = await context.newPage();
    await other.goto("/dashboard");
    await bellLive(page);
    await bellLive(other);
    await publish(`交货时间调整 ${stamp}`);
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") || 0) > 0);
    await page.getByTestId("notification-bell").click();
    await page.getByTestId("notification-dropdown").getByText(`交货时间调整 ${stamp}`).first().waitFor();
    await shot(page, "bell-dropdown-zh");
    await page.getByTestId("notification-see-all").click();
    await page.waitForURL((u) => u.pathname === "/notifications");
    await page.getByTestId("notification-link").first().waitFor();
    await page.goto("/notifications?read=false");
    await page.getByTestId("notification-link").filter({ hasText: stamp }).first().waitFor();
    expect(await page.getByTestId("notification-link").evaluateAll((els) => els.every((e) => e.getAttribute("data-read") === "false"))).toBe(true);
    await page.getByTestId("notification-page-read-all").click();
    // the list reads itself again (no unread left) and both tabs' bells drop to 0, without a reload
    await page.getByTestId("notification-link").first().waitFor({ state: "detached" });
    for (const p of [page, other]) await p.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute("data-unread") === "0");
    await context.close();
  });

  it("vi at 390 px: the notifications page reads on a phone", async () => {
    const { context, page } = await loggedIn(browser, "sup1001a", { locale: "vi-VN", viewport: phone });
    await publish(`Thay đổi giờ nhận hàng ${stamp}`);
    await page.goto("/notifications");
    await page.getByTestId("notification-link").first().waitFor();
    await page.getByTestId("notification-badge").waitFor();
    await shot(page, "notifications-vi-390");
    const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((e) => `${e.tagName}.${e.getAttribute("data-testid") ?? e.className}`.slice(0, 80)).slice(0, 10));
    expect(wide).toEqual([]);
    await context.close();
  });
});
