import type { BrowserContext, Page } from "playwright-core";
import { baseURL } from "./helpers";
import { shellReady } from "./shell-helpers";

/**
 * Waits until the data table has settled (no skeleton, not busy) and the page has hydrated: a server-rendered
 * first page is settled in the HTML already, before its controls answer.
 */
export async function tableReady(page: Page, tableId: string) {
  const table = page.getByTestId(`table-${tableId}`);
  await table.waitFor();
  await table.locator('[role="region"][aria-busy="false"]').waitFor({ timeout: 20_000 });
  await shellReady(page);
  return table;
}

/** Chooses an option of a filter select by its visible label. */
export async function chooseFilter(page: Page, name: string, option: string) {
  await page.getByTestId(`filter-${name}`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export async function setLocale(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL() }]);
}

/**
 * react-to-print prints through a hidden iframe's window.print(). Headless chromium must not open a
 * dialog, so every window's print is replaced by a counter, and what the iframe held is recorded.
 */
export async function stubPrint(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __prints: { barcode: string | null; text: string }[] };
    w.__prints = [];
    const record = (doc: Document | null) =>
      w.__prints.push({
        barcode: doc?.querySelector('[data-testid="notice-barcode"]')?.getAttribute("data-value") ?? null,
        text: doc?.body?.textContent ?? "",
      });
    window.print = () => record(document);
    const desc = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow");
    Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const inner = desc?.get?.call(this) as (Window & { __stubbed?: boolean }) | null;
        if (inner && !inner.__stubbed) {
          inner.__stubbed = true;
          inner.print = () => record(inner.document);
        }
        return inner;
      },
    });
  });
}

export async function prints(page: Page): Promise<{ barcode: string | null; text: string }[]> {
  return page.evaluate(() => (window as unknown as { __prints: { barcode: string | null; text: string }[] }).__prints);
}

/** Lets CSS transitions (drawer, sidebar) finish before a screenshot. */
export async function settle(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), null, { timeout: 3000 })
    .catch(() => undefined);
}
