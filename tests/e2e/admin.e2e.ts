import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { rights } from "@/lib/rights/codes";
import { launch } from "./helpers";
import { loggedIn, openPage, phone, sidebarPaths } from "./shell-helpers";

/**
 * Menu and role management end to end: the admin's screen in three languages and at 390 px, then an admin
 * makes a menu with an operation and a role through the screen's own API calls; finance01, given the role,
 * sees the new menu at its next page load, and no longer once the menu is disabled. Everything it made is
 * disabled or emptied at the end, so the other e2e files see the seeded menus.
 */
let browser: Browser;
const shots = "/work/shots/admin";
beforeAll(async () => {
  browser = await launch();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the portal's /api proxy from inside the page (same origin, the session's cookie). */
async function api<T>(page: Page, method: string, p: string, body?: unknown, raw?: string): Promise<T> {
  const out = await page.evaluate(async ([m, url, json, bytes]) => {
    const res = await fetch(`/api/base-data${url}`, {
      method: m,
      headers: { "content-type": bytes ? "application/octet-stream" : "application/json" },
      body: bytes ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
    return res.json();
  }, [method, p, body, raw] as const) as { returnCode: number; data: T; message: string };
  if (out.returnCode !== 200) throw new Error(`${method} ${p}: ${JSON.stringify(out)}`);
  return out.data;
}

describe("menu and role management", () => {
  it.each([["en-US", "en"], ["zh-CN", "zh"], ["vi-VN", "vi"]])("shows the tree and the roles (%s)", async (locale, tag) => {
    const { context, page } = await loggedIn(browser, "admin", { locale });
    await page.goto("/system/menu-role");
    await page.locator('ul[aria-label] li button[aria-current]').first().waitFor();
    await page.screenshot({ path: path.join(shots, `menu-role-${tag}.png`), fullPage: true });
    await context.close();
  });

  it("works at 390 px", async () => {
    const { context, page } = await loggedIn(browser, "admin", { locale: "zh-CN", viewport: phone });
    await page.goto("/system/menu-role");
    await page.locator('ul[aria-label] li button[aria-current]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: path.join(shots, "menu-role-390.png"), fullPage: true });
    await context.close();
  });

  it("a role just created stays in its edit panel, with its rights and members, without a reload", async () => {
    const { context, page } = await loggedIn(browser, "admin");
    await page.goto("/system/menu-role");
    await page.getByRole("list", { name: "Roles" }).getByRole("button").first().waitFor();
    const tag = `n${Date.now().toString(36).replace(/[^a-z]/g, "")}`;
    await page.getByRole("button", { name: "New role" }).click();
    const form = page.getByRole("form", { name: "New role" });
    await form.getByLabel("Number").fill(`role${tag}`);
    await form.getByLabel("Name").fill(`Fresh ${tag}`);
    await form.getByRole("button", { name: "Save" }).click();
    const edit = page.getByRole("form", { name: "Edit role" });
    await edit.waitFor();
    await expect.poll(() => edit.getByLabel("Name").inputValue()).toBe(`Fresh ${tag}`);
    expect(await edit.getByLabel("Number").inputValue()).toBe(`role${tag}`);
    await page.locator("#rights-title").waitFor();
    await page.screenshot({ path: path.join(shots, "role-created-en.png"), fullPage: true });
    await context.close();
  });

  it("a new menu with an operation reaches the role's user at the next load, and leaves once disabled", async () => {
    const admin = await loggedIn(browser, "admin");
    const { page } = admin;
    await page.goto("/system/menu-role");
    const tag = `e${Date.now().toString(36).replace(/[^a-z]/g, "")}x`;
    const icon = await api<{ id: string }>(page, "POST", "/menu-role/icon/upload?name=e2e.svg", undefined,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" fill="#409EFF"/></svg>');
    // Opened directly, the stored icon keeps the sandbox its service gives it (the portal's route adds the rest).
    const served = await page.request.get(`/api/base-data/menu-role/icon/${icon.id}`);
    expect([served.headers()["content-security-policy"], served.headers()["x-content-type-options"]]).toEqual([expect.stringMatching(/; sandbox$/), "nosniff"]);
    const role = await api<{ id: number }>(page, "POST", "/menu-role/role", { code: `role${tag}`, name: `E2E ${tag}` });
    const menu = await api<{ id: number }>(page, "POST", "/menu-role/menu", {
      terminal: "pc", parentId: 9, title: `E2E menu ${tag}`, identification: `m${tag}`, path: `m${tag}`, type: "leaf", iconFileId: icon.id, roles: [`role${tag}`],
    });
    await api(page, "POST", `/menu-role/menu/${menu.id}/operation`, { name: "Look", code: "look" });
    await api(page, "PUT", `/menu-role/role/${role.id}/rights`, { codes: [`${menu.id}_look`, rights.helpDoc.view] });
    // The role's user comes from a workbook, imported through the screen: E3001 is finance01, ZZ999 nobody.
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Users").addRows([["Work No.", "Name"], ["E3001", "finance01"], ["ZZ999", "nobody"]]);
    await page.reload();
    await page.getByRole("list", { name: "Roles" }).getByRole("button", { name: new RegExp(`E2E ${tag}`) }).click();
    // The rights matrix reads in the UI's language: menu captions and operation captions (not 21_reject under 采购订单);
    // an operation an administrator named keeps its name.
    await page.getByRole("checkbox", { name: "Purchase order Reject", exact: true }).waitFor({ state: "attached" });
    await page.getByRole("checkbox", { name: `E2E menu ${tag} Look`, exact: true }).waitFor({ state: "attached" });
    await page.screenshot({ path: path.join(shots, "role-rights-en.png"), fullPage: true });
    await page.getByTestId("role-import-open").click();
    await page.getByTestId("role-import-file").setInputFiles({
      name: "users.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await page.getByTestId("role-import-summary").getByText("1 added · 0 already in the role · 1 unknown · 0 bad rows").waitFor();
    expect(await page.getByTestId("role-import-row").count()).toBe(2);
    await page.screenshot({ path: path.join(shots, "role-import-en.png"), fullPage: true });
    await page.keyboard.press("Escape");
    // the role's members show the imported user at once, without a reload
    await expect.poll(() => page.getByLabel("Users (work numbers)").inputValue()).toContain("E3001");

    const user = await loggedIn(browser, "finance01");
    expect(await sidebarPaths(user.page)).toContain(`/system/m${tag}`);
    // A menu whose page the portal does not have shows "coming soon", titled and placed from the menu.
    await user.page.goto(`/system/m${tag}`);
    await user.page.getByTestId("coming-soon").waitFor();
    expect(await user.page.getByTestId("page-title").textContent()).toBe(`E2E menu ${tag}`);
    const company = (await user.page.locator('[data-testid="sidebar"] [data-testid="company-name"]').textContent())?.trim();
    expect(await user.page.title()).toBe(`E2E menu ${tag} - ${company} - Supplier Service Platform`);
    await user.page.screenshot({ path: path.join(shots, "new-menu-user-en.png"), fullPage: true });

    // Disabled through the screen: the switch asks first, then the service hides the menu.
    await page.goto("/system/menu-role");
    const toggle = page.getByRole("switch", { name: `E2E menu ${tag} enabled` });
    await toggle.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("switch", { name: `E2E menu ${tag} enabled`, checked: false }).waitFor();
    await page.screenshot({ path: path.join(shots, "menu-disabled-en.png"), fullPage: true });
    await user.page.reload();
    expect(await sidebarPaths(user.page)).not.toContain(`/system/m${tag}`);

    await api(page, "PUT", `/menu-role/role/${role.id}/members`, { userNos: [], departments: [] });
    await user.context.close();
    await admin.context.close();

    // The same import in Chinese at 390 px (a second admin sign-in ends the first session, so it comes last).
    const zh = await loggedIn(browser, "admin", { locale: "zh-CN", viewport: phone });
    await openPage(zh.page, "/system/menu-role");
    await zh.page.getByRole("list", { name: "角色" }).getByRole("button", { name: new RegExp(`E2E ${tag}`) }).click();
    await zh.page.getByTestId("role-import-open").click();
    await zh.page.getByTestId("role-import-file").setInputFiles({
      name: "users.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await zh.page.getByTestId("role-import-summary").getByText("新增 1 · 已在角色中 0 · 未知 1 · 错误行 0").waitFor();
    await zh.page.screenshot({ path: path.join(shots, "role-import-zh-390.png") });
    await api(zh.page, "PUT", `/menu-role/role/${role.id}/members`, { userNos: [], departments: [] });
    await zh.context.close();
  });

  it("a revoked right answers 403 at the next click, and its control greys out without a reload", async () => {
    const admin = await loggedIn(browser, "admin");
    const roles = await api<Array<{ id: number; code: string; rights: string[] }>>(admin.page, "GET", "/menu-role/roles");
    const finance = roles.find((r) => r.code === "finance")!;
    expect(finance.rights).toContain(rights.reconciliationQuery.export);
    const user = await loggedIn(browser, "finance01");
    await user.page.goto("/finance/query");
    const exportButton = user.page.getByTestId("export");
    await exportButton.waitFor();
    expect(await exportButton.getAttribute("aria-disabled")).toBeNull();
    try {
      await api(admin.page, "PUT", `/menu-role/role/${finance.id}/rights`, { codes: finance.rights.filter((c) => c !== rights.reconciliationQuery.export) });
      await exportButton.click();
      await user.page.getByText("You do not have the right to perform this action.").first().waitFor();
      await user.page.locator('[data-testid="export"][aria-disabled="true"]').waitFor();
      await user.page.screenshot({ path: path.join(shots, "right-revoked-en.png"), fullPage: true });
    } finally {
      await api(admin.page, "PUT", `/menu-role/role/${finance.id}/rights`, { codes: finance.rights });
    }
    await user.context.close();
    await admin.context.close();
  });
});
