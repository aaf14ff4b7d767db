import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shotsIn } from "./helpers";
import { browserSessions, phone } from "./shell-helpers";
import { tableReady } from "./purchase-helpers";

/**
 * Issue 11, material preparation tasks: the factory sets a task, enters progress (an entry past the
 * required quantity is refused with the value kept) until it is ready; a buyer cancels a late task with a
 * reason — in en, zh, vi and at 390 px.
 */
const sessions = browserSessions();
const as = sessions.as;
const shot = shotsIn("/work/shots/material-prep");
const project = `E2E${Date.now() % 1e8}`;

const rowOf = (p: Page, text: string) => p.getByTestId("table-material-prep").locator("tbody tr").filter({ hasText: text });

async function newTask(p: Page, o: { item: string; qty: string; readyBy?: string }) {
  await p.getByTestId("material-prep-new").click();
  const form = p.getByTestId("material-prep-form");
  for (const [field, value] of Object.entries({ projectNo: project, itemno: o.item, itemdesc: `Board ${o.item}`, requiredQty: o.qty, unit: "PCS", responsible: "Chen" })) {
    await form.getByTestId(`material-prep-form-${field}`).fill(value);
  }
  if (o.readyBy) await form.getByTestId("material-prep-form-readyBy").fill(o.readyBy);
  await form.getByTestId("material-prep-form-submit").click();
  await form.waitFor({ state: "detached" });
}

beforeAll(sessions.open);
afterAll(sessions.close);

describe("material preparation tasks, end to end", () => {
  it("the factory sets a task and enters progress until it is ready (en)", { timeout: 180_000 }, async () => {
    const p = await as("factory01", "en-US");
    await p.goto(`/materials/prep?projectNo=${project}`);
    await tableReady(p, "material-prep");
    await p.getByTestId("material-prep-new").click();
    const form = p.getByTestId("material-prep-form");
    await form.getByTestId("material-prep-form-submit").click();
    await form.getByText("Enter the project number").waitFor();
    await form.getByText("Enter the material code").waitFor();
    await shot(p, "form-errors-en");
    await p.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });

    await newTask(p, { item: "MP-1", qty: "10" });
    await p.getByText(/^Task BL\d{14} created$/).waitFor();
    const row = rowOf(p, "MP-1");
    await row.getByText("Open", { exact: true }).waitFor();

    await row.getByTestId("material-prep-progress").click();
    const prog = p.getByTestId("material-prep-progress-form");
    await prog.getByTestId("material-prep-qty").fill("11");
    await prog.getByTestId("material-prep-progress-submit").click();
    await prog.getByText("Only 10 remain to prepare").waitFor();
    expect(await prog.getByTestId("material-prep-qty").inputValue()).toBe("11");
    await shot(p, "progress-refused-en");
    await prog.getByTestId("material-prep-qty").fill("4");
    await prog.getByTestId("material-prep-progress-submit").click();
    await p.getByText("Progress saved: 4 of 10 prepared").waitFor();
    await row.getByText("In preparation").waitFor();

    await row.getByTestId("material-prep-progress").click();
    await p.getByTestId("material-prep-progress-summary").getByText(/remaining 6/).waitFor();
    await p.getByTestId("material-prep-qty").fill("6");
    await p.keyboard.press("Enter");
    await p.getByText(/^Task BL\d{14} is ready$/).waitFor();
    await row.getByText("Ready", { exact: true }).waitFor();
    expect(await row.getByTestId("material-prep-progress").count()).toBe(0);

    await row.getByTestId("open-material-prep").click();
    const drawer = p.getByTestId("material-prep-drawer");
    await expect.poll(() => drawer.getByTestId("material-prep-entry").count()).toBe(2);
    await shot(p, "detail-en");
  });

  it("a buyer sees the late task, cancels it with a reason (zh), and the list reads at 390 px (vi)", { timeout: 180_000 }, async () => {
    const p = await as("buyer01", "zh-CN");
    await p.goto(`/materials/prep?projectNo=${project}`);
    await tableReady(p, "material-prep");
    await newTask(p, { item: "MP-2", qty: "5", readyBy: "2020-01-01" });
    await p.goto(`/materials/prep?projectNo=${project}&overdue=true`);
    await tableReady(p, "material-prep");
    const late = rowOf(p, "MP-2");
    await late.waitFor();
    expect(await rowOf(p, "MP-1").count()).toBe(0);
    await shot(p, "overdue-zh");

    await late.getByTestId("material-prep-cancel").click();
    const dialog = p.getByTestId("reason-dialog");
    await dialog.getByTestId("reason-submit").click();
    await dialog.getByText("请输入取消原因").waitFor();
    await dialog.getByTestId("reason-input").fill("项目暂停");
    await dialog.getByTestId("reason-submit").click();
    await p.getByText(/^任务 BL\d{14} 已取消$/).waitFor();
    await p.goto(`/materials/prep?projectNo=${project}&status=cancelled`);
    await tableReady(p, "material-prep");
    await rowOf(p, "MP-2").getByText("已取消").waitFor();

    const m = await as("factory01", "vi-VN", phone);
    await m.goto(`/materials/prep?projectNo=${project}`);
    await tableReady(m, "material-prep");
    await m.getByText("MP-1").first().waitFor();
    await shot(m, "list-390-vi");
  });
});
