import fs from "node:fs";
import { execFileSync } from "node:child_process";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ListResult } from "@/lib/contracts/common";
import type { PurchaseOrderDetail, PurchaseOrderLine, PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { png } from "../helpers/files";
import { portalApi, shotsIn } from "./helpers";
import { browserSessions, fitsWidth, openPage, phone } from "./shell-helpers";
import { settle } from "./purchase-helpers";
import { orderJourneyDemo } from "@/services/db/seed/purchase-plan";

/**
 * Issue 39 as one journey, in English and once in Chinese: the supplier downloads its open lines, fills the workbook,
 * uploads it and reads the report; splits a line into two schedule lines; asks about that line; the buyer answers
 * on another tab; the supplier creates the ship notice from the order, prints its labels typing only the weights;
 * and the order's PDF is read back with pdftotext. The Chinese journey reads the answer at 390 px.
 * Screenshots go to /work/shots/journey/.
 */
const shoot = shotsIn(process.env.SHOTS_DIR ?? "/work/shots/journey");
const sessions = browserSessions();
const desktop = { width: 1366, height: 820 };
const squash = (s: string) => s.replace(/\s+/g, " ");

/** A date `days` from now: a future day in every company's business time zone. */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const openLinesOf = (o: PurchaseOrderDetail) => o.lines.filter((l) => l.completeStatus === "open" && l.confirmation?.decision !== "decline");

const words = {
  "en-US": {
    applied: (rows: number) => `1 order confirmed from ${rows} rows`,
    line: (l: PurchaseOrderLine) => `Line ${l.lineNo} · `,
    pdf: (pono: string) => ["Purchase order", `PO No.: ${pono}`, "Delivery terms", "Unit price"],
    question: "Can line 1 ship in two lots? The drawing is attached.",
    answer: "Yes, two lots are fine. Please label each lot.",
  },
  "zh-CN": {
    applied: (rows: number) => `已从 ${rows} 行确认 1 张订单`,
    line: (l: PurchaseOrderLine) => `行 ${l.lineNo} · `,
    pdf: (pono: string) => ["采购订单", `采购单号: ${pono}`, "交货条款"],
    question: "第 1 行可以分两批送货吗？图纸见附件。",
    answer: "可以分两批，请每批分别贴标签。",
  },
} as const;
type Locale = keyof typeof words;

/** The seed's two journey orders of sup1001 (services/db/seed/purchase-plan.ts), accepted and with every line unanswered. */
async function journeyOrders(sup: Page): Promise<PurchaseOrderDetail[]> {
  return Promise.all(orderJourneyDemo.ponos.map(async (suffix) => {
    const path = `/api/erp-purchase/purchase-order?limit=10&pono=SZ${suffix}`;
    const [row] = (await portalApi<ListResult<PurchaseOrderRow>>(sup.context(), "GET", path)).rows;
    expect(row, `the seed's journey order SZ${suffix}`).toBeDefined();
    const o = await portalApi<PurchaseOrderDetail>(sup.context(), "GET", `/api/erp-purchase/purchase-order/${row!.orderId}`);
    expect(o.lines.map((l) => [l.completeStatus, l.confirmation, Number(l.sentQty)])).toEqual(o.lines.map(() => ["open", null, 0]));
    return o;
  }));
}

let orders: PurchaseOrderDetail[] = [];

beforeAll(async () => {
  await sessions.open();
  const probe = await sessions.as("sup1001", "en-US");
  orders = await journeyOrders(probe);
});
afterAll(sessions.close);

async function journey(locale: Locale, order: PurchaseOrderDetail) {
  const w = words[locale];
  const tag = locale.slice(0, 2);
  const sup = await sessions.as("sup1001", locale);
  const detail = () => portalApi<PurchaseOrderDetail>(sup.context(), "GET", `/api/erp-purchase/purchase-order/${order.id}`);
  const [first, ...rest] = openLinesOf(order) as [PurchaseOrderLine, ...PurchaseOrderLine[]];

  // 1. The open-lines workbook, downloaded from the order list.
  await openPage(sup, "/purchase/order");
  await sup.getByTestId("confirm-workbook-open").click();
  const dialog = sup.getByTestId("confirm-workbook");
  const [download] = await Promise.all([sup.waitForEvent("download"), dialog.getByTestId("confirm-workbook-download").click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(fs.readFileSync((await download.path())!)).buffer as ArrayBuffer);

  // 2. Filled as a user would in Excel: every line but the first accepted, for a date typed as a date.
  const sheet = book.worksheets[0]!;
  const decisionCaption = locale === "zh-CN" ? "全部接受" : "Accepted";
  const filled: number[] = [];
  sheet.eachRow((r) => {
    if (r.getCell(1).value !== order.pono || !rest.some((l) => l.lineNo === Number(r.getCell(2).value))) return;
    r.getCell(7).value = decisionCaption;
    r.getCell(9).value = new Date(`${ahead(20)}T00:00:00Z`);
    filled.push(r.number);
  });
  expect(filled.length).toBe(rest.length);

  // 3. Uploaded: a report per row, and the answers applied.
  await dialog.getByTestId("confirm-workbook-file").setInputFiles({
    name: "open-lines.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await dialog.getByTestId("confirm-workbook-summary").getByText(w.applied(rest.length)).waitFor();
  expect(await dialog.locator('[data-testid="confirm-workbook-row"][data-outcome="applied"]').count()).toBe(rest.length);
  await settle(sup);
  await shoot(sup, `journey-workbook-report-${tag}`, { fullPage: false });
  await sup.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  expect((await detail()).lines.filter((l) => rest.some((r) => r.id === l.id)).map((l) => l.confirmation?.promisedDate)).toEqual(rest.map(() => ahead(20)));

  // 4. The first line split into two schedule lines on the order's page.
  const ordered = Number(first.payqty);
  const early = Math.floor(ordered / 2);
  const dates = [ahead(7), ahead(40)] as const;
  await openPage(sup, `/purchase/order/${order.id}`);
  await sup.getByTestId("detail-confirm").click();
  const form = sup.getByTestId("confirm-form");
  const confirmLine = form.locator(`[data-testid="confirm-line"][data-line-id="${first.id}"]`);
  await confirmLine.getByTestId("schedule-split").click();
  const editor = form.getByTestId("schedule-editor");
  await editor.getByTestId("schedule-qty").first().fill(String(early));
  await editor.getByTestId("schedule-qty").nth(1).fill(String(ordered - early));
  for (const [k, date] of dates.entries()) await editor.getByTestId("schedule-row").nth(k).getByRole("textbox").first().fill(date);
  await form.getByTestId("confirm-submit").click();
  const saved = sup.getByTestId("order-lines").getByTestId("schedule-line");
  await saved.nth(1).waitFor();
  expect(await saved.allTextContents()).toEqual([expect.stringContaining(dates[0]), expect.stringContaining(dates[1])]);
  await settle(sup);
  await shoot(sup, `journey-schedule-supplier-${tag}`);

  // 5. A question about that line, with a drawing attached.
  await sup.getByTestId("conversation-open").click();
  const composer = sup.getByTestId("conversation-form");
  await composer.getByTestId("conversation-input").fill(w.question);
  await composer.getByTestId("conversation-line-select").selectOption(String(first.id));
  await composer.getByTestId("conversation-file").setInputFiles({ name: "drawing.png", mimeType: "image/png", buffer: png() });
  await composer.getByText("drawing.png").waitFor();
  await composer.getByTestId("conversation-send").click();
  const asked = sup.getByTestId("conversation-message").last();
  await asked.getByTestId("conversation-attachments").getByText("drawing.png").waitFor();
  expect(await asked.getByTestId("conversation-line").textContent()).toContain(w.line(first));

  // 6. The buyer, on another tab, sees the schedule and the new question, and answers it.
  const buyer = await sessions.as("buyer01", locale);
  await buyer.goto(`/purchase/order/${order.id}`);
  await buyer.getByTestId("order-lines").getByTestId("schedule-line").nth(1).waitFor();
  await settle(buyer);
  await shoot(buyer, `journey-schedule-buyer-${tag}`);
  await buyer.getByTestId("conversation-open").click();
  const question = buyer.getByTestId("conversation-message").last();
  await question.getByText(w.question).waitFor();
  await question.getByTestId("conversation-new").waitFor();
  expect(await question.getByTestId("conversation-line").textContent()).toContain(w.line(first));
  await buyer.getByTestId("conversation-input").fill(w.answer);
  await buyer.getByTestId("conversation-send").click();
  await buyer.getByTestId("conversation-message").last().getByText(w.answer).waitFor();
  await buyer.getByTestId("conversation").scrollIntoViewIfNeeded();
  await shoot(buyer, `journey-conversation-buyer-${tag}`);

  // The supplier reads the answer (in Chinese on a phone).
  if (locale === "zh-CN") await sup.setViewportSize(phone);
  await openPage(sup, `/purchase/order/${order.id}`);
  await sup.getByTestId("conversation-open").click();
  const answer = sup.getByTestId("conversation-message").last();
  await answer.getByText(w.answer).waitFor();
  await answer.getByTestId("conversation-new").waitFor();
  await fitsWidth(sup, locale === "zh-CN" ? phone.width : desktop.width);
  await sup.getByTestId("conversation").scrollIntoViewIfNeeded();
  await shoot(sup, `journey-conversation-supplier-${locale === "zh-CN" ? "390" : tag}`, { fullPage: false });
  await sup.setViewportSize(desktop);

  // 7. The ship notice from the order: the split line ships its first schedule line; then its labels from the ASN.
  await sup.getByTestId("order-ship-notice").click();
  await sup.waitForURL(`**/delivery/notice/new?order=${order.id}`);
  const notice = sup.getByTestId("notice-form");
  await notice.getByTestId("notice-line").nth(openLinesOf(order).length - 1).waitFor();
  const firstLine = notice.getByTestId("notice-line").filter({ hasText: first.itemno }).first();
  expect(Number((await firstLine.getByTestId("line-thisQty").inputValue()).replace(/,/g, ""))).toBe(early);
  for (const [name, value] of [["requiredDept", "印刷一车间"], ["deliveryNo", `DN-J-${tag}-${Date.now()}`], ["receiveAddress", "深圳市宝安区福永街道 1 号"],
    ["storageLocation", "A-01"], ["lotNo", `LOT-J-${tag}`]] as const) await notice.locator(`input[name="${name}"]`).fill(value);
  await notice.locator('input[name="requiredDate"]').fill(ahead(60));
  await notice.getByTestId("notice-submit").click();
  await sup.waitForURL(/\/delivery\/notice\/\d+$/);
  const noticeNo = (await sup.getByTestId("notice-no").textContent())!.trim();
  await sup.getByTestId("print-labels").click();
  await sup.waitForURL(/\/purchase\/label\/new\?notice=\d+$/);
  await sup.getByTestId("label-from-notice").waitFor();
  const label = sup.locator('form[data-testid="label-form"]');
  expect(await sup.locator('input[name="noticeNo"]').inputValue()).toBe(noticeNo);
  expect(await label.locator('input[name="batchNo"]').inputValue()).toBe(`LOT-J-${tag}`);
  for (const f of ["perBundle", "perPack", "customerLabel", "workNo"]) expect(await label.locator(`input[name="${f}"]`).inputValue(), f).not.toBe("");
  await label.locator('input[name="netWeight"]').fill("7.25");
  await label.locator('input[name="singleWeight"]').fill("1.45");
  await settle(sup);
  await shoot(sup, `journey-labels-${tag}`);
  await sup.getByTestId("label-create").click();
  await sup.waitForURL(/\/purchase\/label\/\d+$/);
  await sup.locator('[data-testid="label-serials"] tbody tr').first().waitFor();

  // 8. The order's PDF, downloaded from its page and read back.
  await sup.goto(`/purchase/order/${order.id}`);
  const [pdf] = await Promise.all([sup.waitForEvent("download"), sup.getByTestId("order-pdf").click()]);
  const text = squash(execFileSync("pdftotext", [(await pdf.path())!, "-"], { encoding: "utf8" }));
  for (const s of w.pdf(order.pono)) expect(text, s).toContain(s);
  for (const l of order.lines) expect(text).toContain(l.itemno);
  // The split line's confirmation names both schedule lines.
  for (const d of dates) expect(text).toContain(d);
}

describe("an order worked together, start to end", () => {
  it("in English", { timeout: 240_000 }, async () => {
    await journey("en-US", orders[0]!);
  });
  it("in Chinese, the conversation read at 390 px", { timeout: 240_000 }, async () => {
    await journey("zh-CN", orders[1]!);
  });
});
