import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { png } from "../helpers/files";
import { loggedIn, phone } from "./shell-helpers";

/** Issue 8, help documents: an admin uploads the manual, a supplier opens it from the dashboard and downloads it. */
const shots = "/work/shots/help-docs";
const stamp = Date.now().toString(36);
const title = `Operation manual ${stamp}`;
let browser: Browser;

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** A small PDF with one page of text and a correct cross-reference table, so the browser's viewer renders it. */
function manualPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Title (${text}) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

async function uploadThroughUi(page: Page, docTitle: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId("help-doc-upload").click();
  await page.getByTestId("help-doc-title").fill(docTitle);
  await page.getByTestId("help-doc-file").setInputFiles(file);
  await page.getByTestId("help-doc-submit").click();
  await page.getByRole("button", { name: docTitle, exact: true }).waitFor();
}

async function rowAction(page: Page, docTitle: string, testId: string) {
  await page.getByRole("row").filter({ has: page.getByRole("button", { name: docTitle, exact: true }) }).getByTestId("row-actions").click();
  await page.getByTestId(testId).click();
  await page.getByTestId("confirm-dialog").waitFor();
  await page.getByTestId("confirm-submit").click();
  await page.getByTestId("confirm-dialog").waitFor({ state: "detached" });
}

/** Waits until the browser's PDF viewer, inside the preview frame, has loaded the document. */
async function pdfShown(page: Page) {
  await expect.poll(() => page.frames().map((f) => f.url()).join(" "), { timeout: 15_000 }).toContain("chrome-extension://");
  const viewer = page.frames().find((f) => f.url().startsWith("chrome-extension://"))!;
  // the viewer's toolbar reports the whole document loaded (its page count is known then)
  const toolbar = viewer.locator("viewer-toolbar");
  await expect.poll(() => toolbar.evaluate((el) => (el as HTMLElement & { loadProgress?: number }).loadProgress), { timeout: 15_000 }).toBe(100);
  expect(await toolbar.evaluate((el) => (el as HTMLElement & { docLength?: number }).docLength)).toBe(1);
}

beforeAll(async () => {
  const { launch } = await import("./helpers");
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("help documents", () => {
  it("admin uploads a PDF, marks it as the manual, and deletes another document after confirming", async () => {
    const { context, page } = await loggedIn(browser, "admin");
    await page.goto("/system/help");
    await uploadThroughUi(page, title, { name: "whatever.exe.pdf", mimeType: "application/pdf", buffer: manualPdf(title) });
    const spare = `Packing photo ${stamp}`;
    await uploadThroughUi(page, spare, { name: "photo.png", mimeType: "image/png", buffer: png(64) });
    await rowAction(page, title, "help-doc-mark-manual");
    await page.getByRole("row").filter({ hasText: title }).getByTestId("help-doc-manual-badge").waitFor();
    await shot(page, "list-admin-en");
    await rowAction(page, spare, "help-doc-delete");
    await page.getByRole("button", { name: spare, exact: true }).waitFor({ state: "detached" });
    await context.close();
  });

  it("sup1001 opens the dashboard's manual link, sees the PDF in the page and downloads it", async () => {
    const { context, page } = await loggedIn(browser, "sup1001");
    const link = page.getByTestId("dashboard-help").locator('a[href="/system/help/manual"]');
    expect(await link.textContent()).toBe(title);
    await shot(page, "dashboard-en");
    await link.click();
    await page.waitForURL("**/system/help/manual");
    const preview = page.getByTestId("help-doc-preview");
    await preview.waitFor();
    const src = (await preview.getAttribute("src"))!;
    const inline = await context.request.get(src);
    expect(inline.status()).toBe(200);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline/);
    await pdfShown(page);
    // its own tab name, not the name of the help document list it sits under
    await page.getByTestId("tags-view").locator('a[aria-current="page"]').getByText("Operation manual", { exact: true }).waitFor();
    await shot(page, "manual-en");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("help-doc-download").click()]);
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");
    // suppliers read, they do not keep the documents
    await page.goto("/system/help");
    await page.getByRole("button", { name: title, exact: true }).waitFor();
    expect(await page.getByTestId("help-doc-upload").count()).toBe(0);
    await context.close();
  });

  it("the list and the manual in Chinese, Vietnamese and on a phone", async () => {
    for (const [locale, tag, viewport] of [["zh-CN", "zh", undefined], ["vi-VN", "vi", undefined], ["zh-CN", "zh-390", phone]] as const) {
      const { context, page } = await loggedIn(browser, "sup1001", { locale, viewport });
      await page.goto("/system/help");
      await page.getByRole("button", { name: title, exact: true }).first().waitFor();
      await shot(page, `list-${tag}`);
      await page.goto("/system/help/manual");
      await page.getByTestId("help-doc-preview").waitFor();
      await pdfShown(page);
      await shot(page, `manual-${tag}`);
      await context.close();
    }
  });
});
