import { rights } from "@/lib/rights/codes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch, loginThroughUi, newContext, screenshot } from "./helpers";
import { loggedIn, phone, seriousViolations, shellReady, visit } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("dashboard", () => {
  it("lays out every section of docs/requirements.md §1 with real empty states", async () => {
    const { context, page } = await loggedIn(browser, "sup1012");
    for (const id of ["todos", "warnings", "invoices", "frequent", "help", "announcements"]) {
      await page.getByTestId(`dashboard-${id}`).waitFor();
    }
    // The three to-do parts of docs/requirements.md §1 stay when nothing waits: each shows 0.
    for (const kind of ["newProcessingOrders", "owedQuantityConfirm", "deductionConfirm"]) {
      expect(await page.getByTestId(`todo-${kind}`).locator("span").first().textContent()).toBe("0");
    }
    expect(await page.getByTestId("dashboard-todos").textContent()).not.toContain("No to-do tasks");
    await screenshot(page, "dashboard-todos-zero-en");
    const dueSoon = page.getByTestId("warning-due-soon");
    const overdue = page.getByTestId("warning-overdue");
    expect(await dueSoon.getAttribute("href")).toBe("/purchase/order?due=soon");
    expect(await overdue.getAttribute("href")).toBe("/purchase/order?due=overdue");
    expect(await overdue.textContent()).toMatch(/\d+/);
    expect(await page.getByTestId("dashboard-announcements").textContent()).toContain("No announcements");
    const help = page.getByTestId("dashboard-help");
    expect(await help.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await help.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await help.locator('a[href="/manage/itblockentrance"]').count()).toBe(1);
    // The operation manual is a help document once an admin marks one (help-docs.e2e.ts), "not set" before.
    expect(await help.locator('a[href="/system/help/manual"], [data-testid="help-manual-missing"]').count()).toBe(1);
    expect(await page.getByTestId("frequent-suggestions").locator("a").count()).toBeGreaterThan(0);
    await context.close();
    for (const [name, opts] of [["zh", { locale: "zh-CN" }], ["390", { viewport: phone }]] as const) {
      const other = await loggedIn(browser, "sup1012", opts);
      await other.page.getByTestId("todo-owedQuantityConfirm").waitFor();
      await screenshot(other.page, `dashboard-todos-zero-${name}`);
      await other.context.close();
    }
  });

  it("a buyer's to-dos are the buyer's work: notices arriving, lines to answer, declined lines; no supplier wording", async () => {
    const { context, page } = await loggedIn(browser, "buyer01");
    const total = async (path: string) => ((await (await page.request.get(path)).json()) as { data: { total: number } }).data.total;
    const arriving = await total("/api/erp-purchase/delivery-notice?status=open&limit=1");
    const toAnswer = await total("/api/erp-purchase/purchase-order?awaiting=answer&limit=1");
    await page.goto("/dashboard");
    const todos = page.getByTestId("dashboard-todos");
    await todos.waitFor();
    expect(arriving).toBeGreaterThan(0);
    const tile = page.getByTestId("todo-noticesArriving");
    expect(await tile.textContent()).toBe(`${arriving}Delivery notices arriving`);
    expect(await tile.getAttribute("href")).toBe("/delivery/notice?status=open");
    expect(await page.getByTestId("todo-linesToAnswer").locator("span").first().textContent()).toBe(String(toAnswer));
    expect(await todos.textContent()).not.toMatch(/to confirm|New processing orders/);
    await screenshot(page, "dashboard-buyer-todos-en");
    await context.close();
  });

  it("shows no delivery warnings to a user who sees neither purchase orders nor delivery plans", async () => {
    const { context, page } = await loggedIn(browser, "finance01");
    await page.getByTestId("dashboard-warnings").waitFor();
    expect(await page.getByTestId("dashboard-warnings").textContent()).toContain("No delivery warnings");
    await context.close();
  });

  it("feeds frequently used functions from the visits, most visited first, per user", async () => {
    const { context, page } = await loggedIn(browser, "sup1013");
    for (const path of ["/processing/order", "/processing/unfinished", "/processing/order", "/profile/index", "/processing/order", "/processing/unfinished"]) {
      await visit(page, path);
    }
    await page.goto("/dashboard");
    await shellReady(page);
    const list = page.getByTestId("frequent-list");
    await list.waitFor();
    const paths = await list.locator("a").evaluateAll((els) => els.map((e) => e.getAttribute("data-frequent-path")));
    expect(paths).toEqual(["/processing/order", "/processing/unfinished", "/profile/index"]);
    expect(await list.locator("a").first().textContent()).toContain("3 visits");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ssp:visits:S1013") ?? "[]"));
    expect(stored.find((v: { path: string }) => v.path === "/processing/order")).toMatchObject({ count: 3, title: "Comprehensive processing order", icon: "factory" });
    expect(stored.some((v: { path: string }) => v.path === "/dashboard")).toBe(false);
    await context.close();
  });

  it("offers the invoice upload to the supplier only; staff read the counts in their own words", async () => {
    const buyer = await loggedIn(browser, "buyer01");
    await buyer.page.getByTestId("dashboard-invoices").waitFor();
    expect(await buyer.page.getByTestId("invoice-upload").count()).toBe(0);
    expect(await buyer.page.locator(`[data-rights-denied="${rights.reconciliationStatement.upload}"]`).count()).toBe(0);
    expect(await buyer.page.getByTestId("invoice-tile-uploaded").textContent()).toMatch(/^(\d+|—)Invoices to review$/);
    expect(await buyer.page.getByTestId("dashboard-invoices").textContent()).not.toContain("Upload invoice");
    await buyer.context.close();

    const supplier = await loggedIn(browser, "sup1014");
    const allowed = supplier.page.getByTestId("invoice-upload");
    await allowed.waitFor();
    expect(await supplier.page.locator("[data-rights-denied]").count()).toBe(0);
    expect(await allowed.getAttribute("aria-disabled")).toBeNull();
    await supplier.context.close();
  });

  it("forces the password change after a first-time login", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughUi(page, "sup1003");
    await page.waitForURL("**/updatePassword");
    await page.goto("/dashboard");
    await page.waitForURL("**/updatePassword");
    await page.goto("/guide");
    await page.waitForURL("**/updatePassword");
    expect(await page.getByTestId("sidebar").count()).toBe(1);
    await page.locator('input[name="oldPassword"]').fill("Demo@2026");
    await page.locator('input[name="newPassword"]').fill("Shell@2026!");
    await page.locator('input[name="confirmPassword"]').fill("Shell@2026!");
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId("confirm-submit").click();
    await page.waitForURL("**/dashboard");
    await page.getByTestId("dashboard").waitFor();
    await page.goto("/guide");
    await page.getByTestId("page-title").waitFor();
    expect(new URL(page.url()).pathname).toBe("/guide");
    await context.close();
  });

  it.each([
    ["zh-CN", "zh"],
    ["en-US", "en"],
    ["vi-VN", "vi"],
  ])("renders the dashboard in %s on desktop and at 390 px (screenshots)", async (browserLocale, locale) => {
    for (const [name, viewport] of [["desktop", undefined], ["phone", phone]] as const) {
      const { context, page } = await loggedIn(browser, "sup1015", { locale: browserLocale, viewport });
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      await page.waitForLoadState("networkidle");
      await screenshot(page, `dashboard-${locale}-${name}`);
      await context.close();
    }
  });
});

describe("accessibility (axe-core: no serious or critical violations)", () => {
  it("the check itself reports a serious violation when there is one", async () => {
    const { context, page } = await loggedIn(browser, "sup1016");
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
      img.id = "axe-probe";
      document.querySelector("main")?.appendChild(img);
    });
    const found = await seriousViolations(page);
    expect(found.map((v) => v.id)).toContain("image-alt");
    await context.close();
  });

  it("login page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/login");
    await page.locator('input[name="userName"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("dashboard, settings panel and search dialog", async () => {
    const { context, page } = await loggedIn(browser, "sup1016");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("settings-open").click();
    await page.getByTestId("settings-panel").waitFor();
    expect(await seriousViolations(page, '[data-testid="settings-panel"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByTestId("settings-panel").waitFor({ state: "detached" });
    await page.keyboard.press("Control+k");
    await page.getByTestId("menu-search-input").fill("delivery");
    await page.locator('[role="option"]').first().waitFor();
    expect(await seriousViolations(page, '[data-testid="menu-search"]')).toEqual([]);
    await context.close();
  });

  it("dashboard on a phone with the drawer open", async () => {
    const { context, page } = await loggedIn(browser, "sup1016", { viewport: phone });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("hamburger").click();
    await page.getByTestId("mobile-drawer").waitFor();
    expect(await seriousViolations(page, '[data-testid="mobile-drawer"]')).toEqual([]);
    await context.close();
  });
});
