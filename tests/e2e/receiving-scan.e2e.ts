import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { portalApi, shotsIn } from "./helpers";
import { e2eNotice } from "./purchase-fixtures";
import { allViolations, browserSessions, phone } from "./shell-helpers";

/**
 * Issue 38, the dock's page with a keyboard-wedge scanner (it types the code and Enter into the focused field):
 * a carton opens its ASN, each scan answers at once, the tally follows, and the receipt is booked once.
 */
const shot = shotsIn(process.env.RECEIVING_SHOTS ?? path.resolve("tests/artifacts/receiving-scan"));
const s = browserSessions();
beforeAll(s.open);
afterAll(s.close);

interface Batch { labels: Array<{ serial: string }> }
const labelsFor = async (supplier: BrowserContext, noticeId: number, noticeLineId: number) =>
  (await portalApi<Batch>(supplier, "POST", "/api/label/purchase-label", {
    noticeId, noticeLineId, perBundle: "3", perPack: "3", customerLabel: "华印客户 A", companyCode: "HY01", workNo: "W0123", netWeight: "10.5",
    singleWeight: "3.5", productionDate: "2026-11-23", batchNo: "LOT-DOCK", labelType: "generic", template: "generic_100x70", withQr: false, withGs1: false, count: 0,
  })).labels.map((l) => l.serial);

interface Asn { noticeNo: string; serials: string[] }
async function asnWithLabels(supplier: BrowserContext): Promise<Asn> {
  const n = await e2eNotice(supplier);
  const detail = await portalApi<{ lines: Array<{ id: number }> }>(supplier, "GET", `/api/erp-purchase/delivery-notice/${n.id}`);
  return { noticeNo: n.noticeNo, serials: await labelsFor(supplier, n.id, detail.lines[0]!.id) };
}

/** Types a code and Enter as a wedge scanner does, and waits for the verdict line; consecutive scans differ in verdict. */
async function wedge(page: Page, code: string, verdict: string) {
  const field = page.locator("#receiving-code");
  await field.fill(code);
  await field.press("Enter");
  await page.locator(`[role=status][data-verdict="${verdict}"]`).waitFor();
}
const line1 = (page: Page, text: string) => page.locator('[data-line="1"]', { hasText: text }).waitFor();

describe("receiving at the dock by scanning", () => {
  let asn: Asn;
  let other: Asn;

  beforeAll(async () => {
    const sup = (await s.as("sup1001", "en-US")).context();
    asn = await asnWithLabels(sup);
    other = await asnWithLabels(sup);
  });

  it("390 px in Chinese: a carton opens its ASN, refusals are told, the tally goes short, the receipt is booked once", async () => {
    const page = await s.as("buyer01", "zh-CN", phone);
    await page.goto("/receiving/scan");
    await page.locator("#receiving-code").waitFor();
    expect(await allViolations(page)).toEqual([]);
    expect(asn.serials).toHaveLength(4);
    await wedge(page, asn.serials[0]!, "accepted");
    await page.locator("#receiving-tally", { hasText: asn.noticeNo }).waitFor();
    await line1(page, "箱数 1/4");
    await shot(page, "accepted-zh-390");
    expect(await allViolations(page)).toEqual([]);
    await wedge(page, asn.serials[0]!, "alreadyScanned");
    await shot(page, "already-scanned-zh-390");
    await wedge(page, other.serials[0]!, "otherNotice");
    expect(await page.locator('[role="status"][data-verdict]').textContent()).toContain(other.noticeNo);
    await shot(page, "other-asn-zh-390");
    await wedge(page, "L99999999999", "unknown");
    await wedge(page, asn.serials[1]!, "accepted");
    await wedge(page, "L99999999998", "unknown");
    await wedge(page, asn.serials[2]!.toLowerCase(), "accepted");
    await line1(page, "箱数 3/4");
    expect(await page.locator('[data-line="1"]').textContent()).toContain("短少");
    await shot(page, "tally-short-zh-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "收货入账" }).click();
    await page.getByRole("alertdialog").waitFor();
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "收货入账" }).click();
    await page.getByText(/^收货单 RC\d+ 已入账。/).waitFor();
    await shot(page, "booked-zh-390");
    await wedge(page, asn.serials[3]!, "noticeReceived");
    const receipts = await portalApi<{ rows: Array<{ noticeNo: string; totalRecqty: string; hasDifference: boolean }> }>(page.context(), "GET", `/api/erp-purchase/purchase-receipt?noticeNo=${asn.noticeNo}`);
    expect(receipts.rows.map((r) => [r.noticeNo, r.totalRecqty, r.hasDifference])).toEqual([[asn.noticeNo, "9.0000", true]]);
  });

  it("desktop in English: the ASN opened by its number shows every line untouched", async () => {
    const page = await s.as("factory01", "en-US", { width: 1280, height: 800 });
    await page.goto("/receiving/scan");
    await page.locator("#receiving-notice-no").waitFor();
    expect(await allViolations(page)).toEqual([]);
    // a refusal's toast reads as well as the page (sonner's own error colours gave 4.3:1, AAA asks 7:1)
    await page.locator("#receiving-notice-no").fill("DN00000000000000");
    await page.locator("#receiving-notice-no").press("Enter");
    await page.locator('[data-sonner-toast][data-type="error"]').waitFor();
    expect(await allViolations(page)).toEqual([]);
    await page.locator("#receiving-notice-no").fill(other.noticeNo);
    // by keyboard, as a clerk at a desk does: a pointer resting on the button would leave its hover shade (fading
    // in, on a loaded machine, while axe measures) on the page
    await page.getByRole("button", { name: "Open" }).focus();
    await page.keyboard.press("Enter");
    await page.locator("#receiving-tally").waitFor();
    expect(await page.locator('[data-line="1"]').textContent()).toContain("Cartons 0/4");
    expect(await page.locator('[data-line="1"]').textContent()).toContain("Untouched");
    await wedge(page, other.serials[1]!, "accepted");
    expect(await page.locator('[role="status"][data-verdict]').textContent()).toMatch(/^Accepted: line 1 · /);
    await line1(page, "Cartons 1/4");
    await shot(page, "accepted-en-desktop");
    expect(await allViolations(page)).toEqual([]);
  });

  it("installs as an app and opens offline: the manifest without a session, the icons, the shell and the decoder kept, never an API answer", async () => {
    const page = await s.as("factory01", "en-US", phone);
    const base = page.url();
    // a browser reads a manifest without cookies
    const bare = await fetch(new URL("/receiving/manifest.webmanifest", base), { headers: { "accept-language": "zh-CN" }, redirect: "manual" });
    expect(bare.status).toBe(200);
    expect(bare.headers.get("vary")).toMatch(/Accept-Language/i);
    const manifest = await bare.json() as { name: string; start_url: string; scope: string; display: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest).toMatchObject({ name: "扫码收货", start_url: "/receiving/scan", scope: "/receiving/", display: "standalone" });
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(new URL(icon.src, base))).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512"]);

    await page.goto("/receiving/scan");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/receiving/manifest.webmanifest");
    await page.locator("#receiving-notice-no").fill(other.noticeNo);
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await page.locator("#receiving-tally").waitFor();
    const kept = () => page.evaluate(async () => {
      const cache = await caches.open("receiving-shell-v1");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    // the worker keeps them once the clerk has opened an ASN, the decoder fetched ahead of the first tap on "Scan"
    await expect.poll(async () => {
      const paths = await kept();
      return ["/receiving/scan", "/receiving/zxing_reader.wasm"].every((p) => paths.includes(p)) && paths.some((p) => p.endsWith(".js"));
    }, { timeout: 30_000, interval: 250 }).toBe(true);
    expect((await kept()).filter((p) => p.startsWith("/api/"))).toEqual([]);

    // the Wi-Fi gone: the page, its scripts and the decoder come from the worker
    await page.context().setOffline(true);
    await page.reload();
    await page.locator("#receiving-notice-no").waitFor();
    await page.getByRole("button", { name: "Scan with the camera" }).waitFor();
    const wasm = await page.evaluate(async () => {
      const cache = await caches.open("receiving-shell-v1");
      const url = (await cache.keys()).map((r) => r.url).find((u) => u.includes("zxing_reader.wasm"))!;
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return [...bytes.subarray(0, 4)];
    });
    expect(wasm).toEqual([0, 0x61, 0x73, 0x6d]);
    expect(await page.evaluate(() => fetch("/api/erp-purchase/delivery-notice?limit=1").then(() => "answered", () => "failed"))).toBe("failed");
    await shot(page, "offline-start-en-390");
    expect((await kept()).filter((p) => p.startsWith("/api/"))).toEqual([]);
    await page.context().setOffline(false);
  });
});
