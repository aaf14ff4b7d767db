import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { OwedQuantityRow } from "@/lib/contracts/erp-production/owed-quantity";
import type { DeductionBillRow } from "@/lib/contracts/erp-production/deduction-bill";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { baseURL, launch, loginThroughUi, newContext, shotsIn } from "./helpers";
import { settle, tableReady } from "./purchase-helpers";
import { openPage } from "./shell-helpers";

/**
 * Issue 10, owed-quantity orders and deduction bills: sup1001 opens its to-dos, confirms an owed-quantity
 * order; buyer01 issues a deduction with evidence, sup1001 disputes it, buyer01 answers; zh and 390 px.
 */
let browser: Browser;
let sup: BrowserContext;
let page: Page;
const shots = "/work/shots/deduction";

const save = shotsIn(shots);
async function shot(p: Page, name: string) {
  await settle(p);
  await save(p, name);
}
async function api<T>(c: BrowserContext, url: string): Promise<T> {
  const env = (await (await c.request.fetch(url)).json()) as Envelope<T>;
  if (env.returnCode !== 200) throw new Error(env.message);
  return env.data!;
}
async function signIn(user: string, locale = "en-US", viewport?: { width: number; height: number }) {
  const c = await newContext(browser, locale, viewport);
  const p = await c.newPage();
  await loginThroughUi(p, user);
  await p.waitForURL("**/dashboard");
  return { c, p };
}
const firstRowAction = async (p: Page, table: string, item: string) => {
  await p.getByTestId(`table-${table}`).locator("tbody tr").first().getByTestId("row-actions").click();
  await p.getByRole("menuitem", { name: item }).click();
};

beforeAll(async () => {
  browser = await launch();
  ({ c: sup, p: page } = await signIn("sup1001"));
});
afterAll(async () => {
  await browser?.close();
});

describe("owed-quantity orders and deduction bills, end to end", () => {
  it("the dashboard to-dos count owed-quantity and deduction confirmations and open the filtered lists", async () => {
    const owed = await api<ListResult<OwedQuantityRow>>(sup, "/api/erp-production/owed-quantity?status=pending&limit=1");
    const bills = await api<ListResult<DeductionBillRow>>(sup, "/api/erp-production/deduction-bill?status=issued&limit=1");
    await page.goto("/dashboard");
    const owedTile = page.getByTestId("todo-owedQuantityConfirm");
    const billTile = page.getByTestId("todo-deductionConfirm");
    await owedTile.waitFor();
    expect(Number((await owedTile.locator("span").first().textContent())!.trim())).toBe(owed.total);
    expect(Number((await billTile.locator("span").first().textContent())!.trim())).toBe(bills.total);
    await shot(page, "dashboard-todos-en");
    await billTile.click();
    await page.waitForURL(/\/processing\/deduction-bill\?status=issued/);
    await tableReady(page, "deduction-bill");
    await openPage(page, "/dashboard");
    await page.getByTestId("todo-owedQuantityConfirm").click();
    await page.waitForURL(/\/processing\/owed-quantity\?status=pending/);
    await tableReady(page, "owed-quantity");
    expect(await page.getByTestId("table-owed-quantity").locator('tbody [data-value="pending"]').count()).toBe(Math.min(owed.total ?? 0, 50));
  });

  it("the supplier confirms an owed-quantity order, after a confirmation, and reads its history", async () => {
    const o = (await api<ListResult<OwedQuantityRow>>(sup, "/api/erp-production/owed-quantity?status=pending&limit=1")).rows[0]!;
    await page.goto(`/processing/owed-quantity?owedNo=${o.owedNo}`);
    await tableReady(page, "owed-quantity");
    await shot(page, "owed-list-en");
    await firstRowAction(page, "owed-quantity", "Confirm");
    await page.getByTestId("receive-dialog").getByText(o.owedNo).waitFor();
    await page.getByTestId("receive-submit").click();
    await page.getByText(`Owed-quantity order ${o.owedNo} confirmed`).waitFor();
    await page.getByTestId("table-owed-quantity").locator('[data-value="confirmed"]').waitFor();
    await firstRowAction(page, "owed-quantity", "History");
    await page.getByTestId("history-dialog").getByText("Shortfall confirmed").waitFor();
    await shot(page, "owed-history-en");
    await page.keyboard.press("Escape");
  });

  it("buyer01 issues a deduction with evidence; sup1001 disputes it with a reason; buyer01 adjusts it", async () => {
    const { c: bc, p: bp } = await signIn("buyer01");
    const order = (await api<ListResult<ProcessingOrderRow>>(sup, "/api/erp-production/processing-order?outboundDateRange=lastThreeMonths&receiveStatus=received&limit=1")).rows[0]!;
    await bp.goto("/processing/deduction-bill");
    await tableReady(bp, "deduction-bill");
    await bp.getByTestId("issue-open").click();
    const dialog = bp.getByTestId("issue-dialog");
    await dialog.getByTestId("issue-submit").click();
    await dialog.getByText("Describe what is deducted and why").waitFor();
    await dialog.getByTestId("issue-order").fill(order.outNo);
    await dialog.getByRole("option").first().getByRole("button").click();
    await dialog.getByTestId("issue-order-chosen").waitFor();
    await dialog.getByTestId("issue-reason").click();
    await bp.getByRole("option", { name: "Quality defect" }).click();
    await dialog.getByTestId("issue-quantity").fill("12");
    await dialog.getByTestId("issue-amount").fill("0");
    await dialog.getByTestId("issue-description").fill("覆膜起泡，抽检不良");
    await dialog.getByTestId("issue-submit").click();
    await dialog.getByText("The amount must be greater than 0").waitFor();
    await dialog.getByTestId("issue-amount").fill("368.40");
    const evidence = path.join(os.tmpdir(), `evidence-${process.pid}.pdf`);
    fs.writeFileSync(evidence, "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await dialog.getByTestId("issue-evidence-input").setInputFiles(evidence);
    await dialog.getByTestId("issue-evidence-list").getByText(path.basename(evidence)).waitFor();
    await shot(bp, "deduction-issue-en");
    await dialog.getByTestId("issue-submit").click();
    const sheet = bp.getByTestId("bill-sheet");
    await sheet.getByTestId("bill-evidence").waitFor();
    const billNo = ((await sheet.locator("h2").first().textContent()) ?? "").replace("Deduction bill ", "").trim();
    expect(billNo).toMatch(/^KK\d{14}$/);

    await page.goto(`/processing/deduction-bill?billNo=${billNo}`);
    await tableReady(page, "deduction-bill");
    await shot(page, "deduction-list-en");
    await firstRowAction(page, "deduction-bill", "Details");
    const mine = page.getByTestId("bill-sheet");
    await mine.getByText("368.40").waitFor();
    await mine.getByTestId("bill-evidence").getByText(path.basename(evidence)).waitFor();
    await shot(page, "deduction-sheet-en");
    await mine.getByTestId("bill-dispute").click();
    await page.getByTestId("reject-submit").click();
    await page.getByTestId("reject-dialog").getByText("Enter the reason for the dispute").waitFor();
    await page.getByTestId("reject-dialog").locator("textarea").fill("不良品已返工合格");
    await page.getByTestId("reject-submit").click();
    await page.getByText(`Dispute on ${billNo} sent to the buyer`).waitFor();
    await mine.getByText("Deduction disputed").waitFor();
    await shot(page, "deduction-disputed-en");
    await page.keyboard.press("Escape");

    await bp.goto(`/processing/deduction-bill?billNo=${billNo}`);
    await tableReady(bp, "deduction-bill");
    await firstRowAction(bp, "deduction-bill", "Details");
    await bp.getByTestId("bill-answer").click();
    const answer = bp.getByTestId("answer-dialog");
    await answer.getByTestId("answer-decision").click();
    await bp.getByRole("option", { name: "Adjust the amount" }).click();
    await answer.getByTestId("answer-submit").click();
    await answer.getByText("Enter the adjusted amount").waitFor();
    await answer.getByTestId("answer-amount").fill("184.20");
    await answer.getByTestId("answer-text").fill("返工费用按一半计");
    await answer.getByTestId("answer-submit").click();
    await bp.getByText(`Answer on ${billNo} sent`).waitFor();
    await bp.getByTestId("bill-sheet").getByText("Dispute answered: amount adjusted").waitFor();
    await shot(bp, "deduction-answered-en");
    await bc.close();
  });

  it("the supplier confirms several bills at once and reads one result per bill, one refused because it was answered meanwhile", async () => {
    // Read before the loop signs sup1001 in again, which ends the session of `sup`.
    const order = (await api<ListResult<ProcessingOrderRow>>(sup, "/api/erp-production/processing-order?outboundDateRange=lastThreeMonths&receiveStatus=received&limit=1")).rows[0]!;
    for (const [locale, viewport, refusal] of [
      ["en-US", undefined, "This deduction bill is no longer waiting for confirmation"],
      ["zh-CN", { width: 390, height: 844 }, "该扣款单已不在待确认状态"],
    ] as const) {
      const { c: bc } = await signIn("buyer01");
      const option = (await api<Array<{ id: number }>>(bc, `/api/erp-production/deduction-bill/orders?outNo=${order.outNo}`))[0]!;
      const issued: Array<{ id: number; billNo: string }> = [];
      for (const amount of ["11.00", "22.00", "33.00"]) {
        const res = await bc.request.fetch("/api/erp-production/deduction-bill", {
          method: "POST", headers: { origin: new URL(baseURL()).origin },
          data: { processingOrderId: option.id, billDate: new Date().toISOString().slice(0, 10), reasonCategory: "shortfall", amount, description: "batch e2e" },
        });
        const env = (await res.json()) as Envelope<{ id: number; billNo: string }>;
        expect(env.returnCode, env.message).toBe(200);
        issued.push(env.data!);
      }
      await bc.close();
      const { c, p } = await signIn("sup1001", locale, viewport);
      await p.goto(`/processing/deduction-bill?status=issued`);
      await tableReady(p, "deduction-bill");
      await p.getByTestId("batch-confirm").click();
      await p.getByText(locale === "en-US" ? "Please select at least one item" : "请至少选择一条数据").first().waitFor();
      const rows = p.getByTestId("table-deduction-bill").locator("tbody tr");
      for (const b of issued) await rows.filter({ hasText: b.billNo }).getByTestId("select-row").click();
      expect(await p.getByTestId("selected-count").textContent()).toContain("3");
      const meanwhile = await c.request.fetch(`/api/erp-production/deduction-bill/${issued[1]!.id}/confirm`, { method: "POST", headers: { origin: new URL(baseURL()).origin } });
      expect(((await meanwhile.json()) as Envelope<unknown>).returnCode).toBe(200);
      await p.getByTestId("batch-confirm").click();
      const dialog = p.getByTestId("receive-dialog");
      for (const b of issued) await dialog.getByText(b.billNo, { exact: false }).waitFor();
      await shot(p, `deduction-batch-ask-${locale}`);
      await p.getByTestId("receive-submit").click();
      const outcome = p.getByTestId("outcome-dialog");
      await outcome.waitFor();
      expect(await outcome.locator('[data-outcome="ok"]').count()).toBe(2);
      const failed = outcome.locator('[data-outcome="failed"]');
      expect(await failed.count()).toBe(1);
      await failed.getByText(issued[1]!.billNo).waitFor();
      await failed.getByText(refusal).waitFor();
      await shot(p, `deduction-batch-outcome-${locale}`);
      if (viewport) expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const b of issued) {
        const state = (await api<ListResult<DeductionBillRow>>(c, `/api/erp-production/deduction-bill?billNo=${b.billNo}`)).rows[0]!;
        expect(state.status).toBe("confirmed");
      }
      await c.close();
    }
  });

  it("Chinese and a 390 px phone", async () => {
    const { c: zc, p: zp } = await signIn("sup1001", "zh-CN");
    await zp.goto("/processing/owed-quantity?status=pending");
    await tableReady(zp, "owed-quantity");
    await zp.getByText("欠数单确认").first().waitFor();
    await shot(zp, "owed-list-zh");
    await firstRowAction(zp, "owed-quantity", "提出异议");
    await zp.getByTestId("reject-submit").click();
    await zp.getByTestId("reject-dialog").getByText("请输入异议原因").waitFor();
    await shot(zp, "owed-dispute-zh");
    await zp.keyboard.press("Escape");
    await zp.goto("/processing/deduction-bill?status=issued");
    await tableReady(zp, "deduction-bill");
    await firstRowAction(zp, "deduction-bill", "详情");
    await zp.getByTestId("bill-sheet").getByText("证据附件").first().waitFor();
    await shot(zp, "deduction-sheet-zh");
    await zc.close();

    for (const table of ["owed-quantity", "deduction-bill"]) {
      const { c, p } = await signIn("sup1001", "en-US", { width: 390, height: 844 });
      await p.goto(`/processing/${table}`);
      await tableReady(p, table);
      await shot(p, `${table}-390`);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await c.close();
    }
  });
});
