import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import type { DeliveryPlanRow, LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import type { PickableStock } from "@/lib/contracts/erp-production/delivery-note";
import type { LabelOrder } from "@/lib/contracts/label/label-print";
import { processingPrintForms, processingPrintRoutes } from "@/lib/contracts/erp-production/processing-print";
import { baseURL, launch, printToPdf, shotsIn } from "./helpers";
import { loggedIn, phone } from "./shell-helpers";
import { anyOrder, e2eNotice } from "./purchase-fixtures";
import { labelBatch } from "./two-instances-fixtures";

/**
 * Issue 33 §3: every print page on paper. The print pages are found in app/ (a new one without data here
 * fails the test), each opened with real data and printed by Chromium to PDF on the paper it declares. On
 * paper: every column header of every table and its totals (read from the page, not typed here), the first
 * table starting on page 1, and no table wider than the printable area. At 390 px the page itself does not
 * scroll sideways; a document wider than the screen scrolls in its own region, a named tab stop.
 */
let browser: Browser;
const users: Record<string, { context: BrowserContext; page: Page }> = {};
const shots = "/work/shots/print-pages";
const shot = shotsIn(shots);
const today = new Date().toISOString().slice(0, 10);
const origin = () => new URL(baseURL()).origin;

async function api<T>(user: string, method: "GET" | "POST", p: string, data?: unknown): Promise<T> {
  const res = await users[user]!.context.request.fetch(p, { method, data, headers: method === "GET" ? {} : { origin: origin() } });
  const env = (await res.json()) as Envelope<T>;
  if (env.returnCode !== 200) throw new Error(`${method} ${p}: ${env.returnCode} ${env.message}`);
  return env.data!;
}

/** Every print page of the app, as its route pattern ("PrintView/[id]"). */
function printRoutes(): string[] {
  const root = path.resolve("app/(portal)");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === "page.tsx" && /print/i.test(path.relative(root, p))) found.push(path.relative(root, dir).split(path.sep).join("/"));
    }
  };
  walk(root);
  return found.sort();
}

/** Where each print page is opened (user and address), from the data made in beforeAll. */
const opened: Record<string, { user: string; url: string }> = {};

/** A processing label batch of sup1001 of a kind, through the API. */
async function processingLabels(order: ProcessingOrderRow, kind: "finished" | "semi_finished" | "outsourced"): Promise<number> {
  const found = await api<LabelOrder>("sup1001", "GET", `/api/label/label-print/order?outNo=${order.outNo}&kind=${kind}`);
  const line = found.lines.find((l) => l.lineNo === order.lineNo) ?? found.lines[0]!;
  const made = await api<{ id: number }>("sup1001", "POST", "/api/label/label-print", {
    kind, orderId: line.id, projectNo: line.projectNo, perBundle: "1", perPack: "1", customerLabel: "华印客户 B", workNo: "W0456", netWeight: "8",
    singleWeight: "0.5", productionDate: today, batchNo: "LOT-PRN", labelType: "generic", template: "generic_100x70", count: 1,
  });
  return made.id;
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launch();
  for (const u of ["sup1001", "factory01", "finance01"]) users[u] = await loggedIn(browser, u);

  // Processing orders of sup1001: a carton one for the carton flow sheet, any other for the other forms.
  const orders = (await api<ListResult<ProcessingOrderRow>>("sup1001", "GET", "/api/erp-production/processing-order?outboundDateRange=lastThreeMonths&limit=200")).rows;
  const withLog = orders.find((r) => r.receiveStatus === "received" && Number(r.completedQty) > 0)!;
  let carton: ProcessingOrderRow | undefined;
  for (const r of orders) {
    const res = await users.sup1001!.context.request.fetch(`/api/erp-production/processing-order/print?form=carton&ids=${r.id}`);
    if (((await res.json()) as Envelope<unknown>).returnCode === 200) {
      carton = r;
      break;
    }
  }
  expect(withLog && carton).toBeTruthy();
  for (const form of processingPrintForms) {
    opened[processingPrintRoutes[form].slice(1)] = { user: "sup1001", url: `${processingPrintRoutes[form]}?ids=${form === "carton" ? carton!.id : withLog.id}` };
  }
  opened["baseInfoPrint/finishedPrint/[id]"] = { user: "sup1001", url: `/baseInfoPrint/finishedPrint/${await processingLabels(withLog, "finished")}` };
  const semi = await processingLabels(withLog, "semi_finished");
  opened["baseInfoPrint/semifinishedPrint/[id]"] = { user: "sup1001", url: `/baseInfoPrint/semifinishedPrint/${semi}` };
  opened["printTemplate/[id]"] = { user: "sup1001", url: `/printTemplate/${semi}` };
  opened["sendOutPrint/[id]"] = { user: "sup1001", url: `/sendOutPrint/${await processingLabels(withLog, "outsourced")}` };
  opened["purchase/label/[id]/print"] = { user: "sup1001", url: `/purchase/label/${(await labelBatch(users.sup1001!.context, origin(), 3)).id}/print` };
  opened["delivery/notice/[id]/print"] = { user: "sup1001", url: `/delivery/notice/${(await e2eNotice(users.sup1001!.context)).id}/print` };
  opened["purchase/order/[id]/print"] = { user: "sup1001", url: `/purchase/order/${(await anyOrder(users.sup1001!.context)).orderId}/print` };

  // A delivery note of factory01 from a confirmed delivery plan, stock picked.
  const plan = (await api<ListResult<DeliveryPlanRow>>("factory01", "GET", "/api/erp-production/delivery-plan?status=confirmed&sendDateRange=nextThreeMonths&limit=200&sort=sendDate")).rows;
  const notice = await api<LookupResult>("factory01", "GET", `/api/erp-production/delivery-plan/lookup?noticeNo=${plan.find((r) => Number(r.unsentQty) >= 4000)!.noticeNo}`);
  const line = notice.lines[0]!;
  const c = notice.customers.find((x) => x.id === line.customerId)!;
  const stock = await api<PickableStock>("factory01", "GET", `/api/erp-production/delivery-note/pickable?productCode=${line.productCode}&ownerLegalPerson=${encodeURIComponent(c.settlementLegalPerson)}`);
  const note = await api<{ id: number }>("factory01", "POST", "/api/erp-production/delivery-note", {
    noticeNo: notice.noticeNo, trackingNo: "SF-PRINT", plateNo: "粤B12345", customerId: c.id, customerName: c.name, category: "normal",
    deliveryDate: notice.sendDate, address: c.address, deliveryUnit: c.deliveryUnit, settlementLegalPerson: c.settlementLegalPerson, ownerLegalPerson: c.settlementLegalPerson,
    lines: [{ planLineId: line.planLineId, perPackQty: line.perPackQty, packs: 1, looseQty: "0", valuationQty: line.perPackQty, spareQty: "0", totalQty: line.perPackQty,
      picks: [{ stockItemId: stock[0]!.stockItemId, qty: line.perPackQty }] }],
  });
  opened.deliverGoodsPrint = { user: "factory01", url: `/deliverGoodsPrint?ids=${note.id}` };
  opened["baseInfoPrint/PrintDeliverOrder"] = { user: "factory01", url: `/baseInfoPrint/PrintDeliverOrder?id=${note.id}` };

  // A statement of supplier 1001 over the seeded receipts of the last two years: many lines, a discount.
  const from = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  const st = await api<{ id: number }>("finance01", "POST", "/api/erp-purchase/reconciliation-statement", {
    venno: "1001", periodFrom: from, periodTo: today, statementDate: today, discountRate: "0.02",
  });
  statementId = st.id;
  for (const p of ["PrintView/[id]", "PrintPayableView/[id]", "accountCheckDetailLook/[id]"]) opened[p] = { user: "finance01", url: `/${p.replace("[id]", String(st.id))}` };
}, 240_000);
let statementId = 0;

afterAll(async () => {
  // The statement's receipts are free again for the other tests of the run.
  if (statementId) await api("finance01", "POST", `/api/erp-purchase/reconciliation-statement/${statementId}/void`, { reason: "print test" }).catch(() => undefined);
  await browser?.close();
});

async function open(p: Page, url: string) {
  await p.goto(url);
  await p.getByTestId("print-document").waitFor();
  await p.waitForLoadState("networkidle");
}

/** The texts a sheet must keep on paper: every table's header cells (column and row headers) and its totals row. */
const paperTexts = (p: Page) =>
  p.getByTestId("print-document").evaluate((doc) =>
    [...doc.querySelectorAll("table")].map((table) =>
      [...table.querySelectorAll("th, tfoot td")].map((c) => (c as HTMLElement).innerText.trim()).filter(Boolean)));

/** The paper the page declares and its margin, as CSS pixels of the printable width. */
async function paperOf(p: Page): Promise<{ paper: string; printableWidth: number; size: [number, number] }> {
  const [paper, margin] = await p.locator("[data-print-paper]").evaluate((e) => [e.getAttribute("data-print-paper")!, e.getAttribute("data-print-margin")!]);
  const mm = paper === "A4 landscape" ? [297, 210] : paper === "A4 portrait" ? [210, 297] : paper.split(" ").map((s) => Number(s.replace("mm", "")));
  const size = [Math.round((mm[0]! * 72) / 25.4), Math.round((mm[1]! * 72) / 25.4)] as [number, number];
  return { paper, printableWidth: Math.floor(((mm[0]! - 2 * Number(margin.replace("mm", ""))) * 96) / 25.4), size };
}

/** Laid out for print at the printable width: how far the page, and each table, run past it (px; ≤ 0 fits). */
async function printOverflow(p: Page, width: number): Promise<{ page: number; tables: number[]; clipped: string[] }> {
  const screen = p.viewportSize()!;
  await p.emulateMedia({ media: "print" });
  await p.setViewportSize({ width, height: screen.height });
  const out = await p.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll("[data-testid=print-document] table")];
    const clipped = tables.flatMap((t) => {
      const hidden: string[] = [];
      for (let e = t.parentElement; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== "visible" && e.scrollWidth > e.clientWidth + 1) hidden.push(`${e.tagName}.${e.className}`);
      }
      return hidden;
    });
    return { page: document.documentElement.scrollWidth - w, tables: tables.map((t) => Math.ceil(t.getBoundingClientRect().right - w)), clipped };
  });
  await p.setViewportSize(screen);
  await p.emulateMedia({ media: "screen" });
  return out;
}

/** On screen: how far the page scrolls sideways, and the sideways scrollers that are not a named tab stop. */
const screenOverflow = (p: Page) =>
  p.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    unreachable: [...document.querySelectorAll("main *")]
      .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => (e as HTMLElement).tabIndex < 0 || !(e.getAttribute("aria-label") || e.getAttribute("aria-labelledby")))
      .map((e) => `${e.tagName}.${e.className}`),
  }));

const squash = (s: string) => s.replace(/\s+/g, "");
const pdfText = (file: string, first?: number) =>
  execFileSync("pdftotext", ["-raw", ...(first ? ["-f", String(first), "-l", String(first)] : []), file, "-"], { encoding: "utf8" });

/** Prints the open page to PDF and checks it against what the page shows; returns the PDF. */
async function checkOnPaper(p: Page, name: string) {
  const texts = await paperTexts(p);
  const { paper, printableWidth, size } = await paperOf(p);
  const doc = await printToPdf(p, name);
  expect.soft(/^([\d.]+) x ([\d.]+) pts/.exec(doc.size)!.slice(1).map((v) => Math.round(Number(v))), `${name} prints on its declared paper (${paper})`).toEqual(size);
  const all = squash(pdfText(doc.file));
  for (const table of texts) for (const text of table) expect.soft(all, `${name}: "${text}" is on paper`).toContain(squash(text));
  if (texts[0]?.length) expect.soft(squash(pdfText(doc.file, 1)), `${name}: the first table starts on page 1`).toContain(squash(texts[0][0]!));
  const over = await printOverflow(p, printableWidth);
  expect.soft(over.page, `${name}: the page fits the printable width`).toBeLessThanOrEqual(1);
  for (const t of over.tables) expect.soft(t, `${name}: a table runs past the printable width`).toBeLessThanOrEqual(1);
  expect.soft(over.clipped, `${name}: a table is cut off by a scroller on paper`).toEqual([]);
  return doc;
}

describe("every print page on paper", () => {
  it("has data here for every print page of the app", () => {
    expect(printRoutes().filter((r) => !opened[r])).toEqual([]);
  });

  it("prints every column and the totals inside the printable area, and fits a 390 px screen", async () => {
    for (const [route, { user, url }] of Object.entries(opened)) {
      const p = users[user]!.page;
      await open(p, url);
      const name = `print-${route.replace(/[/[\]]/g, "-").replace(/-+/g, "-").replace(/-$/, "")}-en`;
      const doc = await checkOnPaper(p, name);
      if (route === "PrintView/[id]") {
        execFileSync("pdftoppm", ["-png", "-r", "80", doc.file, path.join(shots, "statement-print-a4-en")]);
        await shot(p, "statement-print-en");
      }
      await p.setViewportSize(phone);
      const narrow = await screenOverflow(p);
      expect.soft(narrow.page, `${route} at 390 px scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(narrow.unreachable, `${route} at 390 px: a scroller a keyboard cannot reach`).toEqual([]);
      if (route === "PrintView/[id]") await shot(p, "statement-print-390");
      await p.setViewportSize({ width: 1366, height: 820 });
    }
  }, 600_000);

  it("the statement prints every column in Chinese too, and its lines fit a 1440 px screen", async () => {
    const zh = await loggedIn(browser, "finance01", { locale: "zh-CN" });
    await open(zh.page, `/PrintView/${statementId}`);
    const doc = await checkOnPaper(zh.page, "print-PrintView-zh");
    execFileSync("pdftoppm", ["-png", "-r", "80", doc.file, path.join(shots, "statement-print-a4-zh")]);

    // One live session per user: the Chinese login ended the earlier one of finance01, so it takes its place.
    users.finance01 = zh;
    const p = zh.page;
    await p.setViewportSize({ width: 1440, height: 900 });
    await p.goto(`/finance/statement/${statementId}`);
    const lines = p.locator("[role=region]:has([data-testid=statement-lines])");
    await lines.getByTestId("statement-line").first().waitFor();
    await shot(p, "statement-detail-1440");
    expect.soft(await lines.evaluate((e) => e.scrollWidth - e.clientWidth), "the statement lines scroll sideways at 1440 px").toBeLessThanOrEqual(1);
    expect.soft((await screenOverflow(p)).page).toBeLessThanOrEqual(0);
  }, 120_000);
});
