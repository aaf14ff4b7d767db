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
/** Under `stress --cpu 2` the longest task measured 124 ms and on an idle machine none passed 50 ms; 300 ms still fails the 450–560 ms rows that issue 16 found. The figures are printed. */
const LONG_TASK_BOUND_MS = 300;
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

describe("long tasks on a 200-row list", () => {
  it("loads and pages 200 PO lines without a task long enough to block input (figures printed)", async () => {
    const page = await s.as("buyer01", "en-US");
    await page.context().addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __frames: string[] };
      w.__longTasks = [];
      w.__frames = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push(Math.round(e.duration));
      }).observe({ type: "longtask" });
      // where a long frame's time went: scripts (by invoker) against style, layout and paint
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as Array<{ duration: number; startTime: number; renderStart: number; styleAndLayoutStart: number;
          scripts: Array<{ duration: number; invoker: string }> }>) {
          const js = e.scripts.map((x) => `${x.invoker.slice(0, 40)}:${Math.round(x.duration)}`).join(" ");
          const layout = e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0;
          w.__frames.push(`${Math.round(e.duration)}ms [js ${js}] [style+layout+paint ${layout}]`);
        }
      }).observe({ type: "long-animation-frame" });
    });
    const tasks = () => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
    // settled: the main thread has been free for one idle period
    const idle = () => page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 10_000 })));
    await page.goto("/purchase/order?limit=200");
    const table = await tableReady(page, "purchase-order");
    // the first 50 rows come at once, the rest in a background render
    await table.getByTestId("open-order").nth(199).waitFor();
    await idle();
    const load = await tasks();
    // by test id: a role query works out the accessible name of each of the page's 400 buttons on the main thread
    await page.getByTestId("page-next").click();
    await page.waitForURL(/cursor=/);
    await tableReady(page, "purchase-order");
    await idle();
    const next = await tasks();
    console.log((await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)).join("\n"));
    console.log(`long tasks, 200-row PO list: load ${JSON.stringify(load)} ms, next page ${JSON.stringify(next)} ms (target: none over 50 ms while rows render)`);
    expect(Math.max(0, ...load, ...next)).toBeLessThan(LONG_TASK_BOUND_MS);
  });

  it("a page's HTML carries its rendered text but not the message catalogue, which the browser loads as a JSON file cached for good", async () => {
    const page = await s.as("buyer01", "en-US");
    const html = await (await page.request.get("/purchase/order")).text();
    expect(html).toContain("Purchase orders");
    // messages no control on the page shows: before, all 62 namespaces came inline with every page
    expect({ validation: html.includes("This field is required"), webhooks: html.includes("signed HTTP POSTs") }).toEqual({ validation: false, webhooks: false });
    // its request starts with the page's, not after the scripts that need it
    expect(html).toMatch(/<head>.*<link rel="preload" href="\/i18n\/en\.[0-9a-f]{16}\.json" as="fetch" crossorigin="anonymous"\/>.*<\/head>/s);

    const catalogue: { url: string; cache: string | null; webhooks: boolean }[] = [];
    page.on("response", async (r) => {
      if (new URL(r.url()).pathname.startsWith("/i18n/")) catalogue.push({ url: r.url(), cache: r.headers()["cache-control"] ?? null, webhooks: (await r.text()).includes("signed HTTP POSTs") });
    });
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    await page.waitForLoadState("networkidle");
    // one request: the script's fetch takes the preloaded answer
    expect(catalogue).toHaveLength(1);
    expect(catalogue[0]).toEqual({ url: expect.stringMatching(/\/i18n\/en\.[0-9a-f]{16}\.json$/), cache: "public, max-age=31536000, immutable", webhooks: true });
    // another build's name (the other instance, mid-deploy) still gets the language, just not for keeps
    const other = await page.request.get("/i18n/en.0000000000000000.json");
    expect({ status: other.status(), cache: other.headers()["cache-control"], webhooks: (await other.text()).includes("signed HTTP POSTs") }).toEqual({ status: 200, cache: "no-store", webhooks: true });
    expect((await page.request.get("/i18n/xx.0000000000000000.json")).status()).toBe(404);
    // hydrated with the catalogue: a menu that only the browser renders speaks the language
    await page.getByTestId("table-purchase-order").getByTestId("row-actions").first().click();
    await page.getByRole("menuitem", { name: "Details" }).waitFor();
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
