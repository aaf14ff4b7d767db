import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, fillLogin, launch, loginThroughUi, newContext, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("access rules and login", () => {
  it("sends a tokenless visit to a deep path to login, keeping the wanted path", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto("/updatePassword?from=mail");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/updatePassword?from=mail");
    await page.context().close();
  });

  it("shows the inline validation messages", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto("/login");
    await page.locator('input[name="userName"]').fill("ab");
    await page.locator('input[name="password"]').fill("abc");
    await page.locator('button[type="submit"]').click();
    const alerts = page.locator('[role="alert"]');
    await page.getByText("User name must be 4 to 10 characters").waitFor();
    const texts = await alerts.allTextContents();
    expect(texts).toEqual(
      expect.arrayContaining([
        "User name must be 4 to 10 characters",
        "Password must be longer than 3 characters",
        "Please choose a company",
      ]),
    );
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });

  it("switches the login page's language: no validation fires, the shown errors and the toast follow the new language", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto("/login");
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitemradio", { name: "English" }).waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByText("User name must be 4 to 10 characters").count()).toBe(0);
    await page.locator('button[type="submit"]').click();
    await page.getByText("User name must be 4 to 10 characters").waitFor();
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitemradio", { name: "中文" }).click();
    await page.getByText("语言已切换为中文").waitFor();
    await page.getByText("用户名长度须为4至10个字符").waitFor();
    expect(await page.getByText("User name must be 4 to 10 characters").count()).toBe(0);
    expect(await page.locator('input[name="userName"]').inputValue()).toBe("");
    await screenshot(page, "login-language-switched-zh");
    await page.context().close();
  });

  it("logs in and arrives at the redirected path, then logs out", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/updatePassword");
    await fillLogin(page, "sup1002");
    await page.locator('button[type="submit"]').click();
    await page.waitForURL("**/updatePassword");
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("user-menu").textContent()).toContain("S1002");

    const res = await page.request.get("/dashboard");
    expect(res.headers()["cache-control"]).toContain("no-store");
    expect(res.headers()["cache-control"]).toContain("private");
    expect(res.headers()["content-security-policy"]).toMatch(/nonce-.+frame-ancestors 'none'; object-src 'none'/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");

    for (const service of ["base-data", "label", "erp-purchase", "erp-production"]) {
      const doc = await page.request.get(`/api/${service}/openapi.json`);
      expect(doc.status()).toBe(200);
      expect((await doc.json()).openapi).toBe("3.1.0");
    }
    const crossSite = await page.request.post("/api/base-data/user/logOut", { headers: { origin: "https://evil.example" } });
    expect((await crossSite.json()).returnCode).toBe(403);

    // The services' API skips the proxy; its route gives every answer the site's headers, early refusals and uploads too.
    const answers = [
      crossSite,
      await page.request.get("/api/erp-purchase/purchase-order?limit=1"),
      await page.request.get("/api/erp-purchase/no-such-route"),
      await page.request.get("/api/no-such-service/x"),
      await page.request.post("/api/base-data/menu-role/icon/upload?name=x.svg", { data: Buffer.from("<svg/>"), headers: { origin: baseURL() } }),
    ];
    for (const a of answers) {
      const h = a.headers();
      expect({ url: a.url(), csp: h["content-security-policy"], frame: h["x-frame-options"], sniff: h["x-content-type-options"], referrer: h["referrer-policy"], permissions: h["permissions-policy"], cache: h["cache-control"] }).toEqual({
        url: a.url(), csp: expect.stringContaining("frame-ancestors 'none'"), frame: "DENY", sniff: "nosniff", referrer: "strict-origin-when-cross-origin",
        permissions: "camera=(self), microphone=(), geolocation=()", cache: "private, no-store",
      });
    }

    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL("**/login");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/login");
    const anonymousDoc = await page.request.get("/api/erp-purchase/openapi.json");
    expect((await anonymousDoc.json()).returnCode).toBe(50008);
    await context.close();
  });

  it("logs in by keyboard alone: clear buttons are no tab stops, and the next login starts on the last company", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/login");
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("name") ?? el?.getAttribute("type") ?? el?.tagName ?? "";
    });
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "userName");
    await page.keyboard.type("sup1017");
    await page.locator('[data-slot="input-wrapper"] button[aria-label="Clear"]').first().waitFor();
    // Every clear button on the page (the user name's, and the password's once typed) is out of the tab order.
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("password");
    await page.keyboard.type("Demo@2026");
    const clears = await page.locator('[data-slot="input-wrapper"] button').evaluateAll((els) => els.map((e) => (e as HTMLElement).tabIndex));
    expect(clears).toEqual([-1, -1]);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("companyId");
    await page.keyboard.press("ArrowDown");
    expect(await page.getByTestId("company-select").inputValue()).not.toBe("");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("submit");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await page.getByTestId("user-menu").waitFor();

    // Signed out, the usual sequence: user name, Tab, password, Enter.
    await context.clearCookies({ name: "ssp_session" });
    await page.goto("/login");
    expect(await page.getByTestId("company-select").inputValue()).not.toBe("");
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "userName");
    await page.keyboard.type("sup1017");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Demo@2026");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await page.getByTestId("user-menu").waitFor();

    // Escape in a field clears it; the pointer still can.
    await context.clearCookies({ name: "ssp_session" });
    await page.goto("/login");
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "userName");
    await page.keyboard.type("sup1017");
    await page.locator('[data-slot="input-wrapper"] button[aria-label="Clear"]').waitFor();
    await page.keyboard.press("Escape");
    expect(await page.locator('input[name="userName"]').inputValue()).toBe("");
    await page.keyboard.type("sup1017");
    await screenshot(page, "login-keyboard-en");
    await context.close();
    for (const [name, locale, viewport] of [["zh", "zh-CN", undefined], ["390", "en-US", { width: 390, height: 844 }]] as const) {
      const other = await newContext(browser, locale, viewport);
      const p = await other.newPage();
      await p.goto("/login");
      await p.waitForFunction(() => document.activeElement?.getAttribute("name") === "userName");
      await p.keyboard.type("sup1017");
      await p.keyboard.press("Tab");
      expect(await p.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");
      await screenshot(p, `login-keyboard-${name}`);
      await other.close();
    }
  });

  it("a user name typed before the page's script ran keeps its clear button once the page is live", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "userName");
    await page.keyboard.type("sup1017");
    const clear = page.locator('[data-slot="input-wrapper"]:has(input[name="userName"]) button[aria-label="Clear"]');
    expect(await clear.count()).toBe(0);
    release();
    await clear.waitFor();
    expect(await page.locator('input[name="userName"]').inputValue()).toBe("sup1017");
    await clear.click();
    expect(await page.locator('input[name="userName"]').inputValue()).toBe("");
    await context.close();
  });

  it("a logged-in user at /login goes to the dashboard, and / leads there too", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughUi(page, "sup1004");
    await page.waitForURL("**/dashboard");
    await page.goto("/login");
    await page.waitForURL("**/dashboard");
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("a second login elsewhere makes the first context say so, then land on login", async () => {
    const first = await newContext(browser);
    const a = await first.newPage();
    await loginThroughUi(a, "sup1001");
    await a.waitForURL("**/dashboard");

    const second = await newContext(browser);
    const b = await second.newPage();
    await loginThroughUi(b, "sup1001");
    await b.waitForURL("**/dashboard");

    // Another context's page may be the visible one now; the user comes back to this tab.
    await a.bringToFront();
    await a.evaluate(() => window.dispatchEvent(new Event("focus")));
    await a.getByText("Your account has logged in elsewhere").first().waitFor({ timeout: 10_000 });
    await a.waitForURL("**/login?**", { timeout: 15_000 });
    expect(new URL(a.url()).searchParams.get("redirect")).toBe("/dashboard");
    await first.close();
    await second.close();
  });

  it("refuses norole01 with the catalogue message", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughUi(page, "norole01");
    await page.getByText("You do not have permission to log in, please contact the administrator").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughUi(page, "sup1009");
    await page.waitForURL("**/dashboard");
    await page.goto("/no/such/page");
    await page.getByTestId("page-404").waitFor();
    expect(new URL(page.url()).pathname).toBe("/404");
    await context.close();
  });

  it.each([
    ["zh-CN", "zh", "供应商服务平台"],
    ["en-US", "en", "Supplier Service Platform"],
    ["vi-VN", "vi", null],
  ])("renders the login page in %s", async (browserLocale, locale, heading) => {
    const context = await newContext(browser, browserLocale);
    const page = await context.newPage();
    await page.goto("/login");
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    if (heading) expect(await page.locator("h1").textContent()).toBe(heading);
    await screenshot(page, `login-${locale}`);
    await context.close();
  });
});
