import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { launch, signedIn } from "./helpers";

export const phone = { width: 390, height: 844 };

/** A fresh context logged in as `user`, on the dashboard. */
export async function loggedIn(
  browser: Browser,
  user: string,
  opts: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedIn(browser, user, opts);
  await page.getByTestId("dashboard").waitFor();
  await shellReady(page);
  return { context, page };
}

/**
 * One browser for a test file and the sessions it opens, all closed at the end:
 * `const s = browserSessions(); beforeAll(s.open); afterAll(s.close);` then `await s.as("buyer01", "zh-CN")`.
 */
export function browserSessions() {
  let browser: Browser | undefined;
  return {
    open: async () => {
      browser = await launch();
    },
    // The browser's own close ends its contexts. Closing a context first asks Chromium to dispose of it, which can
    // wait for good on a service worker the page registered (the dock's offline shell): once in CI, 120 s and a failed hook.
    close: async () => {
      await browser?.close();
    },
    as: async (user: string, locale: string, viewport?: { width: number; height: number }): Promise<Page> => {
      return (await loggedIn(browser!, user, { locale, viewport })).page;
    },
  };
}

/** Waits until the shell has hydrated (client effects such as tabs and visits are running). */
export async function shellReady(page: Page): Promise<void> {
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
}

/**
 * Loads `path` and waits until React has hydrated what the test will touch: a click before that finds no handler and
 * a value typed before it stays in the box while the form's state stays empty, and neither is retried.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Loads `path` with the page's scripts held back, runs `type` on the server's HTML alone (as a user on a slow line
 * does), then lets the scripts through and waits, as openPage does, until what the test names is hydrated: what `type` entered must reach the form.
 */
export async function typeBeforeScripts(page: Page, path: string, type: () => Promise<void>): Promise<void> {
  const chunks = "**/_next/static/chunks/**/*.js";
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunks, async (route) => {
    await scripts;
    await route.continue();
  });
  try {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await page.locator("html[data-shell-ready]").count()).toBe(0);
    await type();
  } finally {
    release();
  }
  await hydrated(page);
  await page.unroute(chunks);
}

/**
 * The shell is hydrated, and so is every element that a test names (React has claimed it: it carries its fiber),
 * except a rich-text editor's box, which the editor and not React draws.
 */
async function hydrated(page: Page): Promise<void> {
  await shellReady(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-testid]")]
      .filter((el) => !el.closest("[contenteditable]"))
      .every((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))),
  );
}

/** The shell is ready and the page's own title is there. */
export async function pageReady(page: Page): Promise<void> {
  await shellReady(page);
  await page.getByTestId("page-title").or(page.locator("h1")).first().waitFor();
}

/**
 * The page has no sideways scroll at `width`: polled, because after a resize in place the layout that
 * follows the viewport (a table turning into cards, a chart redrawn narrower) settles a render later.
 */
export async function fitsWidth(page: Page, width = phone.width): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a page with a full load and waits until the shell has recorded it as a tab. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await shellReady(page);
  await page.locator(`[data-tab="${path.split("?")[0]}"]`).waitFor();
}

/** The route paths of the menu entries in the (expanded) desktop sidebar. */
export async function sidebarPaths(page: Page): Promise<string[]> {
  await page.getByTestId("sidebar-menu").waitFor();
  return page.locator('[data-testid="sidebar"] [data-menu-path]').evaluateAll((els) => els.map((e) => e.getAttribute("data-menu-path")!));
}

/**
 * axe in the page itself. Its default mode runs each frame's part, then opens a blank page and hands it every
 * node's partial result to finish there: on a list of 50 cards that took 28 s where the audit took 5. The
 * portal's pages have no cross-origin frame, the one thing only the default mode reaches.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe-core violations of impact serious or critical, with axe's default rule set (every rule it enables by default). */
export async function seriousViolations(page: Page, include?: string) {
  let builder = axeOn(page);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

/** Every axe rule that is not experimental: AAA contrast, target size and the best practices included. */
const everyRule = Object.fromEntries(
  axe.getRules().filter((r) => !r.tags.includes("experimental")).map((r) => [r.ruleId, { enabled: true }]),
);

/** Every violation of every non-experimental axe rule, whatever its impact. */
export async function allViolations(page: Page) {
  // a toast still fading in blends its text into its background: judge the colours the page comes to rest with
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await axeOn(page).options({ rules: everyRule, resultTypes: ["violations"] }).analyze();
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).slice(0, 5) }));
}

/** A client-side navigation through the app router (the layout stays mounted, as with a <Link>). */
export async function softNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const next = (window as unknown as { next?: { router?: { push(href: string): void } } }).next;
    if (!next?.router) throw new Error("window.next.router is not available");
    next.router.push(href);
  }, path);
}

/**
 * Moves keyboard focus in an open Radix menu to the item whose `attr` equals `value`, with ArrowDown only.
 * Radix focuses either the menu or its first enabled item on open, depending on timing; this works for both.
 */
export async function arrowToMenuItem(page: Page, attr: string, value: string): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
  for (let i = 0; i < 10; i++) {
    const current = await page.evaluate((a) => document.activeElement?.getAttribute(a) ?? null, attr);
    if (current === value) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no menu item with ${attr}=${value} took the focus`);
}

/** The shown captions of select triggers that are cut: wider than their box, or running under the arrow. */
export function clippedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[data-slot="select-trigger"]')].flatMap((b) => {
    const v = b.querySelector('[data-slot="select-value"]') ?? b.firstElementChild;
    if (!v || !b.getClientRects().length) return [];
    const arrow = b.querySelector("svg");
    const cut = v.scrollWidth > v.clientWidth + 1 || (arrow !== null && v.getBoundingClientRect().right > arrow.getBoundingClientRect().left + 0.5);
    return cut ? [v.textContent?.trim() ?? ""] : [];
  }));
}
