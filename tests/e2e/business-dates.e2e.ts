import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addBusinessDays, businessDate, compactDate } from "@/lib/business-time";
import fs from "node:fs";
import path from "node:path";
import { baseURL, launch, loginThroughUi } from "./helpers";
import { setLocale, settle, tableReady } from "./purchase-helpers";
import { phone, shellReady } from "./shell-helpers";

/**
 * Issue 33 item 2: one business date everywhere. The browser sits in Los Angeles with its clock at 23:30 UTC, which is
 * 15:30 of the day before there and 07:30 of the business day D in Shenzhen; the server runs in UTC on its real clock,
 * whose Shenzhen day is D too. The seed's accepted orders were accepted at 23:30 UTC (services/db/seed/purchase.ts).
 * Every date shown or defaulted must be D (or the record's Shenzhen day), never the UTC or the browser's day.
 */
const shanghai = "Asia/Shanghai";
const day = businessDate(new Date(), shanghai);
const browserNow = new Date(`${addBusinessDays(day, -1)}T23:30:00Z`);
const shots = process.env.SHOTS_DIR ?? path.resolve("tests/artifacts");
/** A phone's shot is its screen (the whole page of a long list is too tall to read). */
async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: page.viewportSize()!.width > 400 });
}
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function losAngeles(user: string, locale: "en" | "zh", viewport = { width: 1366, height: 820 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: locale === "en" ? "en-US" : "zh-CN", viewport, timezoneId: "America/Los_Angeles" });
  await context.clock.setFixedTime(browserNow);
  await setLocale(context, locale);
  const page = await context.newPage();
  await loginThroughUi(page, user);
  await page.waitForURL("**/dashboard");
  await shellReady(page);
  return { context, page };
}

/**
 * A PO number of sup1001's that the seed accepted at 23:30 UTC. Other files accept orders at the time they run,
 * so the list's first accepted order need not be a seeded one.
 */
async function seededAccepted(page: Page): Promise<string> {
  const get = async <T>(path: string) => ((await (await page.request.get(path)).json()) as { data: T }).data;
  const list = await get<{ rows: Array<{ orderId: number; pono: string }> }>("/api/erp-purchase/purchase-order?receiveStatus=received&limit=50");
  for (const row of list.rows) {
    const detail = await get<{ receivedAt: string | null }>(`/api/erp-purchase/purchase-order/${row.orderId}`);
    if (detail.receivedAt?.slice(11, 16) === "23:30") return row.pono;
  }
  throw new Error("no order of sup1001 accepted by the seed at 23:30 UTC");
}

describe("one business date in a Los Angeles browser at 23:30 UTC", () => {
  it("the browser really is a day behind Shenzhen", async () => {
    const { context, page } = await losAngeles("sup1001", "en");
    const seen = await page.evaluate(() => ({ local: new Date().toLocaleDateString("en-CA"), utc: new Date().toISOString().slice(0, 10) }));
    expect(seen).toEqual({ local: addBusinessDays(day, -1), utc: addBusinessDays(day, -1) });
    const heading = new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: shanghai }).format(new Date(`${day}T04:00:00Z`));
    expect(await page.getByTestId("dashboard").textContent()).toContain(heading);
    await context.close();
  });

  for (const [locale, width] of [["en", 1366], ["zh", 1366], ["en", 390]] as const) {
    it(`an accepted order's day is one in the list, the detail and the export's name (${locale}, ${width} px)`, async () => {
      const { context, page } = await losAngeles("sup1001", locale, width === 390 ? phone : { width, height: 820 });
      await page.goto(`/purchase/order?receiveStatus=received&pono=${await seededAccepted(page)}`);
      const table = await tableReady(page, "purchase-order");
      const label = locale === "en" ? "Accepted on" : "接受日期";
      const listed = (await table.locator(`td[data-label="${label}"]`).first().textContent())!.trim();
      expect(listed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await shot(page, `order-list-${locale}-${width}`);
      await table.getByTestId("open-order").first().click();
      const detail = page.getByTestId("order-detail");
      await detail.waitFor();
      const received = detail.locator("time[data-zone]").first();
      const stored = (await received.getAttribute("datetime"))!;
      expect(stored.slice(11, 16)).toBe("23:30");
      expect(await received.textContent()).toBe(`${listed} 07:30 GMT+8`);
      await settle(page);
      await shot(page, `order-detail-${locale}-${width}`);
      await page.keyboard.press("Escape");
      if (width !== 390) {
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`-${compactDate(day)}-0730\\.xlsx$`));
      }
      await context.close();
    });
  }

  for (const [locale, width] of [["en", 1366], ["zh", 1366], ["zh", 390]] as const) {
    it(`a new notice starts now in Shenzhen time, typed and shown as yyyy-mm-dd hh:mm (${locale}, ${width} px)`, async () => {
      const { context, page } = await losAngeles("admin", locale, { width, height: 844 });
      await page.goto("/system/notice/new");
      const starts = page.getByTestId("notice-starts");
      await page.getByTestId("notice-form").waitFor();
      await expect.poll(() => starts.inputValue()).toBe(`${day} 07:30`);
      expect(await starts.getAttribute("type")).toBe("text");
      expect(await page.getByTestId("notice-form").textContent()).toContain("GMT+8");
      await shot(page, `notice-form-${locale}-${width}`);
      await context.close();
    });
  }

  for (const [locale, width] of [["en", 1366], ["zh", 1366], ["zh", 390]] as const) {
    it(`a date field writes yyyy-mm-dd in ${locale}, defaulting to the Shenzhen day (${width} px)`, async () => {
      const { context, page } = await losAngeles("buyer01", locale, { width, height: 844 });
      await page.goto("/materials/rule");
      await tableReady(page, "material-rule");
      await page.getByTestId("material-rule-new").click();
      const from = page.getByTestId("material-rule-form-effectiveFrom");
      await expect.poll(() => from.inputValue()).toBe(day);
      expect(await from.getAttribute("type")).toBe("text");
      await from.fill("2030/1/5");
      await from.blur();
      await expect.poll(() => from.inputValue()).toBe("2030-01-05");
      await shot(page, `date-input-${locale}-${width}`);
      await context.close();
    });
  }
});
