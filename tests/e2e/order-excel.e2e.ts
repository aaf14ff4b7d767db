import fs from "node:fs";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ListResult } from "@/lib/contracts/common";
import type { PurchaseOrderDetail, PurchaseOrderLine, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { portalApi, shotsIn } from "./helpers";
import { allViolations, browserSessions, openPage, phone } from "./shell-helpers";
import { setLocale, settle, tableReady } from "./purchase-helpers";

/**
 * Issue 39, schedule lines and the confirmation workbook in the browser: the supplier splits a line into two
 * schedule lines that the buyer (zh) sees; downloads its open lines (zh), fills them with exceljs (one bad date),
 * reads the per-row report with nothing applied, then applies the valid rows; the dialog and the schedule editor
 * at 390 px, each checked with axe. Screenshots go to /work/shots/excel/.
 */
const shoot = shotsIn(process.env.SHOTS_DIR ?? "/work/shots/excel");
const desktop = { width: 1366, height: 820 };
const sessions = browserSessions();
let sup: Page;
/** A received order with at least two open lines: its first line is split in the form, the workbook answers the rest. */
let order: PurchaseOrderDetail;

/** A date `days` from now: far enough ahead to be a future day in every company's business time zone. */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Today in company 1's business time zone (Shenzhen), the first day a schedule line may promise. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
const detail = (id: number) => portalApi<PurchaseOrderDetail>(sup.context(), "GET", `/api/erp-purchase/purchase-order/${id}`);
/** The lines a confirmation may still answer: open and not declined (what the workbook holds). */
const openLinesOf = (o: PurchaseOrderDetail) => o.lines.filter((l) => l.completeStatus === "open" && l.confirmation?.decision !== "decline");
/** The date the form shows for a line: its promised date, or its due date before any confirmation. */
const shownDate = (l: PurchaseOrderLine) => l.confirmation?.promisedDate ?? l.deldate;

/**
 * Received orders with at least two open lines that the form can submit unchanged (no back-order promised for a
 * past day, which the service refuses). Orders some earlier test confirmed come first, leaving the untouched
 * ones to the files that need them; then orders that also hold completed lines, which the workbook leaves out.
 */
async function workableOrders(): Promise<PurchaseOrderDetail[]> {
  const path = "/api/erp-purchase/purchase-order?limit=200&receiveStatus=received&completeStatus=open";
  const rows = (await portalApi<ListResult<PurchaseOrderRow>>(sup.context(), "GET", path)).rows;
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.orderId, (counts.get(r.orderId) ?? 0) + 1);
  const orders = await Promise.all([...counts].filter(([, n]) => n >= 2).map(([id]) => detail(id)));
  const key = (o: PurchaseOrderDetail) => [Number(o.lines.some((l) => l.confirmation)), Number(o.lines.length > openLinesOf(o).length), openLinesOf(o).length];
  return orders
    .filter((o) => openLinesOf(o).length >= 2 && !openLinesOf(o).some((l) => l.confirmation?.decision === "backorder" && l.confirmation.promisedDate < today()))
    .sort((a, b) => key(b).reduce((d, v, i) => d || v - key(a)[i]!, 0));
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

beforeAll(async () => {
  await sessions.open();
  sup = await sessions.as("sup1001", "en-US");
  // Its first line shows a past date, which splitting must not offer.
  const found = (await workableOrders()).find((o) => shownDate(openLinesOf(o)[0]!) < today());
  expect(found, "sup1001 needs a received order with two open lines").toBeDefined();
  order = found!;
});
afterAll(sessions.close);

describe("schedule lines and the confirmation workbook", () => {
  it("the supplier splits a line into two schedule lines and saves; the buyer sees the schedule in Chinese", { timeout: 60_000 }, async () => {
    const line = openLinesOf(order)[0]!;
    const ordered = Number(line.payqty);
    const first = Math.floor(ordered / 2);
    const dates = [today(), ahead(40)] as const;

    await openPage(sup, `/purchase/order/${order.id}`);
    await sup.getByTestId("detail-confirm").click();
    const form = sup.getByTestId("confirm-form");
    await form.getByTestId("confirm-line").first().getByTestId("schedule-split").click();
    const editor = form.getByTestId("schedule-editor");
    await editor.getByTestId("schedule-qty").first().fill(String(first));
    await editor.getByTestId("schedule-qty").nth(1).fill(String(ordered - first));
    // The split offers today, not the past due date, which the service would refuse; the first line keeps it.
    const date = (n: number) => editor.getByRole("textbox", { name: `Line ${line.lineNo} · Schedule line ${n} · Date` });
    expect([await date(1).inputValue(), await date(2).inputValue()]).toEqual([dates[0], dates[0]]);
    await date(2).fill(dates[1]);
    await editor.getByTestId("schedule-sum").getByText(/^([\d,]+) of \1 scheduled$/).waitFor();
    await settle(sup);
    await shoot(sup, "schedule-editor-en");

    await form.getByTestId("confirm-submit").click();
    await sup.getByText("The confirmation has been saved").waitFor();
    const saved = sup.getByTestId("order-lines").getByTestId("schedule-line");
    await saved.nth(1).waitFor();
    expect(await saved.count()).toBe(2);
    expect(await saved.nth(0).textContent()).toContain(dates[0]);
    expect(await saved.nth(1).textContent()).toContain(dates[1]);
    // On a laptop the schedule is in view, not behind the lines' sideways scroll.
    expect(await saved.nth(1).evaluate((li) => li.getBoundingClientRect().right - li.closest('[role="region"]')!.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
    await settle(sup);
    await shoot(sup, "schedule-saved-en");

    const buyer = await sessions.as("buyer01", "zh-CN");
    await buyer.goto(`/purchase/order/${order.id}`);
    const seen = buyer.getByTestId("order-lines").getByRole("list", { name: "交货计划" });
    await seen.waitFor();
    expect(await seen.getByTestId("schedule-line").allTextContents()).toEqual([
      expect.stringContaining(dates[0]), expect.stringContaining(dates[1]),
    ]);
    await buyer.getByTestId("audit-history").getByText("确认明细").first().waitFor();
    // A Chinese caption is never broken inside its word to make room.
    expect(await buyer.getByTestId("order-lines").locator("th").evaluateAll((ths) => ths.filter((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((th) => th.textContent))).toEqual([]);
    await settle(buyer);
    await shoot(buyer, "schedule-buyer-zh");
  });

  it("the supplier uploads the workbook with a bad date: a report per row and nothing applied; then the valid rows", { timeout: 60_000 }, async () => {
    const bookOrder = await detail(order.id);
    await setLocale(sup.context(), "zh");
    await sup.goto("/purchase/order");
    // A click that lands before hydration opens nothing.
    await tableReady(sup, "purchase-order");
    await sup.getByTestId("confirm-workbook-open").click();
    const dialog = sup.getByTestId("confirm-workbook");
    const [download] = await Promise.all([sup.waitForEvent("download"), dialog.getByTestId("confirm-workbook-download").click()]);
    expect(download.suggestedFilename()).toBe("未结订单行.xlsx");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(fs.readFileSync((await download.path())!)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("订单号");
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((r) => void (r.getCell(1).value === bookOrder.pono && rows.push(r)));
    // The workbook holds the order's open lines only: a completed line has nothing left to confirm.
    const open = openLinesOf(bookOrder);
    expect(rows.map((r) => r.getCell(2).value)).toEqual(open.map((l) => l.lineNo));
    expect(rows[0]!.getCell(1).protection?.locked).not.toBe(false);
    expect(rows[0]!.getCell(7).protection?.locked).toBe(false);

    // The split line with a date that does not exist (its schedule stays); the others accepted, as a user types them in Excel.
    const bad = rows[0]!;
    const valid = rows.slice(1);
    bad.getCell(7).value = "全部接受";
    bad.getCell(9).value = "2027-02-30";
    for (const r of valid) {
      r.getCell(7).value = "全部接受";
      r.getCell(9).value = new Date(`${ahead(20)}T00:00:00Z`);
    }
    const file = { name: "未结订单行.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()) };
    await dialog.getByTestId("confirm-workbook-file").setInputFiles(file);

    const summary = dialog.getByTestId("confirm-workbook-summary");
    await summary.getByText("未应用任何内容：1 行有错误。请更正后重新上传，或只应用有效行。").waitFor();
    const reported = dialog.getByTestId("confirm-workbook-row");
    expect(await reported.count()).toBe(rows.length);
    const badRow = dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="bad"]');
    expect(await badRow.count()).toBe(1);
    expect(await badRow.locator("td").allTextContents()).toEqual([String(bad.number), bookOrder.pono, String(open[0]!.lineNo), "错误", "承诺交期: 请输入有效日期（YYYY-MM-DD）"]);
    expect(await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="valid"]').count()).toBe(valid.length);
    const unchanged = bookOrder.lines.map((l) => l.confirmation);
    expect((await detail(bookOrder.id)).lines.map((l) => l.confirmation)).toEqual(unchanged);
    await settle(sup);
    await shoot(sup, "workbook-report-zh", { fullPage: false });
    expect(await allViolations(sup)).toEqual([]);

    // The dialog and its report at 390 px.
    await sup.setViewportSize(phone);
    await summary.waitFor();
    await noOverflow(sup);
    // The message goes under its row, readable, and the report needs no sideways scrolling.
    const message = dialog.getByTestId("confirm-workbook-row-reason");
    await message.getByText("承诺交期: 请输入有效日期（YYYY-MM-DD）").waitFor();
    expect(await reported.first().locator("xpath=ancestor::table").evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await settle(sup);
    await shoot(sup, "workbook-report-390", { fullPage: false });
    await sup.setViewportSize(desktop);

    await dialog.getByTestId("confirm-workbook-apply-valid").click();
    await summary.getByText(`已从 ${valid.length} 行确认 1 张订单；跳过了 1 行有错误的行`).waitFor();
    expect(await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="applied"]').count()).toBe(valid.length);
    await settle(sup);
    await shoot(sup, "workbook-applied-zh", { fullPage: false });
    await sup.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // The valid rows' lines are accepted for the date typed; the bad row's line is as it was.
    const after = await detail(bookOrder.id);
    const validLines = new Set(open.slice(1).map((l) => l.id));
    expect(after.lines.filter((l) => validLines.has(l.id)).map((l) => [l.confirmation?.decision, l.confirmation?.promisedDate]))
      .toEqual(open.slice(1).map(() => ["accept", ahead(20)]));
    expect(after.lines.filter((l) => !validLines.has(l.id)).map((l) => l.confirmation)).toEqual(bookOrder.lines.filter((l) => !validLines.has(l.id)).map((l) => l.confirmation));
    await sup.goto(`/purchase/order/${bookOrder.id}`);
    const shown = sup.getByTestId("order-line");
    await shown.first().waitFor();
    expect(await shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-decision")))).toEqual(after.lines.map((l) => l.confirmation?.decision ?? ""));
    for (const [i, l] of after.lines.entries()) if (validLines.has(l.id)) await shown.nth(i).getByText("全部接受").waitFor();
  });

  it("the schedule editor at 390 px: the saved schedule, no overflow, no axe violation", async () => {
    await sup.setViewportSize(phone);
    await openPage(sup, `/purchase/order/${order.id}`);
    await sup.getByTestId("detail-confirm").click();
    const editor = sup.getByTestId("schedule-editor");
    await editor.waitFor();
    expect(await editor.getByTestId("schedule-row").count()).toBe(2);
    await editor.scrollIntoViewIfNeeded();
    await noOverflow(sup);
    // The editor stays within the lines' scrolling region: its dates, quantities and delete buttons are in view.
    expect(await editor.locator("fieldset").evaluate((f) => f.getBoundingClientRect().right - f.closest('[role="region"]')!.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
    // Each schedule line on one line: the delete button beside its date and quantity.
    const row = editor.getByTestId("schedule-row").first();
    const [dateBox, trashBox] = [await row.getByRole("textbox").first().boundingBox(), await row.getByRole("button", { name: "删除交货计划行 1" }).boundingBox()];
    expect(Math.abs(trashBox!.y - dateBox!.y)).toBeLessThan(dateBox!.height);
    for (const input of await editor.getByRole("textbox").all()) expect(await input.evaluate((i) => i.scrollWidth - i.clientWidth), "a field's text is cut").toBeLessThanOrEqual(0);
    await settle(sup);
    await shoot(sup, "schedule-editor-390");
    expect(await allViolations(sup)).toEqual([]);
  });
});
