import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from "playwright-core";
import { rights } from "@/lib/rights/codes";
import { launch, shotsIn } from "./helpers";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 33: a sub-account's "Decline order" on the PO detail looked enabled, and only the service said no.
 * Generated over every detail page (each `[id]` page of the portal): as sup1001a, every ENABLED control in
 * the page is clicked (and its dialog or menu gone through); the state changes it would send are held back
 * and checked against the routes' own guard (the services' OpenAPI `x-rights` / `x-audience`): none may be
 * one the service would answer 403.
 */
let browser: Browser;
let sub: { context: BrowserContext; page: Page };
const shot = shotsIn("/work/shots/detail-rights");
const user = "sup1001a";

/** Where a detail page of each kind finds a record of the caller: a list of the portal's API and the row's id field. */
type Source = { list: string; id?: string } | "staff";
const statement = { list: "/api/erp-purchase/reconciliation-statement" };
const notice = { list: "/api/erp-purchase/delivery-notice" };
const purchaseLabel = { list: "/api/label/purchase-label" };
const processingLabel = { list: "/api/label/label-print" };
const sources: Record<string, Source> = {
  "/purchase/order/[id]": { list: "/api/erp-purchase/purchase-order?receiveStatus=not_received", id: "orderId" },
  "/purchase/order/[id]/print": { list: "/api/erp-purchase/purchase-order?receiveStatus=not_received", id: "orderId" },
  "/delivery/notice/[id]": notice,
  "/delivery/notice/[id]/edit": notice,
  "/delivery/notice/[id]/print": notice,
  "/delivery/note/[id]": { list: "/api/erp-production/delivery-note" },
  "/finance/statement/[id]": statement,
  "/PrintView/[id]": statement,
  "/PrintPayableView/[id]": statement,
  "/accountCheckDetailLook/[id]": statement,
  "/purchase/label/[id]": purchaseLabel,
  "/purchase/label/[id]/preview": purchaseLabel,
  "/purchase/label/[id]/print": purchaseLabel,
  "/processing/labels/[id]": processingLabel,
  "/baseInfoPrint/finishedPrint/[id]": processingLabel,
  "/baseInfoPrint/semifinishedPrint/[id]": processingLabel,
  "/sendOutPrint/[id]": processingLabel,
  "/printTemplate/[id]": processingLabel,
  "/purchase/quotation/inquiry/[id]": { list: "/api/erp-purchase/price-inquiry" },
  // The buyer's inquiry screens and the notice editor are internal pages: a supplier never reaches them.
  "/purchase/inquiry/[id]": "staff",
  "/purchase/inquiry/[id]/edit": "staff",
  "/system/notice/[id]": "staff",
  // A buyer opens a supplier's scorecard from the ranking; a supplier reads its own at /purchase/scorecard, and these
  // pages (charts, the review to print) hold no control that asks for a change.
  "/purchase/scorecard/[id]": "staff",
  "/purchase/scorecard/[id]/review": "staff",
};

/**
 * Issue 35: the detail pages that read their record on the server for the title hand that read to the view, so a
 * full load reads it in the browser no more: the page's route and the API path the view would read.
 */
const statementRead = "/api/erp-purchase/reconciliation-statement/[id]";
const noticeRead = "/api/erp-purchase/delivery-notice/[id]";
const serverRead: Record<string, string> = {
  "/purchase/order/[id]": "/api/erp-purchase/purchase-order/[id]",
  "/delivery/notice/[id]": noticeRead,
  "/delivery/notice/[id]/edit": noticeRead,
  "/delivery/notice/[id]/print": noticeRead,
  "/delivery/note/[id]": "/api/erp-production/delivery-note/[id]",
  "/finance/statement/[id]": statementRead,
  "/PrintView/[id]": statementRead,
  "/PrintPayableView/[id]": statementRead,
  "/accountCheckDetailLook/[id]": statementRead,
  "/purchase/quotation/inquiry/[id]": "/api/erp-purchase/quotation/inquiry/[id]",
};

/** Every detail page of the portal: the `[id]` pages under app/(portal). */
function detailPages(): string[] {
  const root = path.resolve("app/(portal)");
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === "page.tsx" && p.includes("[id]")) out.push(`/${path.relative(root, path.dirname(p)).split(path.sep).join("/")}`);
    }
  };
  walk(root);
  return out.sort();
}

interface Guard { rights: string[]; audience: string; pattern: RegExp; method: string }
async function guards(page: Page): Promise<Guard[]> {
  const out: Guard[] = [];
  for (const service of ["base-data", "label", "erp-purchase", "erp-production"]) {
    const doc = (await (await page.request.get(`/api/${service}/openapi.json`)).json()) as { paths: Record<string, Record<string, { "x-rights": string[]; "x-audience": string }>> };
    for (const [p, methods] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^/api/${service}${p.replace(/\{[^}]+\}/g, "[^/]+")}$`);
      for (const [method, op] of Object.entries(methods)) out.push({ rights: op["x-rights"], audience: op["x-audience"], pattern, method: method.toUpperCase() });
    }
  }
  // Fixed paths (export, batch/…) before the parameterised ones, as the services register them.
  return out.sort((a, b) => (a.pattern.source.includes("[^/]+") ? 1 : 0) - (b.pattern.source.includes("[^/]+") ? 1 : 0));
}

/** Polls `ready` for up to `ms`: true once it holds. */
async function within(ms: number, ready: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ready()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return ready();
}

/** The enabled controls of the page's own content, as stable keys: a test id, or the visible name. */
async function enabledControls(page: Page, scope: string, role: "button" | "menuitem"): Promise<string[]> {
  return page.locator(scope).first().evaluate((root, role) => {
    const sel = role === "button" ? "button" : '[role="menuitem"]';
    const keys: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(sel))) {
      const rect = el.getBoundingClientRect();
      if (!rect.width || !rect.height) continue;
      if (el.matches(":disabled") || el.closest("[inert]") || el.getAttribute("aria-disabled") === "true" || el.hasAttribute("data-disabled")) continue;
      if (el.getAttribute("role") === "combobox" || el.getAttribute("role") === "tab") continue;
      const key = el.dataset.testid ? `testid=${el.dataset.testid}` : `text=${(el.innerText || el.getAttribute("aria-label") || "").trim()}`;
      if (key !== "text=" && !keys.includes(key)) keys.push(key);
    }
    return keys;
  }, role);
}

const locate = (page: Page, scope: string, key: string) =>
  key.startsWith("testid=")
    ? page.locator(scope).getByTestId(key.slice(7)).first()
    : page.locator(scope).getByText(key.slice(5), { exact: true }).first();

/** Goes through an opened dialog as a user would: fills what is empty, then presses its last (submitting) button. */
async function submitDialog(page: Page): Promise<void> {
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
  for (const field of await dialog.locator("textarea, input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio])").all()) {
    if (!(await field.isVisible()) || !(await field.isEditable()) || (await field.inputValue()) !== "") continue;
    const type = (await field.getAttribute("type")) ?? "text";
    await field.fill(type === "date" ? "2026-12-01" : type === "number" || (await field.getAttribute("inputmode")) === "decimal" ? "1" : "walked by the rights test");
  }
  const buttons = dialog.locator('[data-slot$="dialog-footer"] button, [data-testid$="submit"]');
  const submit = (await buttons.count()) ? buttons.last() : dialog.locator("button").last();
  if (await submit.isEnabled()) await submit.click();
}

beforeAll(async () => {
  browser = await launch();
  sub = await loggedIn(browser, user);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe("rights greying on every detail page", () => {
  it("the source table covers every detail page of the portal", () => {
    expect(Object.keys(sources).sort()).toEqual(detailPages());
    expect(Object.keys(serverRead).filter((p) => !detailPages().includes(p))).toEqual([]);
  });

  it(`as ${user}, no enabled control of a detail page asks for a change the service would refuse with 403`, async () => {
    const page = sub.page;
    const info = (await (await page.request.get("/api/base-data/user/userInfo")).json()) as { data: { options: string[]; userType: string } };
    const held = new Set(info.data.options);
    expect(held.has(rights.purchaseOrder.reject)).toBe(false);
    const routeGuards = await guards(page);
    const refused = (method: string, url: string) => {
      const g = routeGuards.find((r) => r.method === method && r.pattern.test(url));
      if (!g) return `${method} ${url}: no such route`;
      if (g.audience === "internal") return `${method} ${url}: internal only`;
      return g.rights.length && !g.rights.some((r) => held.has(r)) ? `${method} ${url}: needs one of ${g.rights.join(", ")}` : null;
    };

    // State changes are held back (answered as a conflict) and recorded: the walk changes no data.
    const sent: string[] = [];
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.route("**/api/**", async (route) => {
      const req = route.request();
      if (req.method() === "GET" || req.method() === "HEAD") return route.continue();
      sent.push(`${req.method()} ${new URL(req.url()).pathname}`);
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ returnCode: 409, message: "held back by the rights walk" }) });
    });

    const problems: string[] = [];
    const reads: string[] = [];
    const watchReads = (r: Request) => {
      if (r.method() === "GET" && new URL(r.url()).pathname.startsWith("/api/")) reads.push(new URL(r.url()).pathname);
    };
    const hydration: string[] = [];
    const watchHydration = (m: ConsoleMessage) => {
      if (m.type() === "error" && /hydrat|Minified React error #(418|423|425)/i.test(m.text())) hydration.push(`${page.url()}: ${m.text().slice(0, 200)}`);
    };
    page.on("request", watchReads);
    page.on("console", watchHydration);
    const walked: string[] = [];
    const skipped: string[] = [];
    let clicked = 0;
    for (const pattern of detailPages()) {
      const source = sources[pattern]!;
      if (source === "staff") continue;
      const list = (await (await page.request.get(`${source.list}${source.list.includes("?") ? "&" : "?"}limit=1`)).json()) as { returnCode: number; data?: { rows: Array<Record<string, unknown>> } };
      const row = list.returnCode === 200 ? list.data?.rows[0] : undefined;
      if (!row) {
        skipped.push(`${pattern} (${list.returnCode === 200 ? "no record" : `list answers ${list.returnCode}`})`);
        continue;
      }
      const url = pattern.replace("[id]", String(row[source.id ?? "id"]));
      const open = async () => {
        await page.goto(url);
        await page.locator("main").waitFor();
        await page.waitForLoadState("networkidle");
      };
      reads.length = 0;
      await open();
      walked.push(url);
      const read = serverRead[pattern]?.replace("[id]", String(row[source.id ?? "id"]));
      if (read && reads.includes(read)) problems.push(`${url}: the browser read ${read} again on a full load`);
      const keys = await enabledControls(page, "main", "button");
      for (const key of keys) {
        const before = sent.length;
        const control = locate(page, "main", key);
        if (!(await control.isVisible())) {
          await open();
          if (!(await control.isVisible())) continue;
        }
        await control.click();
        clicked++;
        const opened = await within(1500, async () => sent.length > before || (await page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').count()) > 0);
        if (opened && (await page.locator('[role="menu"]').count())) {
          const items = await enabledControls(page, '[role="menu"]', "menuitem");
          await page.keyboard.press("Escape");
          for (const item of items) {
            const mark = sent.length;
            await locate(page, "main", key).click();
            await locate(page, '[role="menu"]', item).click();
            clicked++;
            if (await within(1500, async () => sent.length > mark || (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0)) {
              if (sent.length === mark) await submitDialog(page);
              await within(1500, async () => sent.length > mark);
            }
            await open();
          }
        } else if (opened && sent.length === before) {
          await submitDialog(page);
          await within(1500, async () => sent.length > before);
        }
        for (const s of sent.slice(before)) {
          const [method, p] = s.split(" ") as [string, string];
          const why = refused(method, p);
          if (why) problems.push(`${url} ${key}: ${why}`);
        }
        await open();
      }
    }
    page.off("request", watchReads);
    page.off("console", watchHydration);
    console.info(`walked ${walked.join(", ")}; no record for ${user}: ${skipped.join(", ")}`);
    expect(hydration).toEqual([]);
    // The issue's screen, and the notice pages a sub-account works in, always have records in the demo data.
    expect(walked.some((u) => u.startsWith("/purchase/order/"))).toBe(true);
    expect(walked.filter((u) => u.startsWith("/delivery/notice/"))).toHaveLength(3);
    expect(clicked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 600_000);

  it("greys the sub-account's Decline order on the PO detail, with the reason, in en, zh and at 390 px", async () => {
    const list = (await (await sub.page.request.get("/api/erp-purchase/purchase-order?receiveStatus=not_received&limit=1")).json()) as { data: { rows: Array<{ orderId: number }> } };
    const id = list.data.rows[0]!.orderId;
    const check = async (page: Page, name: string, tooltip: string) => {
      await page.goto(`/purchase/order/${id}`);
      const denied = page.locator(`[data-rights-denied="${rights.purchaseOrder.reject}"]`);
      await denied.waitFor();
      const button = denied.getByTestId("detail-reject");
      expect(await button.evaluate((el) => el.matches(":disabled"))).toBe(true);
      expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.5");
      await denied.focus();
      await page.getByRole("tooltip").getByText(tooltip).first().waitFor();
      // the right is named, never its code (21_reject)
      expect(await denied.getAttribute("aria-label")).not.toContain(rights.purchaseOrder.reject);
      await shot(page, name);
    };
    await check(sub.page, "po-detail-decline-denied-en", "needs one of: Purchase order · Reject");
    const zh = await loggedIn(browser, user, { locale: "zh-CN" });
    await check(zh.page, "po-detail-decline-denied-zh", "需要以下任一权限：采购订单 · 拒绝");
    await zh.context.close();
    const narrow = await loggedIn(browser, user, { viewport: phone });
    await check(narrow.page, "po-detail-decline-denied-390", "You do not have the right to use this");
    await narrow.context.close();
  });
});
