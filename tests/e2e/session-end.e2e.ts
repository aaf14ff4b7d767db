import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, type Browser, type BrowserContext, type Page } from "playwright-core";
import { baseURL, fillLogin, launch, loginThroughUi } from "./helpers";

/**
 * The user came by 127.0.0.1, not by the name the server was started with (localhost): every hop of
 * an ended session must stay on that host. The reset is a same-origin POST that revokes the token.
 */
let browser: Browser;
const other = () => baseURL().replace("//localhost:", "//127.0.0.1:");
const cookieName = "ssp_session";
const hasSession = async (c: BrowserContext) => (await c.cookies()).some((k) => k.name === cookieName);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every page address and every Location header the browser met. */
function recordHops(page: Page): string[] {
  const hops: string[] = [];
  page.on("framenavigated", (f) => hops.push(f.url()));
  page.on("response", (r) => {
    const location = r.headers()["location"];
    if (location) hops.push(new URL(location, r.url()).href);
  });
  return hops;
}

/** A second login of the same user elsewhere ends the first session (502 on its next call). */
async function loginElsewhere(userName: string) {
  const api = await request.newContext({ baseURL: other() });
  const res = await api.post("/api/base-data/user/auth/userLogin", {
    headers: { origin: other() },
    data: { userName, password: "Demo@2026", companyId: 1, companyName: "" },
  });
  expect((await res.json()).returnCode).toBe(200);
  await api.dispose();
}

describe("an ended session, reached through a non-localhost address", () => {
  it.each([
    ["with JavaScript", true, "sup1020"],
    ["without JavaScript", false, "sup1021"],
  ])("%s: lands on this host's /login with the wanted path and the reason", async (_label, javaScriptEnabled, userName) => {
    const context = await browser.newContext({ baseURL: other(), javaScriptEnabled, locale: "en-US" });
    const page = await context.newPage();
    await loginThroughUi(page, userName, "/login?redirect=%2Fpurchase%2Forder");
    await page.waitForURL((u) => u.pathname === "/purchase/order");
    await loginElsewhere(userName);

    const hops = recordHops(page);
    await page.goto("/purchase/order");
    await page.waitForURL((u) => u.pathname === "/login");
    const reason = "Your account has logged in elsewhere. You have been logged out here.";
    if (javaScriptEnabled) {
      // the page posts the reset by itself: the cookie goes, and the login page says why
      await expect.poll(() => hasSession(context), { timeout: 15_000 }).toBe(false);
      await page.getByTestId("login-form").waitFor();
      await page.getByTestId("session-end-form").waitFor({ state: "detached" });
      await page.getByText(reason).first().waitFor();
    } else {
      await page.getByTestId("login-notice").getByText(reason).waitFor();
    }
    const url = new URL(page.url());
    expect(url.origin).toBe(other());
    expect(url.searchParams.get("redirect")).toBe("/purchase/order");
    expect(url.searchParams.get("code")).toBe("502");
    expect(hops.length).toBeGreaterThan(0);
    expect(hops.filter((h) => new URL(h).origin !== other())).toEqual([]);

    // logging in again (the old cookie may still be there without JavaScript) goes on to the wanted page
    await fillLogin(page, userName);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === "/purchase/order");
    expect(new URL(page.url()).origin).toBe(other());
    await context.close();
  });

  it("a link to /login?code=… logs nobody out: a live session goes on to the wanted page", async () => {
    const context = await browser.newContext({ baseURL: other(), locale: "en-US" });
    const page = await context.newPage();
    await loginThroughUi(page, "sup1023");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.goto("/login?redirect=%2Fpurchase%2Forder&code=502");
    await page.waitForURL((u) => u.pathname === "/purchase/order");
    expect((await (await page.request.get("/api/base-data/user/userInfo")).json()).returnCode).toBe(200);
    await context.close();
  });

  it("the reset is POST-only and same-origin, answers a relative Location, and revokes the token", async () => {
    const context = await browser.newContext({ baseURL: other(), locale: "en-US" });
    const page = await context.newPage();
    await loginThroughUi(page, "sup1022");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    const info = async () => (await (await page.request.get("/api/base-data/user/userInfo")).json()).returnCode as number;

    const viaGet = await page.request.get("/api/session/reset?redirect=%2Fdashboard&code=50012", { maxRedirects: 0 });
    expect(viaGet.status()).toBe(405);
    const crossSite = await page.request.post("/api/session/reset", { headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    expect((await crossSite.json()).message).toBe("The request did not come from this site and was refused.");
    expect(await info()).toBe(200);
    expect(await hasSession(context)).toBe(true);

    const sealed = (await context.cookies()).find((c) => c.name === cookieName)!;
    const reset = await page.request.post("/api/session/reset?redirect=%2Fpurchase%2Forder&code=50012", {
      headers: { origin: other() },
      maxRedirects: 0,
    });
    expect(reset.status()).toBe(303);
    expect(reset.headers()["location"]).toBe("/login?redirect=%2Fpurchase%2Forder&code=50012");
    expect(await hasSession(context)).toBe(false);
    await context.addCookies([sealed]);
    expect(await info()).toBe(50012);
    await context.close();
  });
});

describe("the 1 MB body limit through the portal's proxy route", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${other()}/api/base-data/user/auth/userLogin`, {
      method: "POST",
      headers: { origin: other(), "content-type": "application/json", "accept-language": "zh-CN", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("answers the 413 envelope to a chunked 5 MB upload and to a declared 2 MB one", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const chunked = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent >= 5_000_000) return c.close();
        sent += chunk.byteLength;
        c.enqueue(chunk.slice());
      },
    });
    const res = await post(chunked);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ returnCode: 413, message: "请求内容过大。" });
    const declared = await post(new Uint8Array(2_000_000).fill(0x20));
    expect(declared.status).toBe(413);
    expect((await declared.json()).returnCode).toBe(413);
  });
});
