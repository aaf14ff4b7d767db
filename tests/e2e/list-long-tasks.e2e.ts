import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableReady } from "./purchase-helpers";
import { browserSessions } from "./shell-helpers";

/**
 * Issue 16 §5: a long list renders its rows without blocking input. A timing, so it runs with no other browser
 * on the machine (vitest.e2e.config.ts).
 */
const s = browserSessions();
/** Under `stress --cpu 2` the longest task measured 124 ms and on an idle machine none passed 50 ms; 300 ms still fails the 450–560 ms rows that issue 16 found. The figures are printed. */
const LONG_TASK_BOUND_MS = 300;
beforeAll(s.open);
afterAll(s.close);

describe("long tasks on a 200-row list", () => {
  it("loads and pages 200 PO lines without a task long enough to block input (figures printed)", async () => {
    const page = await s.as("buyer01", "en-US");
    await page.context().addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __frames: string[] };
      w.__longTasks = [];
      w.__frames = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push(Math.round(e.duration));
      }).observe({ type: "longtask" });
      // where a long frame's time went: scripts (by invoker) against style, layout and paint
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as Array<{ duration: number; startTime: number; renderStart: number; styleAndLayoutStart: number;
          scripts: Array<{ duration: number; invoker: string }> }>) {
          const js = e.scripts.map((x) => `${x.invoker.slice(0, 40)}:${Math.round(x.duration)}`).join(" ");
          const layout = e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0;
          w.__frames.push(`${Math.round(e.duration)}ms [js ${js}] [style+layout+paint ${layout}]`);
        }
      }).observe({ type: "long-animation-frame" });
    });
    const tasks = () => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
    // settled: the main thread has been free for one idle period
    const idle = () => page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 10_000 })));
    await page.goto("/purchase/order?limit=200");
    const table = await tableReady(page, "purchase-order");
    // the first 50 rows come at once, the rest in a background render
    await table.getByTestId("open-order").nth(199).waitFor();
    await idle();
    const load = await tasks();
    // by test id: a role query works out the accessible name of each of the page's 400 buttons on the main thread
    await page.getByTestId("page-next").click();
    await page.waitForURL(/cursor=/);
    await tableReady(page, "purchase-order");
    await idle();
    const next = await tasks();
    console.log((await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)).join("\n"));
    console.log(`long tasks, 200-row PO list: load ${JSON.stringify(load)} ms, next page ${JSON.stringify(next)} ms (target: none over 50 ms while rows render)`);
    expect(Math.max(0, ...load, ...next)).toBeLessThan(LONG_TASK_BOUND_MS);
  });

  it("a page's HTML carries its rendered text but not the message catalogue, which the browser loads as a JSON file cached for good", async () => {
    const page = await s.as("buyer01", "en-US");
    const html = await (await page.request.get("/purchase/order")).text();
    expect(html).toContain("Purchase orders");
    // messages no control on the page shows: before, all 62 namespaces came inline with every page
    expect({ validation: html.includes("This field is required"), webhooks: html.includes("signed HTTP POSTs") }).toEqual({ validation: false, webhooks: false });
    // its request starts with the page's, not after the scripts that need it
    // once, in the head (crossorigin="" is anonymous): the link written into the layout's head came out twice
    expect(html.indexOf('<link rel="preload" href="/i18n/')).toBeLessThan(html.indexOf("</head>"));
    expect(html.match(/<link rel="preload"[^>]*\/i18n\/[^>]*>/g)).toEqual([expect.stringMatching(/^<link rel="preload" href="\/i18n\/en\.[0-9a-f]{16}\.json" as="fetch" crossorigin=""\/>$/)]);

    const catalogue: { url: string; cache: string | null; webhooks: boolean }[] = [];
    page.on("response", async (r) => {
      if (new URL(r.url()).pathname.startsWith("/i18n/")) catalogue.push({ url: r.url(), cache: r.headers()["cache-control"] ?? null, webhooks: (await r.text()).includes("signed HTTP POSTs") });
    });
    await page.goto("/purchase/order");
    await tableReady(page, "purchase-order");
    await page.waitForLoadState("networkidle");
    // one request: the script's fetch takes the preloaded answer
    expect(catalogue).toHaveLength(1);
    expect(catalogue[0]).toEqual({ url: expect.stringMatching(/\/i18n\/en\.[0-9a-f]{16}\.json$/), cache: "public, max-age=31536000, immutable", webhooks: true });
    // another build's name (the other instance, mid-deploy) still gets the language, just not for keeps
    const other = await page.request.get("/i18n/en.0000000000000000.json");
    expect({ status: other.status(), cache: other.headers()["cache-control"], webhooks: (await other.text()).includes("signed HTTP POSTs") }).toEqual({ status: 200, cache: "no-store", webhooks: true });
    expect((await page.request.get("/i18n/xx.0000000000000000.json")).status()).toBe(404);
    // hydrated with the catalogue: a menu that only the browser renders speaks the language
    await page.getByTestId("table-purchase-order").getByTestId("row-actions").first().click();
    await page.getByRole("menuitem", { name: "Details" }).waitFor();
  });
});
