import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { OwnOnTimeTrend, ScoreCard, ScoreFalls, ScoreRankingRow } from "@/lib/contracts/erp-purchase/supplier-score";
import { businessDate } from "@/lib/business-time";
import { endedQuarterOf, monthChoices } from "@/components/supplier-score/links";
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

    // The month filter names its months in the UI language, not the browser's: the default is the last full month.
    const monthFilter = buyer.page.getByTestId("filter-month");
    const lastFull = await monthFilter.textContent();
    expect(lastFull).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    // By keyboard: open, one month back, choose, search.
    await monthFilter.focus();
    await buyer.page.keyboard.press("Enter");
    await buyer.page.getByRole("option", { name: lastFull! }).waitFor();
    // The select loads on that key: the keys go on once its chosen month has the focus, and the next one has it.
    const focused = () => buyer.page.evaluate(() => `${document.activeElement?.getAttribute("role")}:${document.activeElement?.textContent}`);
    await expect.poll(focused).toBe(`option:${lastFull}`);
    await buyer.page.keyboard.press("ArrowDown");
    await expect.poll(focused).not.toBe(`option:${lastFull}`);
    expect(await focused()).toMatch(/^option:/);
    await buyer.page.keyboard.press("Enter");
    await buyer.page.getByRole("option").first().waitFor({ state: "detached" });
    const before = await monthFilter.textContent();
    expect(before).not.toBe(lastFull);
    expect(before).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await buyer.page.getByTestId("filter-search").click();
    await buyer.page.waitForURL(/month=\d{4}-\d{2}/);
    await buyer.page.goto("/purchase/scorecard?period=rolling12&sort=onTime");
    await first.waitFor();

    await first.click();
    await buyer.page.waitForURL(`**/purchase/scorecard/${worst.id}`);
    const monthSelect = buyer.page.getByTestId("card-month");
    expect(await monthSelect.evaluate((e) => (e as HTMLSelectElement).selectedOptions[0]!.textContent)).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await buyer.page.getByTestId("chart-onTime").waitFor();
    expect(await buyer.page.locator("[data-testid=chart-onTime] title").textContent()).toContain("On-time delivery");
    expect(await buyer.page.locator("[data-testid=measure-onTime] .sr-only table tbody tr").count()).toBe(24);

    const card = ((await (await buyer.context.request.fetch(`/api/erp-purchase/supplier-score/supplier/${worst.id}`)).json()) as Envelope<ScoreCard>).data!;
    const lateMonth = [...card.months].reverse().find((m) => m.snapshot?.onTimeDen && m.snapshot.onTimeNum! < m.snapshot.onTimeDen)!;
    expect(lateMonth, "a month with late lines").toBeDefined();
    const dm = lateMonth.month.slice(0, 7);
    const measure = buyer.page.getByTestId("measure-onTime");
    await measure.locator("summary").click();
    await measure.locator(`details a[href*="drill=onTime&dm=${dm}"]`).click();
    const drill = buyer.page.getByTestId("drill");
    await drill.waitFor();
    const late = drill.locator('[data-testid=drill-line][data-good="false"]');
    expect(await late.count()).toBe(lateMonth.snapshot!.onTimeDen! - lateMonth.snapshot!.onTimeNum!);
    expect(await late.first().locator("td").first().textContent()).toMatch(/^RC\d+/);
    // Dates in the UI language ("Mar 4, 2026"), never the raw ISO day.
    expect(await late.first().locator("td").nth(2).textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await drill.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await save(buyer.page, "drill-en");

    await buyer.page.getByTestId("review-link").click();
    await buyer.page.getByTestId("review-sheet").waitFor();
    // The review of the card's month (the last full one) is of the last quarter that has ended by then.
    const ended = endedQuarterOf(monthChoices(businessDate(new Date(), "Asia/Shanghai"), 2)[1]!);
    expect(await buyer.page.getByTestId("review-title").textContent()).toContain(`${ended.slice(0, 4)} Q${(Number(ended.slice(5, 7)) + 2) / 3}`);
    const pdf = await printToPdf(buyer.page, "score-review");
    expect(pdf.size).toMatch(/\(A4\)/);
    expect(pdf.pages, "one quarter, one A4 page").toBe(1);
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
    // On a phone the chart is drawn narrower, so its axis labels stay readable (the wide drawing shrank them to 5 px).
    const narrow = sup.page.getByTestId("chart-onTime-narrow");
    await narrow.waitFor();
    expect(await sup.page.getByTestId("chart-onTime").isVisible()).toBe(false);
    const labelPx = await narrow.locator("[data-axis-label]").first().evaluate((e) => e.getBoundingClientRect().height);
    expect(labelPx).toBeGreaterThanOrEqual(9);
    expect(await sup.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await save(sup.page, "own-card-zh-390");
    await sup.context.close();
  });

  it("dashboard: a buyer sees the grades that fell this month (en); a supplier its own on-time trend (zh, 390 px)", async () => {
    const buyer = await loggedIn(browser, "buyer01");
    const falls = ((await (await buyer.context.request.fetch("/api/erp-purchase/supplier-score/falls")).json()) as Envelope<ScoreFalls>).data!;
    const section = buyer.page.getByTestId("dashboard-scorecard");
    await section.waitFor();
    expect(await section.locator("h2").textContent()).toBe("Grades that fell");
    if (falls.suppliers.length) {
      await section.getByTestId("grade-fall").first().waitFor();
      expect(await section.getByTestId("grade-fall").count()).toBe(Math.min(8, falls.suppliers.length));
      if (falls.suppliers.length > 8) expect(await section.getByTestId("grade-falls-more").textContent()).toContain(`${falls.suppliers.length - 8} more`);
      expect(await section.getByTestId("grade-fall").first().locator("a").textContent()).toBe(`${falls.suppliers[0]!.venNo} ${falls.suppliers[0]!.shortName}`);
    } else {
      expect(await section.getByTestId("empty-state").textContent()).toContain("No supplier's grade fell");
    }
    await save(buyer.page, "dashboard-falls-en");
    await buyer.context.close();

    const sup = await loggedIn(browser, "sup1001", { locale: "zh-CN", viewport: phone });
    const trend = ((await (await sup.context.request.fetch("/api/erp-purchase/supplier-score/own/trend")).json()) as Envelope<OwnOnTimeTrend>).data!;
    const own = sup.page.getByTestId("dashboard-scorecard");
    await own.waitFor();
    expect(await own.locator("h2").textContent()).toBe("您的准时交货");
    expect(trend.months).toHaveLength(12);
    if (trend.months.some((m) => m.onTimeDen)) {
      const chart = own.getByTestId("chart-dashboard-on-time");
      await chart.waitFor();
      expect(await chart.locator("title").textContent()).toContain("准时");
      expect(await own.locator(".sr-only table tbody tr").count()).toBe(12);
      expect(await own.locator("circle[data-month]").count()).toBe(trend.months.filter((m) => m.onTimeDen).length);
    } else {
      expect(await own.getByTestId("empty-state").textContent()).toContain("暂无数据");
    }
    expect(await sup.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await own.scrollIntoViewIfNeeded();
    await save(sup.page, "dashboard-trend-zh-390");
    await sup.context.close();
  });
});
