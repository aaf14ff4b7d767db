import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launch } from "./helpers";
import { startPortal } from "./setup/server";

/**
 * Its own portal (the per-address limit it trips would lock every later test out of the shared one),
 * started as production starts it, with no TRUST_PROXY: a forged X-Forwarded-For must not buy a fresh limit.
 */
let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
beforeAll(async () => {
  [browser, portal] = await Promise.all([launch(), startPortal(Number(process.env.E2E_PORT ?? 3210) + 7)]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function attempt(context: BrowserContext, forged: string, userName: string, password: string): Promise<string> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": forged, "x-real-ip": forged });
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("company-select").selectOption({ index: 1 });
  await page.locator('button[type="submit"]').click();
  const alert = page.locator('[role="alert"]').first();
  await alert.waitFor();
  const text = (await alert.textContent()) ?? "";
  await page.close();
  return text;
}

describe("the per-address login limit behind no trusted proxy", () => {
  it("counts 40 failures with 40 forged X-Forwarded-For headers as one address, and throttles", async () => {
    const context = await browser.newContext({ baseURL: portal.baseURL, javaScriptEnabled: false, locale: "en-US" });
    const answers: string[] = [];
    // Different user names, so the per-account limit never decides; only the address can.
    for (let i = 0; i < 40; i++) answers.push(await attempt(context, `198.51.100.${i + 1}`, `nouser${String(i).padStart(2, "0")}`, "Wrong@2026"));
    const throttled = answers.filter((a) => a.includes("Too many"));
    expect(answers.length).toBe(40);
    expect(throttled.length).toBeGreaterThanOrEqual(10);
    expect(await attempt(context, "203.0.113.99", "buyer01", "Demo@2026")).toContain("Too many");
    await context.close();
    // 41 sequential form posts: generous, so a loaded machine slows it but never fails it
  }, 420_000);
});
