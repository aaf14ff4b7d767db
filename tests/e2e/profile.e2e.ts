import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shotsIn } from "./helpers";
import { setLocale } from "./purchase-helpers";
import { browserSessions, fitsWidth, openPage, phone, typeBeforeScripts } from "./shell-helpers";

/**
 * The profile's introduction, a text area: text typed into it before the page's scripts ran is what is saved (the
 * shared Textarea hands it to the form once it hydrates), and the page in zh at 390 px and en at 1366 px.
 */
const shot = shotsIn(process.env.SHOTS_DIR ?? "tests/artifacts");
const sessions = browserSessions();
let page: Page;

beforeAll(async () => {
  await sessions.open();
  page = await sessions.as("sup1001", "en-US");
});
afterAll(sessions.close);

const box = () => page.locator('textarea[name="introduction"]');

describe("the profile's introduction", () => {
  it("saves text typed before the page's scripts ran", async () => {
    await setLocale(page.context(), "en");
    const text = `Typed early ${Date.now()}`;
    await typeBeforeScripts(page, "/profile/index", () => box().fill(text));
    expect(await box().inputValue()).toBe(text);
    await page.getByRole("button", { name: "Save introduction" }).click();
    await page.getByText("Introduction saved").waitFor();
    await openPage(page, "/profile/index");
    expect(await box().inputValue()).toBe(text);
  });

  for (const [locale, viewport] of [["zh", phone], ["en", { width: 1366, height: 820 }]] as const) {
    it(`names the introduction box by its label and fits the width (${locale}, ${viewport.width} px)`, async () => {
      await setLocale(page.context(), locale);
      await page.setViewportSize(viewport);
      await openPage(page, "/profile/index");
      const label = locale === "zh" ? "个人简介" : "Introduction";
      expect(await page.getByRole("textbox", { name: label }).getAttribute("name")).toBe("introduction");
      await fitsWidth(page, viewport.width);
      await shot(page, `profile-introduction-${locale}-${viewport.width}`);
    });
  }
});
