import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifacts, baseURL, loginThroughUi, newContext } from "./helpers";
import { e2eNotice } from "./purchase-fixtures";

/**
 * Issue 34, mobile speed: Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and a 4×
 * slower CPU) on the PO list, a PO detail and a delivery notice's print page, one run each in one Chromium. The
 * scores, total blocking time and LCP are printed and written to tests/artifacts/lighthouse.json. The target is
 * 95 with TBT ≤ 200 ms and LCP ≤ 2.0 s (printed beside each figure); the test fails under 90, so that a loaded
 * machine does not flake it while a page that lost its speed still fails. Each page is measured three times and
 * held by its median run, as Lighthouse's own guidance on variance advises: one run swings by ±8 points here.
 */
const FLOOR = 90;
const RUNS = 3;
const TARGET = { score: 95, tbtMs: 200, lcpMs: 2000 };

let browser: Browser;
let port: number;

/** A free local port for Chromium's DevTools endpoint, which Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", `--remote-debugging-port=${port}`],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in context of `user` (through the login page), and its session cookie as a request header. */
async function session(user: string): Promise<{ context: BrowserContext; cookie: string }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await loginThroughUi(page, user);
  await page.waitForURL("**/dashboard");
  await page.close();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, cookie };
}

async function firstOrderId(context: BrowserContext): Promise<number> {
  const res = await context.request.get("/api/erp-purchase/purchase-order?limit=1");
  const body = (await res.json()) as { data: { rows: Array<{ orderId: number }> } };
  return body.data.rows[0]!.orderId;
}

interface Figures {
  page: string;
  url: string;
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  bootupMs: number;
}

/** One Lighthouse run (performance only, the mobile preset) in the shared Chromium, with the session's cookie. */
async function audit(page: string, url: string, cookie: string): Promise<{ figures: Figures; report: unknown }> {
  const result = await lighthouse(`${baseURL()}${url}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: { Cookie: cookie },
  });
  const lhr = result!.lhr;
  // A page that answered with the login page or an error would score well and prove nothing.
  expect(new URL(lhr.finalDisplayedUrl).pathname, page).toBe(url.split("?")[0]);
  expect(lhr.runtimeError, page).toBeUndefined();
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const figures = {
    page,
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    bootupMs: value("bootup-time"),
  };
  return { figures, report: lhr };
}

/** The median run by score, its report kept beside the figures for whoever reads a failure. */
function median(page: string, runs: { figures: Figures; report: unknown }[]): Figures {
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  fs.mkdirSync(artifacts, { recursive: true });
  fs.writeFileSync(path.join(artifacts, `lighthouse-${page.replaceAll(" ", "-")}.json`), JSON.stringify(middle.report));
  return middle.figures;
}

describe("Lighthouse, mobile preset", () => {
  it(`the PO list, a PO detail and a delivery notice's print page score at least ${FLOOR}`, { timeout: 900_000 }, async () => {
    const buyer = await session("buyer01");
    const orderId = await firstOrderId(buyer.context);
    const supplier = await session("sup1001");
    const notice = await e2eNotice(supplier.context);

    const figures: Figures[] = [];
    for (const [page, url, cookie] of [
      ["PO list", "/purchase/order", buyer.cookie],
      ["PO detail", `/purchase/order/${orderId}`, buyer.cookie],
      ["delivery notice print", `/delivery/notice/${notice.id}/print`, supplier.cookie],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(page, url, cookie));
      const f = median(page, runs);
      figures.push(f);
      console.log(
        `Lighthouse mobile ${page} (${url}), median of ${RUNS} runs (scores ${runs.map((r) => r.figures.score).join(", ")}): score ${f.score} ` +
          `(target ${TARGET.score}, floor ${FLOOR}), TBT ${f.tbtMs} ms (target ≤ ${TARGET.tbtMs}), ` +
          `LCP ${f.lcpMs} ms (target ≤ ${TARGET.lcpMs}), FCP ${f.fcpMs} ms, CLS ${f.cls}, JS boot-up ${f.bootupMs} ms`,
      );
    }
    await buyer.context.close();
    await supplier.context.close();

    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, "lighthouse.json"), JSON.stringify(figures, null, 2));
    expect(figures.filter((f) => f.score < FLOOR).map((f) => `${f.page}: ${f.score} < ${FLOOR}`)).toEqual([]);
  });
});
