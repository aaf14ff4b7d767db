import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch } from "./helpers";
import { loggedIn, seriousViolations } from "./shell-helpers";
import { tableReady } from "./purchase-helpers";

/** Every page a user can reach, checked with axe's default rules: no serious or critical violation. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's own content is there (not a skeleton) before axe looks at it. */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main h1, main [data-testid]").first().waitFor();
  const table = page.locator('[data-testid^="table-"]').first();
  if (await table.count()) await tableReady(page, (await table.getAttribute("data-testid"))!.replace(/^table-/, ""));
  await page.waitForLoadState("networkidle");
}

async function sweep(user: string, paths: string[], opts: { viewport?: { width: number; height: number } } = {}) {
  const { context, page } = await loggedIn(browser, user, opts);
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    await ready(page, path);
    const v = await seriousViolations(page);
    if (v.length) found[path] = v;
  }
  await context.close();
  return found;
}

describe("accessibility of every page (axe default rules)", () => {
  it("a supplier's pages", async () => {
    expect(
      await sweep("sup1001", [
        "/dashboard", "/purchase/order", "/purchase/order?receiveStatus=received", "/delivery/notice", "/delivery/notice/new",
        "/purchase/receipt", "/purchase/collection", "/updatePassword", "/manage/morenotice", "/profile/index",
        "/purchase/quotation", "/materials/vmi", "/processing/order", "/processing/owed-quantity", "/processing/deduction-bill", "/finance/statement",
        "/manage/itblockentrance", "/manage/sysinstruction", "/documentation", "/guide", "/401", "/404",
      ]),
    ).toEqual({});
  }, 180_000);

  it("a buyer's pages, the order and notice details and the receipt form", async () => {
    const ids = await idsFor();
    expect(
      await sweep("buyer01", [
        `/purchase/order/${ids.order}`, `/delivery/notice/${ids.notice}`, `/delivery/notice/${ids.notice}/print`, "/purchase/receipt/new",
        "/purchase/receipt",
      ]),
    ).toEqual({});
  }, 180_000);

  it("the staff's module pages: warehouse, sourcing, finance and administration", async () => {
    const found = {
      ...(await sweep("factory01", ["/SendPlan/Details", "/delivery/note", "/delivery/note/new", "/delivery/plan", "/delivery/stock", "/system/notice"])),
      ...(await sweep("buyer01", ["/purchase/inquiry/new", "/system/dictionary"])),
      ...(await sweep("finance01", ["/finance/query"])),
      ...(await sweep("admin", ["/system/menu-role", "/system/help"])),
    };
    expect(found).toEqual({});
  }, 240_000);

  it("a phone-width supplier's lists", async () => {
    expect(await sweep("sup1001", ["/purchase/order", "/delivery/notice"], { viewport: { width: 390, height: 844 } })).toEqual({});
  }, 120_000);
});

/** An order and a delivery notice of the seed that buyer01 can open, found through the portal's API. */
async function idsFor(): Promise<{ order: number; notice: number }> {
  const { context, page } = await loggedIn(browser, "buyer01");
  const get = async (path: string) => (await (await page.request.get(path)).json()) as { data: { rows: Array<{ id: number; orderId?: number }> } };
  const orders = await get("/api/erp-purchase/purchase-order?limit=1");
  const notices = await get("/api/erp-purchase/delivery-notice?limit=1");
  await context.close();
  return { order: orders.data.rows[0]!.orderId!, notice: notices.data.rows[0]!.id };
}
