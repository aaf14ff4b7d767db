import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch, screenshot } from "./helpers";
import { guideChapters } from "@/lib/docs/chapters";
import { loggedIn, phone, visit } from "./shell-helpers";

/** Issue 8: /guide and /documentation render their Markdown per language, on desktop and phone, with the guide's screenshots. */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("guide and documentation pages", () => {
  it.each([
    ["zh-CN", "快速入门", "门户的组织方式"],
    ["en-US", "Getting started", "How the portal is organised"],
  ])("render the %s Markdown with working in-portal links, on desktop and at 390 px", async (locale, guideHeading, docsHeading) => {
    for (const [size, viewport] of [["desktop", undefined], ["phone", phone]] as const) {
      const { context, page } = await loggedIn(browser, "sup1001", { locale, ...(viewport ? { viewport } : {}) });
      await visit(page, "/guide");
      const guide = page.getByTestId("guide-body");
      await guide.getByRole("heading", { name: guideHeading }).waitFor();
      expect(await guide.locator("ol > li").count()).toBe(7);
      for (const chapter of guideChapters) {
        const section = page.getByTestId(`guide-chapter-${chapter}`);
        expect(await section.locator("h2").count(), chapter).toBe(1);
        expect(await section.locator("h3 > a[href^='/']").count(), chapter).toBeGreaterThanOrEqual(2);
      }
      const images = page.locator("[data-testid^='guide-'] img");
      expect(await images.count()).toBeGreaterThanOrEqual(10);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("[data-testid^='guide-'] img")].every((i) => i.complete));
      const widths = await images.evaluateAll((els) => els.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth] as const));
      expect(widths.filter(([, w]) => w === 0)).toEqual([]);
      if (size === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await screenshot(page, `docs-guide-${locale}-${size}`);
      await visit(page, "/documentation");
      await page.getByTestId("documentation-body").getByRole("heading", { name: docsHeading }).waitFor();
      await screenshot(page, `docs-documentation-${locale}-${size}`);
      await visit(page, "/guide");
      await guide.locator('a[href="/manage/itblockentrance"]').click();
      await page.waitForURL("**/manage/itblockentrance");
      await visit(page, "/manage/sysinstruction");
      await screenshot(page, `docs-manual-${locale}-${size}`);
      await page.getByTestId("guide-modules").locator('a[href="/guide#delivery"]').click();
      await page.waitForURL("**/guide#delivery");
      await page.getByTestId("guide-chapter-delivery").waitFor();
      await context.close();
    }
  }, 240_000);
});
