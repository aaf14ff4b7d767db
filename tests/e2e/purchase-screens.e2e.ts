import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext, screenshot } from "./helpers";
import { setLocale, settle, tableReady } from "./purchase-helpers";

/**
 * The purchasing pages in Chinese and English, on a desktop and a 390 px phone, for review; plus the
 * behaviour that only shows there: the column settings persisting per user, keyboard use of the table,
 * the narrow-screen filter toggle and the "10000+" style total.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, "en-US");
  page = await context.newPage();
  await loginThroughUi(page, "buyer01");
  await page.waitForURL("**/dashboard");
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(locale: "zh" | "en", size: "desktop" | "390") {
  await setLocale(context, locale);
  await page.setViewportSize(size === "desktop" ? desktop : phone);

  await page.goto("/purchase/order");
  await tableReady(page, "purchase-order");
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  await settle(page);
  await screenshot(page, `purchase-orders-${locale}-${size}`);

  await page.getByTestId("table-purchase-order").getByTestId("open-order").first().click();
  await page.getByTestId("order-detail").waitFor();
  await page.getByTestId("audit-history").or(page.getByText(locale === "zh" ? "暂无记录" : "No history yet")).first().waitFor();
  await settle(page);
  await screenshot(page, `purchase-order-drawer-${locale}-${size}`);
  await page.keyboard.press("Escape");

  await page.goto("/delivery/notice");
  await tableReady(page, "delivery-notice");
  await settle(page);
  await screenshot(page, `delivery-notices-${locale}-${size}`);
  await page.getByTestId("open-notice").first().click();
  await page.getByTestId("notice-detail").waitFor();
  await settle(page);
  await screenshot(page, `delivery-notice-detail-${locale}-${size}`);

  await page.goto("/purchase/receipt");
  await tableReady(page, "purchase-receipt");
  await page.getByTestId("open-receipt").first().click();
  await page.getByTestId("receipt-detail").waitFor();
  await settle(page);
  await screenshot(page, `purchase-receipt-drawer-${locale}-${size}`);
  await page.keyboard.press("Escape");

  await page.goto("/purchase/collection");
  await tableReady(page, "purchase-collection");
  await settle(page);
  await screenshot(page, `purchase-collections-${locale}-${size}`);
}

describe("purchasing pages, zh and en, desktop and phone", () => {
  it.each([
    ["zh", "desktop"],
    ["en", "desktop"],
    ["zh", "390"],
    ["en", "390"],
  ] as const)("renders in %s on %s", async (locale, size) => {
    await shoot(locale, size);
  });

  it("hides the filters behind a toggle on a phone", async () => {
    await setLocale(context, "en");
    await page.setViewportSize(phone);
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    const search = page.getByTestId("filter-search");
    expect(await search.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    expect(await search.isVisible()).toBe(true);
  });

  it("saves hidden and reordered columns per user and table", async () => {
    await page.setViewportSize(desktop);
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    const headers = () => page.getByTestId("table-purchase-order").locator("thead th").allTextContents();
    expect((await headers()).slice(1, 3)).toEqual(["PO No.", "PO date"]);

    await page.getByTestId("column-settings").click();
    await page.getByRole("checkbox", { name: "PO date" }).click();
    await page.getByRole("button", { name: "Move Delivery date up" }).click();
    await page.keyboard.press("Escape");
    expect((await headers()).slice(1, 4)).toEqual(["PO No.", "Delivery date", "Accepted on"]);

    const saved = await page.evaluate(() => localStorage.getItem("dataTable:E1001:purchase-order"));
    expect(JSON.parse(saved!)).toMatchObject({ visibility: { podate: false } });
    await page.reload();
    await tableReady(page, "purchase-order");
    expect((await headers()).slice(1, 4)).toEqual(["PO No.", "Delivery date", "Accepted on"]);

    await page.getByTestId("column-settings").click();
    await page.getByRole("dialog", { name: "Column settings" }).getByRole("button", { name: "Reset" }).click();
    await page.keyboard.press("Escape");
    expect((await headers()).slice(1, 3)).toEqual(["PO No.", "PO date"]);
  });

  it("sorts by a column header and pages with the keyset pager, keeping the total", async () => {
    await page.goto("/purchase/order?limit=20");
    await tableReady(page, "purchase-order");
    const total = await page.getByTestId("table-total").textContent();
    await page.getByRole("button", { name: "PO No." }).click();
    await page.waitForURL(/sort=pono/);
    await tableReady(page, "purchase-order");
    const first = await page.getByTestId("open-order").allTextContents();
    expect([...first].sort()).toEqual(first);
    expect(await page.getByTestId("table-purchase-order").locator('th[aria-sort="ascending"]').textContent()).toContain("PO No.");

    await page.getByTestId("page-next").click();
    await page.waitForURL(/cursor=/);
    await tableReady(page, "purchase-order");
    const second = await page.getByTestId("open-order").allTextContents();
    expect(second[0]! >= first[first.length - 1]!).toBe(true);
    expect(await page.getByTestId("table-total").textContent()).toBe(total);
    expect(await page.getByText("Page 2").count()).toBe(1);
    await page.getByTestId("page-prev").click();
    await page.waitForURL((u) => !u.searchParams.has("cursor"));
    await tableReady(page, "purchase-order");
    expect(await page.getByTestId("open-order").allTextContents()).toEqual(first);
  });

  it("the delivery notice list, whose URL only the server parses, filters, sorts and pages through its URL", async () => {
    await page.setViewportSize(desktop);
    await page.goto("/delivery/notice?limit=20");
    await tableReady(page, "delivery-notice");
    await page.getByTestId("filter-status").click();
    await page.getByRole("option", { name: "Not received", exact: true }).click();
    await page.getByTestId("filter-search").click();
    await page.waitForURL((u) => u.searchParams.get("status") === "open");
    await tableReady(page, "delivery-notice");
    const table = page.getByTestId("table-delivery-notice");
    expect(new Set(await table.locator("[data-value]").evaluateAll((els) => els.map((e) => e.getAttribute("data-value"))))).toEqual(new Set(["open"]));
    const total = await page.getByTestId("table-total").textContent();

    await page.getByRole("button", { name: "Notice No." }).click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "noticeNo" && u.searchParams.get("status") === "open");
    await tableReady(page, "delivery-notice");
    const first = await page.getByTestId("open-notice").allTextContents();
    expect(first.length).toBe(20);
    expect([...first].sort()).toEqual(first);
    await page.getByTestId("page-next").click();
    await page.waitForURL(/cursor=/);
    await tableReady(page, "delivery-notice");
    const second = await page.getByTestId("open-notice").allTextContents();
    expect(second[0]! > first[first.length - 1]!).toBe(true);
    expect(await page.getByTestId("table-total").textContent()).toBe(total);
    // the filter form is drawn from the state the server parsed
    expect(await page.getByTestId("filter-status").textContent()).toBe("Not received");

    // a bad value in the URL drops that filter only, as the service's parser would
    await page.goto("/purchase/inquiry?status=bogus&q=RFQ");
    await page.getByTestId("filter-status").waitFor();
    expect(await page.getByTestId("filter-status").textContent()).toBe("All");
    expect(await page.getByRole("search").locator('input[name="q"]').inputValue()).toBe("RFQ");
    await page.getByTestId("filter-status").click();
    await page.getByRole("option", { name: "Draft", exact: true }).click();
    await page.getByTestId("filter-search").click();
    await page.waitForURL((u) => u.searchParams.get("status") === "draft" && u.searchParams.get("q") === "RFQ");
    await page.getByTestId("filter-status").filter({ hasText: "Draft" }).waitFor();
  });

  it("opens a filter, the per-page choice, a row's menu and the column settings by keyboard, though their code loads on first use", async () => {
    await page.setViewportSize(desktop);
    await page.goto("/purchase/order?limit=20");
    await tableReady(page, "purchase-order");
    // a closed filter takes an option by its first letter, as a native select does
    const status = page.getByTestId("filter-receiveStatus");
    await status.focus();
    await page.keyboard.press("n");
    await expect.poll(() => status.textContent()).toBe("Not accepted");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("option", { name: "Not accepted", selected: true }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });

    const perPage = page.getByRole("combobox", { name: "Per page" });
    await perPage.focus();
    await page.keyboard.press("Enter");
    // the open list focuses the chosen option, then the arrows move from it, one option per press
    const focusedOption = () => page.evaluate(() => (document.activeElement?.getAttribute("role") === "option" ? document.activeElement.textContent : null));
    await expect.poll(focusedOption).toBe("20");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedOption).toBe("50");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedOption).toBe("100");
    await page.keyboard.press("Enter");
    await page.waitForURL(/limit=100/);
    await tableReady(page, "purchase-order");
    await expect.poll(() => perPage.textContent()).toBe("100");

    await page.getByTestId("table-purchase-order").getByTestId("row-actions").first().focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("menuitem", { name: "Details" });
    await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    // opened by the pointer afterwards, the menu itself takes the focus, as Radix does: the key-open start was for that open only
    // Every item that takes the focus from here on is noted, with whether the pointer rests on it (Radix focuses a
    // hovered item, which a busy machine's late layout can put under the resting pointer).
    await page.evaluate(() => {
      const w = window as unknown as { focusedItems: string[] };
      w.focusedItems = [];
      document.addEventListener("focusin", (e) => {
        const el = e.target as HTMLElement;
        if (el.getAttribute("role")?.startsWith("menuitem")) w.focusedItems.push(`${el.textContent}${el.matches(":hover") ? " (hovered)" : ""}`);
      });
    });
    await page.getByTestId("table-purchase-order").getByTestId("row-actions").first().click();
    await expect.poll(() => page.getByRole("menu").evaluate((el) => el === document.activeElement)).toBe(true);
    // and no script moves it to an item past the frame in which a key-opened first use does so
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const moved = await page.evaluate(() => (window as unknown as { focusedItems: string[] }).focusedItems);
    expect(moved.filter((m) => !m.endsWith("(hovered)"))).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    // the shell's first-use menus start on their first item too when a key opens them
    await page.getByTestId("language-switch").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitemradio");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });

    await page.getByTestId("column-settings").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Column settings" }).getByRole("checkbox", { name: "PO date" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Column settings" }).waitFor({ state: "detached" });
    // Radix hands the focus back in a task after the dialog unmounts
    await expect.poll(() => page.getByTestId("column-settings").evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("is usable by keyboard: arrow keys move between rows and Enter opens one", async () => {
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    const rows = page.getByTestId("table-purchase-order").locator("tbody tr");
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await rows.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    const pono = await rows.nth(1).getByTestId("open-order").textContent();
    await page.keyboard.press("Enter");
    await page.getByTestId("order-drawer").getByText(`${pono}`).first().waitFor();
    await page.keyboard.press("Escape");
    await context.close();
  });
});
