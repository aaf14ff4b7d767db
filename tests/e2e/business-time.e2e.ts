import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launch, loginThroughUi, newContext } from "./helpers";
import { setLocale, settle, tableReady } from "./purchase-helpers";
import { openPage, typeBeforeScripts } from "./shell-helpers";

/**
 * Issue 16 items 2 and 3 in the browser: stored times shown in the company's zone with the zone named,
 * and the delivery notice form's warning and required reason when the ship date is after the required
 * date. Screenshots (zh, en; desktop and 390 px) go to SHOTS_DIR for review.
 */
const shots = process.env.SHOTS_DIR ?? path.resolve("tests/artifacts");
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, "en-US");
  page = await context.newPage();
  await loginThroughUi(page, "sup1001");
  await page.waitForURL("**/dashboard");
});
afterAll(async () => {
  await browser?.close();
});

async function shot(name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe("business time and late ship dates in the browser", () => {
  it("shows a notice's creation time in the company's zone, naming it", async () => {
    await page.goto("/delivery/notice");
    await tableReady(page, "delivery-notice");
    await page.getByTestId("open-notice").first().click();
    await page.getByTestId("notice-detail").waitFor();
    const time = page.getByTestId("notice-detail").locator("time[data-zone]").first();
    expect(await time.getAttribute("data-zone")).toBe("Asia/Shanghai");
    expect(await time.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8$/);
    const iso = (await time.getAttribute("datetime"))!;
    const shanghai = new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
    expect(await time.textContent()).toBe(`${shanghai} GMT+8`);
  });

  it("keeps dates typed before the page's script ran, as the form's own values", async () => {
    await setLocale(context, "en");
    await typeBeforeScripts(page, "/delivery/notice/new", async () => {
      await page.locator('input[name="requiredDate"]').fill("2030-01-15");
      await page.locator('input[name="deliverDate"]').fill("2030-01-20");
    });
    await page.getByTestId("late-ship").waitFor();
    expect(await page.locator('input[name="deliverDate"]').inputValue()).toBe("2030-01-20");
  });

  for (const locale of ["en", "zh"] as const) {
    for (const width of [1366, 390]) {
      it(`warns about a late ship date and asks for the reason (${locale}, ${width} px)`, async () => {
        await setLocale(context, locale);
        await page.setViewportSize({ width, height: 844 });
        await openPage(page, "/delivery/notice/new");
        expect(await page.getByTestId("late-ship").count()).toBe(0);
        await page.locator('input[name="requiredDate"]').fill("2030-01-15");
        await page.locator('input[name="deliverDate"]').fill("2030-01-20");
        await page.getByTestId("late-ship").waitFor();
        expect(await page.getByTestId("late-ship").getByRole("status").textContent()).toContain("2030-01-20");
        await page.getByTestId("notice-submit").click();
        const field = page.getByTestId("late-ship");
        await field.getByText(locale === "en" ? "enter the reason" : "请填写原因").waitFor();
        await shot(`late-ship-${locale}-${width}`);
        await page.locator('input[name="deliverDate"]').fill("2030-01-10");
        await page.getByTestId("late-ship").waitFor({ state: "detached" });
      });
    }
  }
});
