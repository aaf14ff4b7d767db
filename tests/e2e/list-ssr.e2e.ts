import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { tableReady } from "./purchase-helpers";
import { browserSessions, phone } from "./shell-helpers";
import { screenshot } from "./helpers";

/**
 * Issue 16 §1 and §5: a list's first page comes with the page's HTML (read on the server from the URL
 * state), the browser asks the API only for later pages; a supplier's default columns put what it acts on
 * first and leave out its own supplier number and name.
 */
const s = browserSessions();
beforeAll(s.open);
afterAll(s.close);

const tbodyOf = (html: string) => {
  const body = html.slice(html.indexOf("<tbody"));
  return body.slice(0, body.indexOf("</tbody>"));
};

const listCalls = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/[a-z-]+\/[a-z-]+(\?|$)/.test(new URL(r.url()).pathname + "?") && r.method() === "GET" && !r.url().includes("/dictionary")) seen.push(r.url());
  });
  return seen;
};

describe("server-rendered lists", () => {
  it("the PO, notice, receipt and VMI lists carry their first page in the HTML and fetch nothing on load", async () => {
    const page = await s.as("buyer01", "en-US");
    for (const url of ["/purchase/order", "/delivery/notice", "/purchase/receipt", "/materials/vmi"]) {
      const body = tbodyOf(await (await page.request.get(url)).text());
      expect({ url, cells: body.includes('role="cell"'), skeleton: body.includes("table-skeleton"), empty: body.includes("table-empty") }).toEqual({ url, cells: true, skeleton: false, empty: false });
    }
    expect(tbodyOf(await (await page.request.get("/purchase/order")).text()).includes('data-testid="open-order"')).toBe(true);

    const calls = listCalls(page);
    await page.goto("/purchase/order?limit=20");
    const table = await tableReady(page, "purchase-order");
    expect(await table.getByTestId("open-order").count()).toBeGreaterThan(0);
    expect(calls.filter((u) => u.includes("/purchase-order?") || u.endsWith("/purchase-order"))).toEqual([]);
    const total = (await page.getByTestId("table-total").textContent())!;
    expect(total).toMatch(/\d/);

    // a later page is a navigation the server renders too: its rows replace the first page's, the total stays
    const firstRows = await table.getByTestId("open-order").allTextContents();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.waitForURL(/cursor=/);
    await tableReady(page, "purchase-order");
    expect(await page.getByTestId("table-total").textContent()).toBe(total);
    const secondRows = await table.getByTestId("open-order").allTextContents();
    expect(secondRows.join()).not.toBe(firstRows.join());
  });

  it("a supplier's statement list comes rendered; a list that needs a filter first renders idle, with the reason", async () => {
    const page = await s.as("sup1001", "en-US");
    const statements = tbodyOf(await (await page.request.get("/finance/statement")).text());
    expect(statements.includes('role="cell"') && !statements.includes("table-skeleton")).toBe(true);
    const html = await (await page.request.get("/processing/order")).text();
    expect(html.includes('data-testid="missing-filter"')).toBe(true);
    expect(tbodyOf(html).includes("table-skeleton")).toBe(false);
  });
});

describe("default columns per role", () => {
  it("a supplier sees key, remaining, acceptance and confirmation first, and no supplier columns; staff keep them", async () => {
    const headers = async (page: Page) => {
      await page.goto("/purchase/order");
      await tableReady(page, "purchase-order");
      return (await page.getByTestId("table-purchase-order").locator("thead th").allTextContents()).map((h) => h.trim());
    };
    const supplier = await s.as("sup1001", "en-US");
    const mine = await headers(supplier);
    await screenshot(supplier, "list-columns-supplier-en");
    expect(mine.slice(1, 6)).toEqual(["PO No.", "Line", "Remaining qty", "Acceptance", "Confirmation"]);
    expect(mine).not.toContain("Supplier No.");
    expect(mine).not.toContain("Supplier");
    await supplier.getByTestId("column-settings").click();
    expect(await supplier.getByRole("checkbox", { name: "Supplier No.", exact: true }).isChecked()).toBe(false);
    await supplier.keyboard.press("Escape");

    const buyer = await s.as("buyer01", "zh-CN");
    const theirs = await headers(buyer);
    expect(theirs).toContain("供应商编号");
    await screenshot(buyer, "list-columns-buyer-zh");

    const phoneView = await s.as("sup1001", "vi-VN", phone);
    await phoneView.goto("/purchase/order");
    const cards = await tableReady(phoneView, "purchase-order");
    // on a phone the card shows the same defaults: no supplier fields on a supplier's card
    // a card field's label is its cell's generated content, from data-label
    const labels = await cards.getByRole("row").nth(1).locator("td[data-label]").evaluateAll((tds) =>
      tds.filter((td) => getComputedStyle(td, "::before").content !== "none").map((td) => td.getAttribute("data-label")));
    expect(labels.slice(0, 3)).toContain("SL còn lại");
    expect(labels.filter((l) => l === "Mã nhà cung cấp" || l === "Nhà cung cấp")).toEqual([]);
    await screenshot(phoneView, "list-columns-supplier-vi-390");
  });
});
