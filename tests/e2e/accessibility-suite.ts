import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, sideBySide } from "./helpers";
import { allViolations, clippedSelects, loggedIn, phone, sidebarPaths } from "./shell-helpers";
import { tableReady } from "./purchase-helpers";

/**
 * Every menu page of every role, checked with every axe rule that is not experimental (AAA contrast, target
 * size and the best practices included), in one configuration: zero violations and no per-page exceptions
 * (issue 34); and no select's caption cut by its box or its arrow (issue 33). A page is checked once, by the
 * first role that has it. accessibility-phone and accessibility-desktop run it in Chinese at 390 px and in
 * English at 1280 px, as two files so that the suite's two workers share the sweep.
 */
const desktop = { width: 1280, height: 800 };
export const configs = {
  phone: { name: "zh 390 px", locale: "zh-CN", viewport: phone },
  desktop: { name: "en 1280 px", locale: "en-US", viewport: desktop },
} as const;
type Config = (typeof configs)[keyof typeof configs];

/** The page's own content is there (not a skeleton) before axe looks at it. */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main h1, main [data-testid]").first().waitFor();
  const table = page.locator('[data-testid^="table-"]').first();
  if (await table.count()) await tableReady(page, (await table.getAttribute("data-testid"))!.replace(/^table-/, ""));
  await page.waitForLoadState("networkidle");
}

/** Windows of one session that check pages side by side. */
const windows = 2;

/** Checks, as `user`, the user's menu pages (and `extra`) that no earlier role checked. */
async function sweep(browser: Browser, config: Config, done: Set<string>, user: string, extra: (page: Page) => Promise<string[]> = async () => []) {
  const found: Record<string, unknown> = {};
  const { context, page } = await loggedIn(browser, user, { locale: config.locale, viewport: desktop });
  const queue = [...new Set(["/dashboard", ...(await sidebarPaths(page)), ...(await extra(page))])].filter((path) => !done.has(path));
  for (const path of queue) done.add(path);
  await page.setViewportSize(config.viewport);
  const tabs = new Map<BrowserContext, Page>([[context, page]]);
  await sideBySide(browser, context, { count: windows, locale: config.locale, viewport: config.viewport }, queue, async (window, path) => {
    const tab = tabs.get(window) ?? tabs.set(window, await window.newPage()).get(window)!;
    await ready(tab, path);
    const v = await allViolations(tab);
    if (v.length) found[`${config.name} ${path}`] = v;
    // a select's caption is whole: "Last three months" ran under its arrow in a fixed width
    const cut = await clippedSelects(tab);
    if (cut.length) found[`${config.name} ${path} clipped selects`] = cut;
  });
  await context.close();
  return found;
}

/** An order and a delivery notice the user can open, found through the portal's API. */
async function details(page: Page): Promise<string[]> {
  const get = async (path: string) => (await (await page.request.get(path)).json()) as { data: { rows: Array<{ id: number; orderId?: number }> } };
  const order = (await get("/api/erp-purchase/purchase-order?limit=1")).data.rows[0]!.orderId!;
  const notice = (await get("/api/erp-purchase/delivery-notice?limit=1")).data.rows[0]!.id;
  return [`/purchase/order/${order}`, `/delivery/notice/${notice}`, `/delivery/notice/${notice}/print`, "/delivery/notice/new", "/purchase/receipt/new"];
}

export function accessibilitySuite(config: Config): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const done = new Set<string>();
  const check = (user: string, extra?: (page: Page) => Promise<string[]>) => sweep(browser, config, done, user, extra);

  describe(`accessibility of every menu page (every axe rule but the experimental ones), ${config.name}`, () => {
    it("the administrator's menu", async () => {
      expect(await check("admin")).toEqual({});
    }, 900_000);

    it("the buyer's menu, an order, a notice, its print and the receipt form", async () => {
      expect(await check("buyer01", details)).toEqual({});
    }, 900_000);

    it("the supplier's, the factory's and finance's menus, and the pages outside the menu", async () => {
      const found = {
        ...(await check("sup1001", async () => ["/updatePassword", "/profile/index", "/profile/notifications", "/profile/api-token", "/notifications", "/401", "/404"])),
        ...(await check("factory01", async () => ["/delivery/note/new"])),
        ...(await check("finance01")),
      };
      expect(found).toEqual({});
    }, 900_000);
  });
}
