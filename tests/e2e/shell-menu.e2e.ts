import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch } from "./helpers";
import { loggedIn, sidebarPaths, softNavigate } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("menus and routes", () => {
  it("shows admin, buyer and supplier different trees, and never the disabled archive", async () => {
    const trees: Record<string, string[]> = {};
    for (const user of ["admin", "buyer01", "sup1005"]) {
      const { context, page } = await loggedIn(browser, user);
      trees[user] = await sidebarPaths(page);
      await context.close();
    }
    expect(trees.admin).toEqual(expect.arrayContaining(["/purchase", "/delivery", "/processing", "/materials", "/finance", "/system"]));
    expect(trees.buyer01).toContain("/purchase");
    expect(trees.sup1005).toContain("/delivery");
    for (const tree of Object.values(trees)) expect(tree.some((p) => p.startsWith("/archive"))).toBe(false);
    expect(trees.buyer01).not.toContain("/finance");
    expect(trees.sup1005).toContain("/finance");
    expect(trees.admin).toContain("/processing");
    expect(trees.buyer01).toContain("/processing");
    expect(new Set(Object.values(trees).map((t) => t.join())).size).toBe(3);
  });

  it("opens a catalog's pages from the keyboard and marks the current page", async () => {
    const { context, page } = await loggedIn(browser, "sup1005");
    const group = page.locator('[data-testid="sidebar"] button[data-menu-path="/processing"]');
    await group.focus();
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-menu-path"));
    expect(focused).toBe("/processing/order");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/processing/unfinished");
    expect(await page.locator('[data-testid="sidebar"] a[aria-current="page"]').getAttribute("data-menu-path")).toBe("/processing/unfinished");
    await context.close();
  });

  it("draws a visible focus ring on every tab stop of the shell and a list page, breadcrumb included", async () => {
    const { context, page } = await loggedIn(browser, "buyer01");
    await page.goto("/purchase/order");
    await page.locator("table tbody tr").first().waitFor();
    const seen: string[] = [];
    const bare: string[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const ring = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
        const name = `${el.tagName.toLowerCase()}[${el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""}]`;
        return { name, ring, inTable: !!el.closest("table") };
      });
      if (!stop) continue;
      seen.push(stop.name);
      if (!stop.ring) bare.push(stop.name);
      if (stop.inTable) break;
    }
    expect(seen.some((n) => n.startsWith("a[Dashboard"))).toBe(true);
    expect(bare).toEqual([]);
    await context.close();
  });

  it("leads a catalog's path to its first page", async () => {
    const { context, page } = await loggedIn(browser, "buyer01");
    await page.goto("/delivery");
    await page.waitForURL("**/delivery/notice");
    await context.close();
  });

  it("sends a forbidden menu page to /401, on a full load and on a client-side navigation", async () => {
    const { context, page } = await loggedIn(browser, "sup1005");
    await page.goto("/purchase/inquiry");
    await page.waitForURL("**/401");
    await page.getByTestId("page-401").waitFor();
    await page.goto("/system/menu-role/3");
    await page.waitForURL("**/401");
    await page.goto("/archive/legacy");
    await page.waitForURL("**/401");
    await page.goto("/dashboard");
    await page.getByTestId("dashboard").waitFor();
    await softNavigate(page, "/system/dictionary");
    await page.waitForURL("**/401");
    await page.goto("/no/such/page");
    await page.waitForURL("**/404");
    await page.getByTestId("page-404").waitFor();
    expect((await page.goto("/401"))?.status()).toBe(403);
    await page.getByTestId("page-401").waitFor();
    expect((await page.goto("/404"))?.status()).toBe(404);
    await page.getByTestId("page-404").waitFor();
    await context.close();
  });

  it("renders every fixed route inside the layout with a title and a breadcrumb", async () => {
    const { context, page } = await loggedIn(browser, "sup1005");
    const routes: Array<[string, string]> = [
      ["/profile/index", "Profile"],
      ["/updatePassword", "Update password"],
      ["/SendPlan/Details", "Delivery plan details"],
      ["/manage/morenotice", "Announcements"],
      ["/manage/morenotice/generalcontentshow?id=1", "Announcement"],
      ["/manage/itblockentrance", "IT fault report"],
      ["/manage/sysinstruction", "Operation manual"],
      ["/documentation", "Documentation"],
      ["/guide", "Getting started"],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await page.getByTestId("sidebar").waitFor();
      expect(await page.locator("h1").first().textContent(), path).toBe(title);
      const crumbs = await page.locator('[data-testid="breadcrumb"]:visible li').allTextContents();
      expect(crumbs[0], path).toBe("Dashboard");
      expect(crumbs[crumbs.length - 1], path).toBe(title);
      const company = (await page.locator('[data-testid="sidebar"] [data-testid="company-name"]').textContent())?.trim();
      // The title can come after the page's content on a loaded machine: this fresh-clone CI once read '' here.
      await expect.poll(() => page.title(), { message: path }).toBe(`${title} - ${company} - Supplier Service Platform`);
    }
    expect(await page.locator('[data-testid="breadcrumb"]:visible li').count()).toBe(2);
    await page.goto("/manage/morenotice/generalcontentshow");
    expect(await page.locator('[data-testid="breadcrumb"]:visible li').allTextContents()).toEqual(["Dashboard", "Announcements", "Announcement"]);
    await context.close();
  });

  it("finds a Chinese title by its pinyin initials (Ctrl+K, arrows, Enter)", async () => {
    const { context, page } = await loggedIn(browser, "buyer01", { locale: "zh-CN" });
    await page.keyboard.press("Control+k");
    const input = page.getByTestId("menu-search-input");
    await input.waitFor();
    await input.fill("cgdd");
    const first = page.locator('#menu-search-results [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute("data-path")).toBe("/purchase/order");
    expect(await first.textContent()).toContain("采购订单");
    await input.fill("shtz");
    await page.locator('#menu-search-results [role="option"][data-path="/delivery/notice"]').first().waitFor();
    await input.fill("cgdd");
    await page.locator('#menu-search-results [role="option"]').first().and(page.locator('[data-path="/purchase/order"]')).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/purchase/order");
    expect(await page.getByTestId("menu-search").count()).toBe(0);
    await context.close();
  });

  it("finds pages by pinyin in the English UI too, as its hint says (cgdd, caigou)", async () => {
    const { context, page } = await loggedIn(browser, "buyer01", { locale: "en-US" });
    await page.keyboard.press("Control+k");
    const input = page.getByTestId("menu-search-input");
    await input.fill("cgdd");
    const first = page.locator('#menu-search-results [role="option"]').first();
    await first.and(page.locator('[data-path="/purchase/order"]')).waitFor();
    expect(await first.textContent()).toContain("Purchase order");
    await page.screenshot({ path: "/work/shots/minors/menu-search-pinyin-en.png" });
    await input.fill("caigou");
    await page.locator('#menu-search-results [role="option"][data-path="/purchase/order"]').first().waitFor();
    await context.close();
  });

  it("does not match pinyin once the pinyin setting is off", async () => {
    const { context, page } = await loggedIn(browser, "switch01", { locale: "zh-CN" });
    await page.getByTestId("settings-open").click();
    await page.getByTestId("settings-pinyinSearch").click();
    await page.keyboard.press("Escape");
    await page.getByTestId("menu-search-open").click();
    await page.getByTestId("menu-search-input").fill("cgdd");
    await page.getByText("没有匹配的页面。").waitFor();
    await page.getByTestId("menu-search-input").fill("采购订单");
    await page.locator('#menu-search-results [data-path="/purchase/order"]').waitFor();
    await context.close();
  });
});
