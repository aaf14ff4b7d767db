import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalApi } from "./helpers";
import { e2eNotice } from "./purchase-fixtures";
import { browserSessions, openPage } from "./shell-helpers";

/**
 * Bench B13 (issue 38): from a wedge scan's Enter to its verdict on screen, over 200 scans of 200 cartons, p50
 * and p99, with the server's share (the scan request's time from sent to first byte) apart. Target: p99 ≤ 150 ms
 * on this machine with a quiet CPU; B13_P99_MS sets the bound the test holds it to (by default the target).
 */
const scans = 200;
const bound = Number(process.env.B13_P99_MS ?? 150);
const s = browserSessions();

const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

// A benchmark, run on demand (B13=1): its bound holds on a quiet CPU, and CI machines are shared.
describe.runIf(process.env.B13 === "1")("B13: scan to verdict", () => {
  beforeAll(s.open);
  afterAll(s.close);
  it(`${scans} wedge scans: p50 and p99 on screen, the server's share apart`, async () => {
    const sup = (await s.as("sup1001", "en-US")).context();
    const n = await e2eNotice(sup);
    const detail = await portalApi<{ lines: Array<{ id: number }> }>(sup, "GET", `/api/erp-purchase/delivery-notice/${n.id}`);
    // the line of 10 in packs of 0.05: 200 cartons
    const batch = await portalApi<{ labels: Array<{ serial: string }> }>(sup, "POST", "/api/label/purchase-label", {
      noticeId: n.id, noticeLineId: detail.lines[0]!.id, perBundle: "0.05", perPack: "0.05", customerLabel: "B13", companyCode: "HY01", workNo: "W0123",
      netWeight: "10.5", singleWeight: "3.5", productionDate: "2026-11-23", batchNo: "LOT-B13", labelType: "generic", template: "generic_100x70",
      withQr: false, withGs1: false, count: 0,
    });
    const serials = batch.labels.map((l) => l.serial);
    expect(serials).toHaveLength(scans);

    const page = await s.as("buyer01", "en-US", { width: 1280, height: 800 });
    await openPage(page, "/receiving/scan");
    await page.locator("#receiving-notice-no").fill(n.noticeNo);
    await page.locator("#receiving-notice-no").press("Enter");
    await page.locator('[data-line="1"]', { hasText: `Cartons 0/${scans}` }).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { b13: { enter: number; shown: number[] } };
      w.b13 = { enter: 0, shown: [] };
      document.querySelector("#receiving-code")!.addEventListener("keydown", (e) => {
        if ((e as KeyboardEvent).key === "Enter") w.b13.enter = performance.now();
      }, { capture: true });
      const line = document.querySelector("[role=status][data-verdict]")!;
      new MutationObserver(() => w.b13.shown.push(performance.now() - w.b13.enter)).observe(line, { attributes: true, attributeFilter: ["data-scan"] });
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(2000);
    });
    const field = page.locator("#receiving-code");
    for (const [i, serial] of serials.entries()) {
      await field.fill(serial);
      await field.press("Enter");
      await page.locator(`[role=status][data-scan="${i + 1}"]`).waitFor();
    }
    await page.locator('[data-line="1"]', { hasText: `Cartons ${scans}/${scans}` }).waitFor();
    const { shown, server } = await page.evaluate(() => ({
      shown: (window as unknown as { b13: { shown: number[] } }).b13.shown,
      server: performance.getEntriesByType("resource")
        .filter((e) => e.name.includes("/receiving-scan/scan"))
        .map((e) => (e as PerformanceResourceTiming).responseStart - (e as PerformanceResourceTiming).requestStart),
    }));
    expect(shown).toHaveLength(scans);
    expect(server).toHaveLength(scans);
    const figures = {
      scans, p50: Math.round(pct(shown, 50)), p99: Math.round(pct(shown, 99)),
      serverP50: Math.round(pct(server, 50)), serverP99: Math.round(pct(server, 99)), loadAverage: os.loadavg()[0] ?? 0,
    };
    console.log(`B13 scan→verdict: p50 ${figures.p50} ms, p99 ${figures.p99} ms; server p50 ${figures.serverP50} ms, p99 ${figures.serverP99} ms (load ${figures.loadAverage.toFixed(1)})`);
    fs.mkdirSync(path.resolve("tests/artifacts"), { recursive: true });
    fs.writeFileSync(path.resolve("tests/artifacts/bench-b13.json"), JSON.stringify(figures, null, 2));
    expect(figures.p99).toBeLessThanOrEqual(bound);
  }, 300_000);
});
