import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, launch, loginThroughUi, newContext } from "./helpers";
import { openRedirectCorpus } from "../fixtures/open-redirect-corpus";
import { redirectEntryPoints } from "../fixtures/redirect-entry-points";

/**
 * Every entry point that takes a wanted page (`redirect=`), followed by Chromium with every known open-redirect
 * payload: the browser must end on the portal's own origin. Nothing outside loopback is reachable here, so a
 * payload that escaped would end on an error page of another origin, which the origin check catches.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const origin = () => new URL(baseURL()).origin;
const q = (p: string) => encodeURIComponent(p);
/**
 * The flows that need a page's own script (the client-side hop) or a real login per payload take one payload of
 * each kind; the server-side entry points take the whole corpus, and the unit test runs it through safeRedirect.
 */
const kinds = ["//evil.example", "/\t/evil.example", "/%09/evil.example", "/\\evil.example", "/%5cevil.example", "https://evil.example", "/%2F/evil.example", "javascript:alert(document.domain)"];

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  await loginThroughUi(page, "buyer01");
  await page.waitForURL((u) => u.pathname === "/dashboard");
});
afterAll(async () => {
  await browser?.close();
});

/** Where Chromium ends after following `path` (a navigation, for the client-side hop). */
async function landing(path: string): Promise<string> {
  const outside: string[] = [];
  const watch = (f: { url(): string; parentFrame(): unknown }) => {
    if (!f.parentFrame() && !f.url().startsWith(origin()) && f.url() !== "about:blank") outside.push(f.url());
  };
  page.on("framenavigated", watch);
  try {
    await page.goto(path, { waitUntil: "commit" }).catch(() => undefined);
  } finally {
    page.off("framenavigated", watch);
  }
  return outside[0] ?? page.url();
}

/**
 * Where Chromium's own network stack ends after following every redirect of `path` from a page of the portal
 * (cheaper than a navigation per payload); "escaped" when it left the origin, which CSP and CORS refuse.
 */
async function followed(path: string, method = "GET"): Promise<string> {
  return page.evaluate(async ([url, m]) => {
    const stop = new AbortController();
    try {
      // The final URL is known with the headers; aborting then spares the server the landing page's render.
      return (await fetch(url!, { method: m, redirect: "follow", signal: stop.signal })).url;
    } catch {
      return "escaped";
    } finally {
      stop.abort();
    }
  }, [path, method]);
}

describe("no open redirect through any entry point that takes a wanted page", () => {
  it("knows the entry points (a new one must be added to the list the corpus walks)", () => {
    expect(kinds.every((k) => openRedirectCorpus.includes(k))).toBe(true);
    expect(redirectEntryPoints.map((e) => e.name)).toEqual(["login", "login-with-session", "session-reset", "auth-redirect", "redirect-hop", "sign-in", "sign-in-complete"]);
  });

  it("keeps the signed-in user on the portal for every payload at /login?code=…&redirect=, /auth-redirect and /api/sign-in", { timeout: 180_000 }, async () => {
    for (const p of openRedirectCorpus) {
      for (const path of [`/login?code=1&redirect=${q(p)}`, `/auth-redirect?redirect=${q(p)}`, `/api/sign-in/sso?redirect=${q(p)}`]) {
        // One hop each: its Location, resolved by the WHATWG URL parser (Chromium's), instead of rendering every landing page.
        const res = await page.request.get(path, { maxRedirects: 0 });
        expect([303, 307], path).toContain(res.status());
        const to = new URL(res.headers().location ?? "", baseURL());
        expect(to.origin, `${path} → ${to.href}`).toBe(origin());
        const wanted = to.pathname === "/login" ? to.searchParams.get("redirect") : null;
        if (wanted !== null) expect(new URL(wanted, baseURL()).origin, `${path} → ${to.href}`).toBe(origin());
      }
    }
  });

  it("keeps the user on the portal through the client-side hop /redirect/{path}, for a payload of each kind", { timeout: 180_000 }, async () => {
    for (const p of kinds.filter((x) => x.startsWith("/"))) {
      const path = `/redirect${p.split("/").map((s) => encodeURIComponent(s)).join("/")}`;
      const at = await landing(path);
      await page.waitForURL((u) => !u.pathname.startsWith("/redirect"), { timeout: 15_000 }).catch(() => undefined);
      expect(new URL(page.url()).origin, `${path} → ${at}`).toBe(origin());
    }
  });

  it("answers a wanted page with a Chinese character by redirecting to it, percent-encoded (not a 500)", async () => {
    const res = await page.request.get(`/login?code=1&redirect=${q("/purchase/order?item=纸")}`, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe("/purchase/order?item=%E7%BA%B8");
    const crlf = await page.request.get(`/login?code=1&redirect=${q("/purchase/order?x=\r\nSet-Cookie: a=b")}`, { maxRedirects: 0 });
    expect(crlf.status()).toBe(307);
    expect(crlf.headers().location).toBe("/dashboard");
  });

  it("sends a reset session back to login with a safe wanted page, for every payload", async () => {
    await page.goto("/api/health/live");
    for (const p of openRedirectCorpus) {
      const final = await followed(`/api/session/reset?code=502&redirect=${q(p)}`, "POST");
      expect(final, p).not.toBe("escaped");
      expect(new URL(final).origin, p).toBe(origin());
      const wanted = new URL(final).searchParams.get("redirect") ?? "";
      expect(new URL(wanted, origin()).origin, `${p} → ${wanted}`).toBe(origin());
    }
  });

  it("logs in through the form and lands on the portal, for a payload of each kind", { timeout: 180_000 }, async () => {
    const fresh = await newContext(browser);
    const p2 = await fresh.newPage();
    try {
      for (const p of kinds) {
        await loginThroughUi(p2, "factory01", `/login?redirect=${q(p)}`);
        await p2.waitForURL((u) => u.pathname !== "/login", { timeout: 20_000 }).catch(() => undefined);
        expect(new URL(p2.url()).origin, p).toBe(origin());
        expect(new URL(p2.url()).pathname, p).not.toBe("/login");
        await fresh.clearCookies();
      }
    } finally {
      await fresh.close();
    }
  });
});
