import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch } from "./helpers";
import { arrowToMenuItem, loggedIn } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("company switch", () => {
  it("lets a company-switch user change company: confirm, message, new name, location created, later calls scoped", async () => {
    const { context, page } = await loggedIn(browser, "switch02");
    const sw = page.locator('[data-testid="sidebar"] [data-testid="company-switch"]');
    expect(await sw.textContent()).toContain("华印包装（深圳）有限公司");
    expect(await page.title()).toContain("华印包装（深圳）有限公司");
    await sw.click();
    const items = page.locator("[data-company-id]");
    await items.first().waitFor();
    expect(await items.count()).toBe(4);
    expect(await page.locator('[data-company-id="1"]').getAttribute("data-disabled")).not.toBeNull();

    await page.locator('[data-company-id="3"]').click();
    await page.getByRole("alertdialog").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    expect(await sw.textContent()).toContain("华印包装（深圳）有限公司");

    await sw.click();
    await page.locator('[data-company-id="3"]').click();
    await page.getByTestId("company-switch-confirm").click();
    await page.getByText("Switched to 华印彩印（上海）有限公司").waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"] [data-testid="company-name"]')?.textContent?.includes("上海"));
    expect(await page.locator("main").textContent()).toContain("华印彩印（上海）有限公司");
    await page.waitForFunction(() => document.title.includes("华印彩印（上海）有限公司") && !document.title.includes("深圳"));

    const info = await page.request.get("/api/base-data/user/userInfo");
    const body = (await info.json()) as { data: { companyId: number; companyName: string } };
    expect(body.data.companyId).toBe(3);

    const origin = new URL(page.url()).origin;
    const again = await page.request.post("/api/erp-production/sendplan/location/create", { headers: { origin } });
    const created = (await again.json()) as { data: { companyId: number; created: boolean } };
    expect(created.data).toMatchObject({ companyId: 3, created: false });

    await page.reload();
    expect(await sw.textContent()).toContain("华印彩印（上海）有限公司");
    await context.close();
  });

  it("switches from the keyboard", async () => {
    const { context, page } = await loggedIn(browser, "switch03");
    await page.locator('[data-testid="sidebar"] [data-testid="company-switch"]').focus();
    await page.keyboard.press("Enter");
    await page.locator('[data-company-id="2"]').waitFor();
    await arrowToMenuItem(page, "data-company-id", "2");
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").waitFor();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
    if (focused !== "company-switch-confirm") await page.getByTestId("company-switch-confirm").focus();
    await page.keyboard.press("Enter");
    await page.getByText("Switched to 华印印刷（东莞）有限公司").waitFor();
    await context.close();
  });

  it("is absent for everyone else, who see the company name only", async () => {
    for (const user of ["buyer01", "sup1011"]) {
      const { context, page } = await loggedIn(browser, user);
      expect(await page.getByTestId("company-switch").count()).toBe(0);
      expect(await page.locator('[data-testid="sidebar"] [data-testid="company-name"]').textContent()).toBe("华印包装（深圳）有限公司");
      const res = await page.request.post("/api/base-data/user/cutoverCompany", {
        headers: { origin: new URL(page.url()).origin },
        data: { companyId: 2, companyName: "" },
      });
      expect(((await res.json()) as { returnCode: number }).returnCode).toBe(403);
      await context.close();
    }
  });
});
