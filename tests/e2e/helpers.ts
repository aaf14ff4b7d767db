import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/** This worker's own portal (tests/e2e/setup/server.ts). */
export const baseURL = () => inject("baseURLs")[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;
export const artifacts = path.resolve("tests/artifacts");

/** `extraArgs`: more Chromium switches for this browser only (a fake camera, say). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", ...extraArgs],
  });
}

/** A context on the portal; `session`, another context's cookies and storage, makes it a second window of that session. */
export async function newContext(
  browser: Browser,
  locale = "en-US",
  viewport = { width: 1366, height: 820 },
  session?: BrowserContext,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), locale, viewport, storageState: session ? await session.storageState() : undefined });
}

/**
 * Works through `items` in `count` windows of `session`'s session side by side (`session` is the first), each
 * taking the next item as it finishes one: most of a page's time is the server's and the network's. Every other
 * window is a context of its own holding the session's cookies, not a second tab: Chromium gives a tab behind
 * another about one frame a second, and a list adds its rows a step per frame.
 */
export async function sideBySide<T>(
  browser: Browser,
  session: BrowserContext,
  window: { count: number; locale?: string; viewport?: { width: number; height: number } },
  items: readonly T[],
  work: (context: BrowserContext, item: T) => Promise<void>,
): Promise<void> {
  const others = await Promise.all(Array.from({ length: window.count - 1 }, () => newContext(browser, window.locale, window.viewport, session)));
  const queue = [...items];
  try {
    await Promise.all([session, ...others].map(async (context) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(context, item);
    }));
  } finally {
    await Promise.all(others.map((c) => c.close()));
  }
}

/** `fullPage: false`: the viewport only, as a dialog over a long page shows (the full page is the default). */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
  return file;
}

/** A journey's screenshot taker: each shot goes to the artifacts and to `dir`, where a reviewer looks at them. */
export function shotsIn(dir: string) {
  return async (page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> => {
    const file = await screenshot(page, name, opts);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(file, path.join(dir, `${name}.png`));
  };
}

export async function fillLogin(page: Page, userName: string, password = "Demo@2026", company = "华印包装（深圳）有限公司") {
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("company-select").selectOption({ label: company });
}

/** Logs in through the login page; the caller waits for where it lands. */
export async function loginThroughUi(page: Page, userName: string, target = "/login") {
  await page.goto(target);
  await fillLogin(page, userName);
  await page.locator('button[type="submit"]').click();
}

/** A new context signed in as `user` through the login form, and its page, landed on the dashboard. */
export async function signedIn(
  browser: Browser,
  user: string,
  opts: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, opts.locale ?? "en-US", opts.viewport);
  const page = await context.newPage();
  await loginThroughUi(page, user);
  await page.waitForURL("**/dashboard");
  return { context, page };
}

/** A new context signed in as `user`, with no page open: a session to open pages in. */
export async function signedInContext(browser: Browser, user: string): Promise<BrowserContext> {
  const { context, page } = await signedIn(browser, user);
  await page.close();
  return context;
}

/** Chromium's print of the page as the user's printer gets it: the PDF file, its page count and size, and its text. */
export async function printToPdf(p: Page, name: string): Promise<{ file: string; pages: number; size: string; text: string }> {
  await p.emulateMedia({ media: "print" });
  const file = path.join(artifacts, `${name}.pdf`);
  fs.mkdirSync(artifacts, { recursive: true });
  fs.writeFileSync(file, await p.pdf({ preferCSSPageSize: true, printBackground: true }));
  await p.emulateMedia({ media: "screen" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return {
    file,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    size: /^Page size:\s+(.*)$/m.exec(info)![1]!,
    text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
  };
}

/** A portal API call in a browser context's session (same-origin, as the pages make it); the envelope must be 200. */
export async function portalApi<T>(ctx: BrowserContext, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const res = await ctx.request.fetch(path, { method, headers: { origin: baseURL() }, data });
  const body = (await res.json()) as { returnCode: number; message: string; data: T };
  expect(body.returnCode, body.message).toBe(200);
  return body.data;
}
