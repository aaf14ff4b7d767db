import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launch, shotsIn } from "./helpers";
import { noticePublisher } from "./notice-publisher";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 36's integrator pages as a supplier's main account meets them for the first time: a webhook endpoint
 * pointed at a receiver this test runs on loopback, its test send, and a real event's delivery in its log; an API
 * token shown once; a notification preference changed by keyboard. Each page in en, zh and at 390 px.
 */
const shot = shotsIn("/work/shots/lists");
const stamp = Date.now().toString(36);
let browser: Browser;
let receiver: http.Server;
const received: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
const notices = noticePublisher();
/** While true, the receiver answers 503 on its /fail- paths. */
let failing = true;
const typeOf = (r: { body: string }) => (JSON.parse(r.body) as { type: string }).type;


/** Elements drawn past the right edge of the viewport, outside any box that clips or scrolls them. */
const pastRightEdge = (page: Page) => page.evaluate(() => {
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(p).overflowX)) return true;
    return false;
  };
  return [...document.body.querySelectorAll("*")]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > window.innerWidth + 0.5 && !clipped(el); })
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`.slice(0, 120));
});

async function fitsPhone(page: Page, path: string, ready: string, name: string) {
  await page.goto(path);
  await page.getByTestId(ready).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await pastRightEdge(page)).toEqual([]);
  await shot(page, name);
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body });
      if (req.url?.startsWith("/fail-") && failing) res.writeHead(503, { "content-type": "text/plain" }).end(`receiver down ${stamp}`);
      else res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  browser = await launch();
  await notices.open(browser);
});
afterAll(async () => {
  await notices.close();
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Creates an endpoint for notice_published by keyboard on a list filtered to `q`; its secret is shown once only. */
async function newEndpoint(page: Page, url: string, q: string) {
  await page.goto(`/integrations/webhooks?q=${q}`);
  await page.getByTestId("table-empty").waitFor();
  await page.getByTestId("webhook-new").focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("webhook-dialog").waitFor();
  await page.getByTestId("webhook-url").fill(url);
  await page.getByTestId("webhook-type-notice_published").focus();
  await page.keyboard.press("Space");
  await page.getByTestId("webhook-save").click();
  const secret = await page.getByTestId("webhook-secret").textContent();
  expect(secret).toMatch(/^whsec_/);
  await page.keyboard.press("Escape");
  await page.getByTestId("webhook-secret-dialog").waitFor({ state: "hidden" });
  const row = page.locator("tr", { hasText: url });
  await row.waitFor();
  expect(await page.content()).not.toContain(secret!);
  return { row };
}

/**
 * Refreshes a delivery log until `wanted` shows. A refresh aborts the read before it, so each one is let finish (and
 * be drawn) before the next: on a loaded machine, clicking at the poll's pace kept aborting every read.
 */
async function refreshUntil(page: Page, wanted: ReturnType<Page["locator"]>) {
  const log = page.getByTestId("webhook-delivery-log");
  await expect.poll(async () => {
    const read = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/webhook/delivery"), { timeout: 20_000 });
    await log.getByTestId("webhook-log-refresh").click();
    await read;
    return wanted.first().waitFor({ timeout: 3_000 }).then(() => true, () => false);
  }, { timeout: 45_000 }).toBe(true);
}

describe("integrations", () => {
  it("webhooks: a new endpoint by keyboard, its secret once, a signed test send, and a real event's delivery in its log", async () => {
    const { context, page } = await loggedIn(browser, "sup1001");
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook-${stamp}`;
    const { row } = await newEndpoint(page, url, stamp);

    await row.getByTestId("webhook-ping").click();
    await expect.poll(() => received.find((r) => typeOf(r) === "ping")?.headers["webhook-signature"] ?? "").toMatch(/^v1,/);
    const log = page.getByTestId("webhook-delivery-log");
    await log.getByTestId("table-empty").waitFor();

    await notices.publish(`Webhook notice ${stamp}`);
    await expect.poll(() => received.some((r) => typeOf(r) === "notice_published"), { timeout: 30_000 }).toBe(true);
    await refreshUntil(page, log.locator('[data-value="succeeded"]'));
    await shot(page, "webhooks-en");
    await context.close();

    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await zh.page.goto("/integrations/webhooks");
    await zh.page.getByTestId("webhook-delivery-log").locator('[data-value="succeeded"]').first().waitFor();
    expect(await zh.page.getByTestId("webhook-delivery-log").textContent()).toContain("成功");
    await shot(zh.page, "webhooks-zh");
    await zh.context.close();
  }, 180_000);

  it("webhooks: a receiver that answers 503 shows the failed try with its code, answer and next try, and a resend by hand delivers it", async () => {
    const { context, page } = await loggedIn(browser, "sup1001");
    const path = `/fail-${stamp}`;
    await newEndpoint(page, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`, `fail-${stamp}`);
    const log = page.getByTestId("webhook-delivery-log");
    await log.getByTestId("table-empty").waitFor();
    await notices.publish(`Failing receiver ${stamp}`);
    await expect.poll(() => received.some((r) => r.url === path && typeOf(r) === "notice_published"), { timeout: 30_000 }).toBe(true);
    const failedTry = log.locator("tr", { hasText: "503" });
    await refreshUntil(page, failedTry);
    expect(await failedTry.first().locator('[data-value="pending"]').count()).toBe(1);
    await failedTry.first().locator("summary").click();
    await expect.poll(() => failedTry.first().textContent()).toContain(`receiver down ${stamp}`);
    await shot(page, "webhook-failed-en");
    await context.close();

    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await zh.page.goto(`/integrations/webhooks?q=fail-${stamp}`);
    const zhLog = zh.page.getByTestId("webhook-delivery-log");
    await zhLog.locator("tr", { hasText: "503" }).first().waitFor();
    await shot(zh.page, "webhook-failed-zh");
    failing = false;
    await zhLog.getByTestId("webhook-resend").first().click();
    await refreshUntil(zh.page, zhLog.locator('[data-value="succeeded"]'));
    expect(await zhLog.textContent()).toContain("成功");
    await zh.context.close();
  }, 180_000);

  it("API tokens: a new token by keyboard, shown once, then listed by its prefix only", async () => {
    const { context, page } = await loggedIn(browser, "sup1001");
    await page.goto("/profile/api-token");
    await page.getByTestId("api-token-new").waitFor();
    await page.getByTestId("api-token-new").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("api-token-dialog").waitFor();
    await page.getByTestId("api-token-name").fill(`ERP sync ${stamp}`);
    const expires = page.getByTestId("api-token-expires");
    // the house date input starts at the default expiry; a month ahead is within any grantable maximum
    await expect.poll(() => expires.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expires.fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const right = page.locator('[data-testid^="api-token-right-"]').first();
    await right.focus();
    await page.keyboard.press("Space");
    await page.getByTestId("api-token-create").click();
    const token = (await page.getByTestId("api-token-secret").textContent())!;
    expect(token).toMatch(/^ssp_/);
    await page.keyboard.press("Escape");
    await page.getByTestId("api-token-shown").waitFor({ state: "hidden" });
    const row = page.locator("tr", { hasText: `ERP sync ${stamp}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(token.slice(0, 10));
    expect(await page.content()).not.toContain(token);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    await shot(page, "api-tokens-en");
    await context.close();

    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await zh.page.goto("/profile/api-token");
    await zh.page.locator("tr", { hasText: `ERP sync ${stamp}` }).waitFor();
    expect(await zh.page.locator("tr", { hasText: `ERP sync ${stamp}` }).textContent()).toContain("有效");
    await shot(zh.page, "api-tokens-zh");
    await zh.context.close();
  });

  it("notification preferences: a type's mode changed by the arrow keys is kept", async () => {
    const { context, page } = await loggedIn(browser, "sup1001");
    await page.goto("/profile/notifications");
    const type = page.getByTestId("notification-preferences").locator('li[data-type="inquiry_awarded"]');
    const checked = type.locator("input[type=radio]:checked");
    const before = await checked.getAttribute("value");
    await checked.focus();
    await page.keyboard.press(before === "off" ? "ArrowLeft" : "ArrowRight");
    const after = await checked.getAttribute("value");
    expect(after).not.toBe(before);
    await page.getByTestId("notification-preferences").locator("button[type=submit]").click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    await page.reload();
    await page.getByTestId("notification-preferences").waitFor();
    expect(await type.locator("input[type=radio]:checked").getAttribute("value")).toBe(after);
    await shot(page, "preferences-en");
    await type.locator(`input[value="${before}"]`).check();
    await page.getByTestId("notification-preferences").locator("button[type=submit]").click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    await context.close();

    const zh = await loggedIn(browser, "sup1001", { locale: "zh-CN" });
    await zh.page.goto("/profile/notifications");
    await zh.page.getByTestId("notification-preferences").waitFor();
    await shot(zh.page, "preferences-zh");
    await zh.context.close();
  });

  it("at 390 px the three pages fit the screen: no element past the right edge", async () => {
    const { context, page } = await loggedIn(browser, "sup1001", { viewport: phone });
    await fitsPhone(page, "/integrations/webhooks", "webhook-delivery-log", "webhooks-390");
    await fitsPhone(page, "/profile/api-token", "api-token-new", "api-tokens-390");
    await fitsPhone(page, "/profile/notifications", "notification-preferences", "preferences-390");
    await context.close();
  });
});
