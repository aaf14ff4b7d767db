import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch, screenshot } from "./helpers";
import { loggedIn, phone, visit } from "./shell-helpers";

/** Issue 8: /guide and /documentation render their Markdown per language, on desktop and phone. */
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
      await screenshot(page, `docs-guide-${locale}-${size}`);
      await visit(page, "/documentation");
      await page.getByTestId("documentation-body").getByRole("heading", { name: docsHeading }).waitFor();
      await screenshot(page, `docs-documentation-${locale}-${size}`);
      await visit(page, "/guide");
      await guide.locator('a[href="/manage/itblockentrance"]').click();
      await page.waitForURL("**/manage/itblockentrance");
      await context.close();
    }
  }, 240_000);
});
