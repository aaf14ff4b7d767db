/**
 * Captures the user guide's screenshots (public/guide-images/*.png) from a production build on a fresh,
 * seeded demo database: `npm run build`, then `npx tsx scripts/guide-screenshots.ts [port]`.
 * Each shot is one screen of a demo user in English, cropped to the useful region and saved as a
 * palette PNG so the guide stays light.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { chromium, type Browser, type Page } from "playwright-core";
import { startPortal } from "../tests/e2e/setup/server";

const out = path.resolve("public/guide-images");
const viewport = { width: 1280, height: 800 };

interface Shot {
  name: string;
  user: string;
  path: string;
  /** What must be visible before the shot is taken. */
  ready: (p: Page) => Promise<unknown>;
  /** Something to do on the page first (open a dialog). */
  act?: (p: Page) => Promise<unknown>;
  height?: number;
}

// A list with at least one record: the empty state is a row too, so wait for a row of several cells.
const firstRow = (p: Page) => p.locator("table tbody tr:has(td + td)").first().waitFor();

const shots: Shot[] = [
  { name: "dashboard", user: "sup1001", path: "/dashboard", ready: (p) => p.getByTestId("dashboard").waitFor() },
  {
    name: "menu-search",
    user: "sup1001",
    path: "/dashboard",
    ready: (p) => p.getByTestId("dashboard").waitFor(),
    act: async (p) => {
      await p.keyboard.press("Control+k");
      await p.getByTestId("menu-search-input").fill("deliv");
      await p.getByTestId("menu-search").getByRole("option").first().waitFor();
    },
    height: 520,
  },
  { name: "purchase-orders", user: "sup1001", path: "/purchase/order", ready: firstRow },
  { name: "delivery-notice-new", user: "sup1001", path: "/delivery/notice/new", ready: (p) => p.locator("form").first().waitFor() },
  { name: "price-inquiry-new", user: "buyer01", path: "/purchase/inquiry/new", ready: (p) => p.locator("form").first().waitFor() },
  { name: "delivery-plan", user: "factory01", path: "/delivery/plan", ready: firstRow },
  { name: "processing-orders", user: "sup1001", path: "/processing/order?outboundDateRange=lastThreeMonths", ready: firstRow },
  { name: "deduction-bills", user: "sup1001", path: "/processing/deduction-bill", ready: firstRow },
  { name: "vmi-inventory", user: "buyer01", path: "/materials/vmi", ready: firstRow },
  { name: "owed-quantity", user: "sup1001", path: "/processing/owed-quantity", ready: firstRow },
  { name: "it-fault-report", user: "sup1001", path: "/manage/itblockentrance", ready: (p) => p.locator("form").first().waitFor() },
  { name: "sub-accounts", user: "sup1001", path: "/system/sub-account", ready: firstRow },
];

async function login(browser: Browser, baseURL: string, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US", viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator('input[name="userName"]').fill(user);
  await page.locator('input[name="password"]').fill("Demo@2026");
  await page.getByTestId("company-select").selectOption({ label: "华印包装（深圳）有限公司" });
  await page.locator('button[type="submit"]').click();
  await page.waitForURL("**/dashboard");
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  return page;
}

async function main() {
  const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 3313);
  const portal = await startPortal(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  fs.mkdirSync(out, { recursive: true });
  const pages = new Map<string, Page>();
  try {
    for (const shot of shots) {
      const page = pages.get(shot.user) ?? (await login(browser, portal.baseURL, shot.user));
      pages.set(shot.user, page);
      await page.goto(shot.path);
      await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
      await shot.ready(page);
      await page.waitForLoadState("networkidle");
      await shot.act?.(page);
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: viewport.width, height: shot.height ?? 680 }, animations: "disabled" });
      const file = path.join(out, `${shot.name}.png`);
      await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
      console.log(`${shot.name}.png ${Math.round(fs.statSync(file).size / 1024)} KB`);
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
