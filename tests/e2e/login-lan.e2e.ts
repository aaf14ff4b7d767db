import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { fillLogin, launch } from "./helpers";
import { startPortal } from "./setup/server";

/**
 * Issue 16 item 8: the portal opened from another machine over plain HTTP (its LAN address). Its own
 * portals, listening on every interface: one as production starts it, one with COOKIE_SECURE=true.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
const port = Number(process.env.E2E_PORT ?? 3210) + 8;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!lanAddress)("login over a LAN address (plain HTTP, not loopback)", () => {
  it("logs in and keeps the session: the cookie is not Secure over HTTP", async () => {
    const portal = await startPortal(port, { HOSTNAME: "0.0.0.0" });
    try {
      const context = await browser.newContext({ baseURL: `http://${lanAddress}:${port}`, locale: "en-US" });
      const page = await context.newPage();
      await page.goto("/login");
      expect(await page.getByTestId("https-required").count()).toBe(0);
      await fillLogin(page, "sup1001");
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/dashboard/);
      await page.getByTestId("dashboard").waitFor();
      const session = (await context.cookies()).find((c) => c.name === "ssp_session");
      expect(session).toMatchObject({ secure: false, httpOnly: true });
      await context.close();
    } finally {
      await portal.stop();
    }
  }, 180_000);

  it("with COOKIE_SECURE=true says on the login page that sign-in needs HTTPS, instead of failing silently", async () => {
    const portal = await startPortal(port, { HOSTNAME: "0.0.0.0", COOKIE_SECURE: "true" });
    try {
      const context = await browser.newContext({ baseURL: `http://${lanAddress}:${port}`, locale: "en-US" });
      const page = await context.newPage();
      await page.goto("/login");
      await expect(page.getByTestId("https-required").textContent()).resolves.toContain("Sign-in needs HTTPS");
      await context.close();
    } finally {
      await portal.stop();
    }
  }, 180_000);
});
