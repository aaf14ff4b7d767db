import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { ScoreCard, ScoreRankingRow } from "@/lib/contracts/erp-purchase/supplier-score";
import { launch, printToPdf, shotsIn } from "./helpers";
import { loggedIn, phone } from "./shell-helpers";

/**
 * Issue 37, the scorecard journey: a buyer finds the supplier worst on time over the rolling 12 months, opens its scorecard,
 * drills from on-time delivery to the late lines and prints the quarterly review; the supplier then sees its own
 * card and percentile in Chinese, and no other supplier's name.
 */
let browser: Browser;
const save = shotsIn("/work/shots/score");
const squash = (s: string) => s.replace(/\s+/g, " ");

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("supplier scorecards", () => {
  it("buyer: ranking → worst supplier's scorecard → late lines → printed review; supplier: own card and percentile in zh", async () => {
    const buyer = await loggedIn(browser, "buyer01");
    const all = ((await (await buyer.context.request.fetch("/api/erp-purchase/supplier-score?period=rolling12&limit=200&sort=onTime")).json()) as Envelope<ListResult<ScoreRankingRow>>).data!.rows;
    const scored = all.filter((r) => r.onTime !== null);
    expect(scored.length).toBeGreaterThan(3);

    await buyer.page.goto("/purchase/scorecard?period=rolling12&sort=onTime");
    const first = buyer.page.getByTestId("ranking-supplier").first();
    await first.waitFor();
    const worst = scored[0]!;
    expect(Math.min(...scored.map((r) => Number(r.onTime)))).toBe(Number(worst.onTime));
    expect(await first.textContent()).toBe(worst.shortName);
    await save(buyer.page, "ranking-en");

    await first.click();
    await buyer.page.waitForURL(`**/purchase/scorecard/${worst.id}`);
    await buyer.page.getByTestId("chart-onTime").waitFor();
    expect(await buyer.page.locator("[data-testid=chart-onTime] title").textContent()).toContain("On-time delivery");
    expect(await buyer.page.locator("[data-testid=measure-onTime] table.sr-only tbody tr").count()).toBe(24);

    const card = ((await (await buyer.context.request.fetch(`/api/erp-purchase/supplier-score/supplier/${worst.id}`)).json()) as Envelope<ScoreCard>).data!;
    const lateMonth = [...card.months].reverse().find((m) => m.snapshot?.onTimeDen && m.snapshot.onTimeNum! < m.snapshot.onTimeDen)!;
    expect(lateMonth, "a month with late lines").toBeDefined();
    const dm = lateMonth.month.slice(0, 7);
    const measure = buyer.page.getByTestId("measure-onTime");
    await measure.locator("summary").click();
    await measure.locator(`a[href*="drill=onTime&dm=${dm}"]`).click();
    const drill = buyer.page.getByTestId("drill");
    await drill.waitFor();
    const late = drill.locator('[data-testid=drill-line][data-good="false"]');
    expect(await late.count()).toBe(lateMonth.snapshot!.onTimeDen! - lateMonth.snapshot!.onTimeNum!);
    expect(await late.first().locator("td").first().textContent()).toMatch(/^RC\d+/);
    await save(buyer.page, "drill-en");

    await buyer.page.getByTestId("review-link").click();
    await buyer.page.getByTestId("review-sheet").waitFor();
    const pdf = await printToPdf(buyer.page, "score-review");
    expect(pdf.size).toMatch(/\(A4\)/);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    const text = squash(pdf.text);
    for (const s of ["Quarterly business review", worst.venNo, "On-time", "Previous", "Change"]) expect(text, s).toContain(s);
    await buyer.context.close();

    const sup = await loggedIn(browser, `sup${worst.venNo}`, { locale: "zh-CN" });
    await sup.page.goto("/purchase/scorecard");
    const percentile = sup.page.getByTestId("percentile");
    await percentile.waitFor();
    expect(await percentile.textContent()).toContain("百分位");
    await sup.page.getByTestId("chart-onTime").waitFor();
    const html = await sup.page.content();
    for (const other of all.filter((r) => r.id !== worst.id)) expect(html, other.venNo).not.toContain(`>${other.shortName}<`);
    await save(sup.page, "own-card-zh");
    await sup.page.setViewportSize(phone);
    await sup.page.getByTestId("chart-onTime").waitFor();
    expect(await sup.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await save(sup.page, "own-card-zh-390");
    await sup.context.close();
  });
});
