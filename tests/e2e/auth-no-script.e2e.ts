import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, launch, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every URL the page asked for, so a test can prove no credential ever travelled in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  page.on("framenavigated", (f) => urls.push(f.url()));
  return urls;
}

describe("login without JavaScript (submitted before hydration, or with scripts off)", () => {
  it("shows the validation messages, keeps the user name, and never puts the password in a URL", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    const urls = recordUrls(page);
    await page.goto("/login");
    await page.locator('input[name="userName"]').fill("ab");
    await page.locator('input[name="password"]').fill("s3cret-Value");
    await page.locator('button[type="submit"]').click();
    await page.getByText("User name must be 4 to 10 characters").waitFor();
    await page.getByText("Please choose a company").waitFor();
    expect(await page.locator('input[name="userName"]').inputValue()).toBe("ab");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(urls.filter((u) => u.includes("s3cret") || u.includes("password="))).toEqual([]);
    await screenshot(page, "login-no-script-validation-en");
    await context.close();
  });

  it("logs in and lands on the wanted page", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    const urls = recordUrls(page);
    await page.goto("/login?redirect=%2Fpurchase%2Forder");
    await page.locator('input[name="userName"]').fill("buyer02");
    await page.locator('input[name="password"]').fill("Demo@2026");
    await page.getByTestId("company-select").selectOption({ index: 3 });
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === "/purchase/order");
    expect(urls.filter((u) => u.includes("Demo%402026") || u.includes("Demo@2026") || u.includes("password="))).toEqual([]);
    await context.close();
  });

  it("says why a wrong password is refused", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/login");
    await page.locator('input[name="userName"]').fill("buyer02");
    await page.locator('input[name="password"]').fill("Wrong@2026");
    await page.getByTestId("company-select").selectOption({ index: 3 });
    await page.locator('button[type="submit"]').click();
    await page.locator('[role="alert"]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});

describe("the password change form before hydration", () => {
  it("posts, so the passwords never land in a URL", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    const urls = recordUrls(page);
    await page.goto("/login?redirect=%2FupdatePassword");
    await page.locator('input[name="userName"]').fill("buyer02");
    await page.locator('input[name="password"]').fill("Demo@2026");
    await page.getByTestId("company-select").selectOption({ index: 3 });
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === "/updatePassword");
    await page.locator('input[name="oldPassword"]').fill("old-S3cret");
    await page.locator('input[name="newPassword"]').fill("new-S3cret");
    await page.locator('input[name="confirmPassword"]').fill("new-S3cret");
    await page.getByTestId("password-form").locator('button[type="submit"]').click();
    await page.waitForLoadState("load");
    expect(urls.filter((u) => u.includes("S3cret") || u.includes("Password="))).toEqual([]);
    await context.close();
  });
});

describe("static assets", () => {
  it("serves the favicon the pages link to and a robots.txt from public/, without a session", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect(href).toMatch(/^\/icon\.svg/);
    const icon = await context.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
    const robots = await context.request.get("/robots.txt", { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("Disallow: /");
    await context.close();
  });
});
