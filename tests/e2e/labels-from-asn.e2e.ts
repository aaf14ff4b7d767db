import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { LabelPrefill } from "@/lib/contracts/label/purchase-label";
import type { NoticeCandidate } from "@/lib/contracts/erp-purchase";
import { portalApi, shotsIn } from "./helpers";
import { browserSessions, openPage, phone } from "./shell-helpers";
import { createNotice, openLines } from "./purchase-fixtures";

/**
 * Issue 39, labels from the ASN: the supplier opens its delivery notice and presses "Print labels" (by keyboard); the
 * label form comes filled from the notice with only the weights to type; the batch is made; the next notice of the
 * same item brings the weights back. In English, in Chinese and at 390 px: one session of the supplier at a time (a
 * new sign-in ends the previous one), so each test signs in its own.
 */
const shot = shotsIn(process.env.LABELS_FROM_ASN_SHOTS ?? path.resolve("tests/artifacts/labels-from-asn"));
const sessions = browserSessions();
let en: Page;
let zh: Page;
let narrow: Page;
let line: NoticeCandidate;

beforeAll(async () => {
  await sessions.open();
  en = await sessions.as("sup1001", "en-US");
  line = await unlabelledLine(en);
});
afterAll(sessions.close);

const header = { requiredDept: "印刷一车间", requiredDate: "2030-12-20", receiveAddress: "深圳市宝安区福永街道 1 号", storageLocation: "A-01" };

/** An ASN of 10 (two packs of 5) over the line, its lot LOT-ASN. */
const asnOf = (p: Page, l: NoticeCandidate) => createNotice(p.context(), {
  ...header, deliveryNo: `DN-ASN-${Date.now()}`, lotNo: "LOT-ASN", lines: [{ poLineId: l.id, thisQty: "10", perPack: "5", packs: 2, loose: "0" }],
});

/**
 * An open PO line whose item has no weights kept yet (other journeys of the run may have labelled some items): a
 * probe notice over one line of each item asks the prefill, and is cancelled again, which gives its quantities back.
 */
async function unlabelledLine(p: Page): Promise<NoticeCandidate> {
  const byItem = new Map<string, NoticeCandidate>();
  for (const l of await openLines(p.context())) if (Number(l.sendableQty ?? l.remainQty) >= 21 && !byItem.has(l.itemno)) byItem.set(l.itemno, l);
  const lines = [...byItem.values()].slice(0, 10);
  const probe = await createNotice(p.context(), { ...header, deliveryNo: "DN-PROBE", lines: lines.map((l) => ({ poLineId: l.id, thisQty: "1", perPack: "1", packs: 1, loose: "0" })) });
  const filled = await portalApi<LabelPrefill>(p.context(), "GET", `/api/label/purchase-label/prefill/${probe.id}`);
  await portalApi(p.context(), "POST", `/api/erp-purchase/delivery-notice/${probe.id}/cancel`, { reason: "probe" });
  const fresh = filled.lines.findIndex((l) => l.netWeight === "" && l.singleWeight === "");
  if (fresh < 0) throw new Error("every open item already has weights kept");
  const itemno = filled.notice.lines[fresh]!.itemno;
  return byItem.get(itemno)!;
}

/** The notice's page, then "Print labels" reached and pressed from the keyboard: the filled label form. */
async function printLabelsFrom(p: Page, noticeId: number, name: string) {
  await p.goto(`/delivery/notice/${noticeId}`);
  const button = p.getByTestId("print-labels");
  await button.waitFor();
  await button.focus();
  await shot(p, name, { fullPage: false });
  await p.keyboard.press("Enter");
  await p.waitForURL(new RegExp(`/purchase/label/new\\?notice=${noticeId}$`));
  await p.getByTestId("label-form").waitFor();
  await p.getByTestId("label-from-notice").waitFor();
}

const value = (p: Page, name: string) => p.locator(`form[data-testid="label-form"] input[name="${name}"]`).inputValue();
const required = ["perBundle", "perPack", "customerLabel", "workNo", "batchNo"] as const;

describe("labels from the ASN", () => {
  let first = 0;

  it("Print labels fills the form from the ASN; only the weights are typed", async () => {
    const asn = await asnOf(en, line);
    first = asn.id;
    await printLabelsFrom(en, asn.id, "asn-print-labels-en");
    expect(await en.locator('input[name="noticeNo"]').inputValue()).toBe(asn.noticeNo);
    await expect.poll(() => en.locator('input[type="radio"][name="noticeLineId"]:checked').count()).toBe(1);
    expect(await value(en, "perPack")).toBe("5");
    expect(await value(en, "batchNo")).toBe("LOT-ASN");
    for (const f of required) expect(await value(en, f), f).not.toBe("");
    expect(await value(en, "netWeight")).toBe("");
    expect(await value(en, "singleWeight")).toBe("");
    // two packs of 5: the count is calculated before creating
    await expect.poll(() => en.getByText("2 labels will be made").count()).toBe(1);
    await shot(en, "labels-from-asn-en");

    await en.locator('input[name="netWeight"]').fill("7.25");
    await en.locator('input[name="singleWeight"]').fill("1.45");
    await en.getByTestId("label-create").click();
    await en.waitForURL(/\/purchase\/label\/\d+$/);
    await en.getByTestId("label-serials").waitFor();
    expect(await en.locator('[data-testid="label-serials"] tbody tr').count()).toBe(2);
  });

  it("the next ASN of the item brings the weights back (Chinese)", async () => {
    zh = await sessions.as("sup1001", "zh-CN");
    const asn = await asnOf(zh, line);
    await printLabelsFrom(zh, asn.id, "asn-print-labels-zh");
    expect(await value(zh, "netWeight")).toBe("7.25");
    expect(await value(zh, "singleWeight")).toBe("1.45");
    expect(await value(zh, "perPack")).toBe("5");
    await expect.poll(() => zh.getByText("已按送货通知").count()).toBe(1);
    await shot(zh, "labels-from-asn-zh");
    await zh.getByTestId("label-create").click();
    await zh.waitForURL(/\/purchase\/label\/\d+$/);
    await zh.getByTestId("label-serials").waitFor();
  });

  it("at 390 px the filled form fits without sideways scrolling", async () => {
    narrow = await sessions.as("sup1001", "en-US", phone);
    await openPage(narrow, `/delivery/notice/${first}`);
    await narrow.getByTestId("print-labels").click();
    await narrow.getByTestId("label-form").waitFor();
    expect(await value(narrow, "netWeight")).toBe("7.25");
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await shot(narrow, "labels-from-asn-390");
  });

  it("another ASN page offers no Print labels to staff, and the form for a notice out of reach says so", async () => {
    const buyer = await sessions.as("buyer01", "en-US");
    await buyer.goto(`/delivery/notice/${first}`);
    await buyer.getByTestId("notice-detail").waitFor();
    expect(await buyer.getByTestId("print-labels").count()).toBe(0);
    await narrow.goto("/purchase/label/new?notice=2000000000");
    await narrow.getByTestId("label-prefill-missing").waitFor();
    expect(await narrow.getByTestId("label-form").count()).toBe(0);
  });
});
