import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, launch, screenshot } from "./helpers";
import { tableReady } from "./purchase-helpers";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 16: below 640 px a list row is a card (components/data-table/cards.css), one DOM for every width,
 * still a table with rows and cells to assistive technology.
 */
/** The label a card shows beside a cell's value (generated from its data-label), or null when it shows none. */
const shownLabel = (td: Element) => {
  const label = td.getAttribute("data-label");
  const before = getComputedStyle(td, "::before");
  return label && before.display !== "none" && before.content.includes(label) ? label : null;
};
const android = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("list cards on a phone", () => {
  it("at 390 px the order and notice lists are cards that fit the screen, still a table to assistive technology", async () => {
    const { context, page } = await loggedIn(browser, "sup1001", { viewport: phone });
    const fits = async (id: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const region = page.getByTestId(`table-${id}`).getByRole("region");
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    };

    await page.goto("/purchase/order");
    const orders = await tableReady(page, "purchase-order");
    await fits("purchase-order");
    const card = orders.getByRole("row").filter({ has: page.getByTestId("open-order") }).first();
    const pono = (await card.getByTestId("open-order").textContent())!.trim();
    await orders.getByRole("cell", { name: pono, exact: true }).first().waitFor();
    // the label beside a value is shown (generated from the cell's data-label) but not part of the cell's name
    expect(await card.locator('td[data-label="PO date"]').evaluate(shownLabel)).toBe("PO date");
    expect(await card.getByRole("cell", { name: /^\d{4}-\d{2}-\d{2}$/ }).count()).toBeGreaterThan(0);
    expect(await card.getByRole("cell", { name: /PO date/ }).count()).toBe(0);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    const check = card.getByRole("checkbox", { name: "Select row", exact: true });
    expect(await check.isVisible()).toBe(true);
    await check.click();
    await expect.poll(() => page.getByTestId("selected-count").textContent()).toBe("1 selected");
    expect(await orders.getByRole("checkbox", { name: "Select all rows on this page" }).isVisible()).toBe(true);

    // sorting stays on the header's chips
    await orders.getByRole("button", { name: "PO No." }).click();
    await page.waitForURL(/sort=pono/);
    await tableReady(page, "purchase-order");
    expect(await orders.getByRole("columnheader", { name: "PO No." }).getAttribute("aria-sort")).toBe("ascending");
    await fits("purchase-order");
    await screenshot(page, "purchase-orders-cards-en-390");

    await page.goto("/delivery/notice");
    const notices = await tableReady(page, "delivery-notice");
    await fits("delivery-notice");
    const noticeNo = (await notices.getByTestId("open-notice").first().textContent())!.trim();
    await notices.getByRole("cell", { name: noticeNo, exact: true }).waitFor();
    expect(await notices.getByRole("row").filter({ hasText: noticeNo }).locator('td[data-label="Status"]').evaluate(shownLabel)).toBe("Status");
    await screenshot(page, "delivery-notices-cards-en-390");
    await context.close();
  });

  it("a phone's browser gets a first page of 20 cards, and can ask for 50; a desktop gets 50 rows", async () => {
    const { context } = await loggedIn(browser, "buyer01");
    const rowsOf = async (userAgent: string | undefined, url: string) => {
      const c = await browser.newContext({ baseURL: baseURL(), viewport: phone, userAgent, storageState: await context.storageState() });
      const page = await c.newPage();
      await page.goto(url);
      const table = await tableReady(page, "purchase-order");
      const count = await table.getByTestId("open-order").count();
      const size = await page.getByRole("combobox", { name: "Per page" }).textContent();
      await c.close();
      return { count, size: size?.trim() };
    };
    expect(await rowsOf(android, "/purchase/order")).toEqual({ count: 20, size: "20" });
    expect(await rowsOf(android, "/purchase/order?limit=50")).toEqual({ count: 50, size: "50" });
    expect(await rowsOf(undefined, "/purchase/order")).toEqual({ count: 50, size: "50" });
    await context.close();
  });

  it("a phone's browser is sent no sidebar menu or filter fields it cannot see: they are written once shown", async () => {
    const { context } = await loggedIn(browser, "buyer01");
    const storageState = await context.storageState();
    await context.close();
    const menuItems = '[data-testid="sidebar"] [data-menu-path]';
    const c = await browser.newContext({ baseURL: baseURL(), viewport: phone, userAgent: android, isMobile: true, hasTouch: true, storageState });
    const html = await (await c.request.get("/purchase/order", { headers: { "user-agent": android } })).text();
    expect(html).toContain('data-testid="table-purchase-order"');
    expect(html).not.toContain("data-menu-path");
    expect(html).not.toContain('data-testid="filter-search"');
    const page = await c.newPage();
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    expect(await page.locator(menuItems).count()).toBe(0);
    expect(await page.getByTestId("filter-search").count()).toBe(0);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByTestId("filter-search").waitFor();
    // the same browser on a screen as wide as a desktop's shows the sidebar, with its menu
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.locator(menuItems).first().waitFor();
    await c.close();

    // a desktop's browser at phone width keeps both in the page, as before
    const desk = await browser.newContext({ baseURL: baseURL(), viewport: phone, storageState });
    const deskHtml = await (await desk.request.get("/purchase/order")).text();
    expect(deskHtml).toContain("data-menu-path");
    expect(deskHtml).toContain('data-testid="filter-search"');
    await desk.close();
  });
});
