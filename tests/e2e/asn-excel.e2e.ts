import fs from "node:fs";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ListResult } from "@/lib/contracts/common";
import type { DeliveryNoticeRow, NoticeCandidate } from "@/lib/contracts/erp-purchase/delivery-notice";
import { portalApi, screenshot } from "./helpers";
import { allViolations, browserSessions, fitsWidth, openPage, phone } from "./shell-helpers";
import { setLocale, settle } from "./purchase-helpers";

/**
 * Issue 39, the ship-notice workbook in the browser: the supplier downloads its lines that can ship from the
 * notice list, fills two rows with exceljs (one over its sendable quantity), reads the per-row report with
 * nothing applied (en, zh, 390 px), applies the valid row and finds its notice in the list.
 */
const sessions = browserSessions();
const desktop = { width: 1366, height: 820 };
let sup: Page;
let lines: NoticeCandidate[];
const stamp = Date.now().toString(36).toUpperCase();
const deliveryNo = `XL-${stamp}`;

const notices = () => portalApi<ListResult<DeliveryNoticeRow>>(sup.context(), "GET", `/api/erp-purchase/delivery-notice?deliveryNo=${deliveryNo}`);

beforeAll(async () => {
  await sessions.open();
  sup = await sessions.as("sup1001", "en-US");
  lines = (await portalApi<ListResult<NoticeCandidate>>(sup.context(), "GET", "/api/erp-purchase/delivery-notice/candidates?limit=200")).rows;
  expect(lines.length, "sup1001 needs two lines that can ship").toBeGreaterThanOrEqual(2);
});
afterAll(sessions.close);

describe("the ship-notice workbook", () => {
  it("download, fill, a report with an error row and nothing applied (en, zh, 390 px), then the valid row applied and listed", { timeout: 90_000 }, async () => {
    await openPage(sup, "/delivery/notice");
    await sup.getByTestId("notice-workbook-open").click();
    const dialog = sup.getByTestId("notice-workbook");
    const [download] = await Promise.all([sup.waitForEvent("download"), dialog.getByTestId("notice-workbook-download").click()]);
    expect(download.suggestedFilename()).toBe("lines-to-ship.xlsx");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(fs.readFileSync((await download.path())!)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("PO No.");
    expect(sheet.getRow(1).getCell(8).value).toBe("This-time qty");
    const rowOf = (l: NoticeCandidate) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((r) => void (r.getCell(1).value === l.pono && r.getCell(2).value === l.lineNo && (found = r)));
      expect(found, `${l.pono}/${l.lineNo} in the workbook`).toBeDefined();
      return found!;
    };
    const [good, over] = [lines[0]!, lines[1]!];
    const goodRow = rowOf(good);
    const overRow = rowOf(over);
    expect(goodRow.getCell(1).protection?.locked).not.toBe(false);
    expect(goodRow.getCell(8).protection?.locked).toBe(false);
    expect(Number(goodRow.getCell(6).value)).toBe(Number(good.sendableQty));

    const site = [`E2E 收货地址 ${stamp}`, "E2E-1", "原料仓", null, deliveryNo] as const;
    goodRow.getCell(8).value = 1;
    overRow.getCell(8).value = Number(over.sendableQty) + 1000;
    for (const r of [goodRow, overRow]) site.forEach((v, i) => void (r.getCell(10 + i).value = v));
    const file = { name: "lines-to-ship.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()) };
    await dialog.getByTestId("notice-workbook-file").setInputFiles(file);

    const summary = dialog.getByTestId("notice-workbook-summary");
    await summary.getByText("Nothing was applied: 1 row has errors. Correct them and upload again, or apply the valid rows.").waitFor();
    const badRow = dialog.locator('[data-testid="notice-workbook-row"][data-outcome="bad"]');
    expect(await badRow.count()).toBe(1);
    const cells = await badRow.locator("td").allTextContents();
    expect(cells.slice(0, 4)).toEqual([String(overRow.number), over.pono, String(over.lineNo), "Error"]);
    expect(cells[4]).toMatch(/^This-time qty: The this-time quantity exceeds /);
    expect(await dialog.locator('[data-testid="notice-workbook-row"][data-outcome="valid"]').count()).toBe(1);
    expect((await notices()).rows).toEqual([]);
    await settle(sup);
    await screenshot(sup, "asn-workbook-report-en", { fullPage: false });
    expect(await allViolations(sup)).toEqual([]);

    // The same upload read in Chinese, then at 390 px.
    await sup.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await setLocale(sup.context(), "zh");
    await sup.reload();
    await sup.getByTestId("notice-workbook-open").click();
    await dialog.getByTestId("notice-workbook-file").setInputFiles(file);
    await summary.getByText("未应用任何内容：1 行有错误。请更正后重新上传，或只应用有效行。").waitFor();
    expect(await badRow.locator("td").nth(4).textContent()).toMatch(/^本次送货数量: /);
    await settle(sup);
    await screenshot(sup, "asn-workbook-report-zh", { fullPage: false });

    await sup.setViewportSize(phone);
    await summary.waitFor();
    await fitsWidth(sup);
    await dialog.getByTestId("notice-workbook-row-reason").getByText(/^本次送货数量: /).waitFor();
    await settle(sup);
    await screenshot(sup, "asn-workbook-report-390", { fullPage: false });
    expect(await badRow.locator("xpath=ancestor::table").evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    expect(await allViolations(sup)).toEqual([]);
    await sup.setViewportSize(desktop);

    await dialog.getByTestId("notice-workbook-apply-valid").click();
    await summary.getByText("已从 1 行创建 1 张送货通知；跳过了 1 行有错误的行").waitFor();
    expect(await dialog.locator('[data-testid="notice-workbook-row"][data-outcome="applied"]').count()).toBe(1);
    await settle(sup);
    await screenshot(sup, "asn-workbook-applied-zh", { fullPage: false });
    await sup.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const created = (await notices()).rows;
    expect(created.map((n) => [n.receiveAddress, n.storageLocation, n.lineCount, n.status])).toEqual([[site[0], "E2E-1", 1, "open"]]);
    // The list reloaded on closing: the new notice is on it.
    await sup.getByText(created[0]!.noticeNo).first().waitFor();
    await settle(sup);
    await screenshot(sup, "asn-workbook-listed-zh", { fullPage: false });
  });
});
