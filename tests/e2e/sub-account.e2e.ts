import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { fillLogin, launch, newContext } from "./helpers";
import { loggedIn, openPage, phone, shellReady, sidebarPaths } from "./shell-helpers";
import { png } from "../helpers/files";

/**
 * Sub-accounts, password and profile end to end: supplier 1001's main account makes a sub-account through the
 * screen and reads its temporary password; the sub-account signs in, is held at /updatePassword, sees the
 * policy's rules, confirms the change and reaches the dashboard with only its own menus. Signing in on a second
 * browser ends the first session (one live session per user). The sub-account is disabled at the end (other files never see it).
 */
let browser: Browser;
const shots = "/work/shots/sub-account";
beforeAll(async () => {
  browser = await launch();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (name: string) => path.join(shots, `${name}.png`);

describe("sub-account management", () => {
  it.each([["en-US", "en"], ["zh-CN", "zh"], ["vi-VN", "vi"]])("shows the main account's sub-accounts (%s)", async (locale, tag) => {
    const { context, page } = await loggedIn(browser, "sup1001", { locale });
    await page.goto("/system/sub-account");
    await page.getByRole("cell", { name: "sup1001a", exact: true }).waitFor();
    await page.screenshot({ path: shot(`list-${tag}`), fullPage: true });
    await context.close();
  });

  it("works at 390 px", async () => {
    const { context, page } = await loggedIn(browser, "sup1001", { locale: "zh-CN", viewport: phone });
    await page.goto("/system/sub-account");
    await page.getByRole("cell", { name: "sup1001a", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: shot("list-390"), fullPage: true });
    await page.goto("/profile/index");
    await page.getByText("更换头像").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: shot("profile-390"), fullPage: true });
    await context.close();
  });

  it("a main account creates a sub-account; it signs in, must change its password first, and sees only its own menus", { timeout: 180_000 }, async () => {
    const main = await loggedIn(browser, "sup1001");
    const { page } = main;
    await openPage(page, "/system/sub-account");
    await page.getByTestId("sub-account-new").click();
    const dialog = page.getByTestId("sub-account-dialog");
    const userName = `e${Date.now().toString(36).slice(-7)}`;
    await dialog.getByTestId("sub-account-userName").fill(userName);
    await dialog.getByTestId("sub-account-name").fill("E2E warehouse");
    await dialog.getByTestId("sub-account-save").click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toContain("Choose at least one role");
    await dialog.getByTestId("role-supplier_sub").check();
    await page.screenshot({ path: shot("create-en"), fullPage: true });
    await dialog.getByTestId("sub-account-save").click();
    const password = (await page.getByTestId("temporary-password").textContent())!.trim();
    expect(password).toHaveLength(12);
    await page.screenshot({ path: shot("temporary-password-en"), fullPage: true });
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("cell", { name: userName, exact: true }).waitFor();

    // The sub-account: two browsers; the first-time gate holds both at /updatePassword.
    const a = await newContext(browser, "en-US");
    const subPage = await a.newPage();
    await subPage.goto("/login");
    await fillLogin(subPage, userName, password);
    await subPage.locator('button[type="submit"]').click();
    await subPage.waitForURL("**/updatePassword");
    await subPage.locator('input[name="oldPassword"]').fill(password);
    await subPage.locator('input[name="newPassword"]').fill(`X${userName}9#`);
    await subPage.locator('input[name="confirmPassword"]').fill(`X${userName}9#`);
    await subPage.locator('button[type="submit"]').click();
    await expect.poll(() => subPage.getByTestId("password-form").textContent()).toContain("The password must not contain the user name");
    await subPage.locator('input[name="newPassword"]').fill("Harbour#2027");
    await subPage.locator('input[name="confirmPassword"]').fill("Harbour#2027");
    await subPage.screenshot({ path: shot("password-rules-en"), fullPage: true });
    await subPage.locator('button[type="submit"]').click();
    await subPage.getByTestId("confirm-dialog").waitFor();
    await subPage.screenshot({ path: shot("password-confirm-en"), fullPage: true });
    await subPage.getByTestId("confirm-submit").click();
    await subPage.waitForURL("**/dashboard");
    await shellReady(subPage);
    const paths = await sidebarPaths(subPage);
    expect(paths).not.toContain("/system/sub-account");
    expect(paths).toContain("/purchase/order");

    // One live session per user: the sub-account signing in on a second browser ends the first one.
    const b = await newContext(browser, "zh-CN");
    const other = await b.newPage();
    await other.goto("/login");
    await fillLogin(other, userName, "Harbour#2027");
    await other.locator('button[type="submit"]').click();
    await other.waitForURL("**/dashboard");
    await subPage.goto("/purchase/order");
    // The ended session's page hands over to the login page in more than one step: the notice shows where they end.
    await subPage.waitForURL(/\/login/);
    await subPage.getByText("Your account has logged in elsewhere. You have been logged out here.").waitFor();
    await subPage.screenshot({ path: shot("first-session-ended-en"), fullPage: true });
    await a.close();

    // A password change ends the session of the browser still signed in: the main account resets it here.
    await page.reload();
    await page.getByRole("row").filter({ hasText: userName }).getByTestId("row-actions").click();
    await page.getByTestId("sub-account-reset").click();
    await page.getByTestId("confirm-submit").click();
    await page.getByTestId("temporary-password").waitFor();
    await page.getByRole("button", { name: "Done" }).click();
    await other.goto("/purchase/order");
    await other.waitForURL(/\/login/);
    await b.close();

    // Disabled again through the screen, after a confirmation.
    await page.reload();
    await page.getByRole("row").filter({ hasText: userName }).getByTestId("row-actions").click();
    await page.getByTestId("sub-account-toggle").click();
    await page.getByTestId("confirm-dialog").waitFor();
    await page.screenshot({ path: shot("disable-confirm-en"), fullPage: true });
    await page.getByTestId("confirm-submit").click();
    await page.getByText(`${userName} disabled`).waitFor();
    await main.context.close();
  });

  it("the password page in zh, and the profile in en", async () => {
    const { context, page } = await loggedIn(browser, "sup1002", { locale: "zh-CN" });
    await page.goto("/updatePassword");
    await page.getByTestId("password-rules").waitFor();
    await page.screenshot({ path: shot("password-zh"), fullPage: true });
    await context.close();
    const en = await loggedIn(browser, "sup1002");
    await en.page.goto("/profile/index");
    await en.page.getByText("Change avatar").waitFor();
    // an uploaded picture replaces the initial in the header too, without a reload
    await en.page.getByTestId("avatar-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(48) });
    await en.page.locator('img[data-testid="profile-avatar"]').waitFor();
    await en.page.locator('img[data-testid="user-menu-avatar"]').waitFor();
    await en.page.screenshot({ path: shot("profile-en"), fullPage: true });
    await en.context.close();
  });
});
