import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { scoreMeasures, type ScoreCard, type ScoreMeasure, type ScoreSnapshot } from "@/lib/contracts/erp-purchase/supplier-score";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatDecimal, formatMoney } from "@/components/common/format";
import { figureOf, monthText, percentText, type Figure } from "./figures";
import { cardHref, endedQuarterOf, monthChoices } from "./links";
import { TrendChart } from "./trend-chart";

const gradeTones = { a: "success", b: "default", c: "warning", d: "destructive" } as const;

/** The grade of a month as its badge, or "no data". */
export async function GradeBadge({ snapshot }: { snapshot: ScoreSnapshot | null }) {
  const t = await getTranslations();
  if (!snapshot?.grade) return <span className="text-muted-foreground">{t("supplierScore.noData")}</span>;
  return <Badge variant={gradeTones[snapshot.grade]} data-testid="grade">{t(enumCaption("scoreGrade", snapshot.grade))}</Badge>;
}

/** What a measure adds beside its share: days late, median hours, the month's deduction bills. */
async function extraOf(m: ScoreMeasure, s: ScoreSnapshot | null, locale: string): Promise<string | null> {
  const t = await getTranslations("supplierScore.card");
  if (!s) return null;
  if (m === "onTime" && s.lateDays !== null && s.onTimeDen !== null && s.onTimeNum !== null && s.onTimeDen > s.onTimeNum) {
    return t("lateDays", { days: formatDecimal((s.lateDays / (s.onTimeDen - s.onTimeNum)).toFixed(2), locale) });
  }
  if (m === "responsiveness" && s.confirmMedianHours !== null) return t("medianHours", { hours: formatDecimal(s.confirmMedianHours, locale) });
  if (m === "quality" && s.deductionCount > 0) return t("deductions", { count: s.deductionCount, amount: formatMoney(s.deductionAmount, locale) });
  return null;
}

function FigureLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="text-primary underline-offset-4 hover:underline" data-testid="figure-link">
      {label}
    </Link>
  );
}

/**
 * One supplier's scorecard, drawn on the server: the month's score and grade, then per measure its figure (a
 * link to the lines behind it), its definition, its 24-month chart and the figures by month.
 */
export async function Scorecard({ card, locale, today, month, aside, drill }: {
  card: ScoreCard;
  locale: string;
  /** Today in the company's zone: the month select offers the months up to its open month. */
  today: string;
  /** The month asked ("yyyy-mm"), kept in every link; none: the open month. */
  month?: string;
  aside?: React.ReactNode;
  drill?: React.ReactNode;
}) {
  const t = await getTranslations("supplierScore");
  const last = card.months.at(-1)!;
  const first = card.months[0]!;
  const id = card.supplier.id;
  const shown = last.month.slice(0, 7);
  const choices = [...new Set([...monthChoices(today), shown])].sort().reverse();
  const countsLabel = (f: Figure) => (f.counted ? t("card.lines", { good: f.good, total: f.total }) : t("card.lines", { good: formatDecimal(f.good, locale), total: formatDecimal(f.total, locale) }));
  const measures = await Promise.all(scoreMeasures.map(async (m) => {
    const points = card.months.map((x) => {
      const f = figureOf(x.snapshot, m);
      return { month: x.month, share: f?.share ?? null, href: f ? cardHref(id, { month, drill: m, drillMonth: x.month.slice(0, 7) }) : null, figure: f, snapshot: x.snapshot };
    });
    const withData = points.filter((p) => p.share !== null);
    const latest = withData.at(-1);
    return { m, points, withData, latest, extra: await extraOf(m, last.snapshot, locale) };
  }));
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg border border-border bg-card p-4 shadow-sm">
        <div>
          <p className="text-sm text-muted-foreground">{card.supplier.venNo}</p>
          <p className="text-lg font-semibold" data-testid="card-supplier">{card.supplier.shortName}</p>
        </div>
        <div>
          <p className="text-sm text-muted-foreground">{monthText(last.month, locale)}</p>
          <p className="flex items-center gap-2 text-lg font-semibold" data-testid="card-score">
            {last.snapshot?.score ? `${t("card.score")} ${formatDecimal(last.snapshot.score, locale)}` : t("card.score")}
            <GradeBadge snapshot={last.snapshot} />
          </p>
        </div>
        <form method="get" action={`/purchase/scorecard/${id}`} className="flex items-end gap-2">
          <label className="grid gap-1 text-sm">
            <span className="text-muted-foreground">{t("card.month")}</span>
            <select name="month" defaultValue={shown} data-testid="card-month"
              className="h-[var(--control-h)] rounded-md border border-input bg-background px-2 text-[length:var(--control-text)]">
              {choices.map((m) => <option key={m} value={m}>{monthText(`${m}-01`, locale)}</option>)}
            </select>
          </label>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>{t("card.show")}</button>
        </form>
        <Link href={`/purchase/scorecard/${id}/review?quarter=${endedQuarterOf(last.month.slice(0, 7))}`} className={buttonVariants({ variant: "outline" })} data-testid="review-link">
          {t("card.review")}
        </Link>
      </div>
      {aside}
      {drill}
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        {measures.map(({ m, points, withData, latest, extra }) => {
          const name = t(`measures.${m}`);
          const current = points.at(-1)!;
          return (
            <section key={m} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm" aria-labelledby={`m-${m}`} data-testid={`measure-${m}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`m-${m}`} className="text-base font-semibold">{name}</h2>
                <p className="text-sm">
                  <span className="mr-2 text-lg font-semibold tabular-nums">{current.share === null ? t("noData") : percentText(current.share, locale)}</span>
                  {current.figure && current.href && <FigureLink href={current.href} label={countsLabel(current.figure)} />}
                </p>
              </div>
              {extra && (
                <p className="text-sm text-muted-foreground">
                  {m === "quality" ? <Link className="underline-offset-4 hover:underline" href={cardHref(id, { month, drill: "deductions", drillMonth: last.month.slice(0, 7) })}>{extra}</Link> : extra}
                </p>
              )}
              <p className="mt-1 text-sm text-muted-foreground"><span className="font-medium text-foreground">{t("card.definition")}: </span>{t(`definitions.${m}`)}</p>
              <TrendChart
                id={m}
                locale={locale}
                points={points}
                title={`${name}, ${monthText(first.month, locale)} – ${monthText(last.month, locale)}`}
                desc={t("card.chartDesc", { measure: name, from: monthText(first.month, locale), to: monthText(last.month, locale), count: withData.length, latest: latest ? `${monthText(latest.month, locale)} ${percentText(latest.share!, locale)}` : t("noData") })}
                caption={t("card.table", { measure: name })}
                headers={{ month: t("card.monthCol"), value: t("card.valueCol"), noData: t("noData") }}
              />
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-primary">{t("card.table", { measure: name })}</summary>
                <table className="mt-2 w-full text-left tabular-nums">
                  <thead><tr className="border-b border-border"><th scope="col" className="py-1">{t("card.monthCol")}</th><th scope="col" className="text-right">{t("card.valueCol")}</th><th scope="col" className="text-right">{t("card.linesCol")}</th></tr></thead>
                  <tbody>
                    {[...points].reverse().map((p) => (
                      <tr key={p.month} className="border-b border-border/50">
                        <th scope="row" className="py-1 font-normal">{monthText(p.month, locale)}</th>
                        <td className="text-right">{p.share === null ? <span className="text-muted-foreground">{t("noData")}</span> : percentText(p.share, locale)}</td>
                        <td className="text-right">{p.figure && p.href ? <FigureLink href={p.href} label={countsLabel(p.figure)} /> : ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>
          );
        })}
      </div>
    </div>
  );
}
