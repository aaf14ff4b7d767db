import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launch } from "./helpers";
import { startPortal } from "./setup/server";

/**
 * Its own portal (the per-address limit it trips would lock every later test out of the shared one),
 * started as production starts it, with no TRUST_PROXY: a forged X-Forwarded-For must not buy a fresh limit.
 * The address limit is lowered from 30 to 10, so the proof takes 16 sign-ins in a browser instead of 41.
 */
const limit = 10;
let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
beforeAll(async () => {
  [browser, portal] = await Promise.all([launch(), startPortal(Number(process.env.E2E_PORT ?? 3210) + 7, { LOGIN_MAX_FAILS_IP: String(limit) })]);
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
  it(`counts ${limit + 6} failures with as many forged X-Forwarded-For headers as one address, and throttles after ${limit}`, async () => {
    const context = await browser.newContext({ baseURL: portal.baseURL, javaScriptEnabled: false, locale: "en-US" });
    const answers: string[] = [];
    // Different user names, so the per-account limit never decides; only the address can.
    for (let i = 0; i < limit + 6; i++) answers.push(await attempt(context, `198.51.100.${i + 1}`, `nouser${String(i).padStart(2, "0")}`, "Wrong@2026"));
    const throttled = answers.map((a) => a.includes("Too many"));
    // Honoured, each forged address would have been a fresh one, and none of the answers would say "Too many".
    expect(throttled).toEqual([...Array<boolean>(limit).fill(false), ...Array<boolean>(6).fill(true)]);
    expect(await attempt(context, "203.0.113.99", "buyer01", "Demo@2026")).toContain("Too many");
    await context.close();
    // sequential form posts: generous, so a loaded machine slows it but never fails it
  }, 420_000);
});
