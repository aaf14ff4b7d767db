import { getFormatter, getTranslations } from "next-intl/server";
import { scoreMeasures, type ScoreCard } from "@/lib/contracts/erp-purchase/supplier-score";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { formatDecimal } from "@/components/common/format";
import { monthText, percentText, periodFigure, figureOf } from "./figures";
import { TrendChart } from "./trend-chart";

/**
 * The quarterly business review of one supplier on A4: each measure's three months, the quarter against the one
 * before and the change, the monthly scores and grades, then the 24-month trends and how each measure is made.
 * `card` ends with the quarter's last month.
 */
export async function Review({ card, quarter, company, locale, printedOn }: { card: ScoreCard; quarter: string; company: string; locale: string; printedOn: string }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()]);
  const printed = format.dateTime(new Date(`${printedOn}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const r = (k: string, v?: Record<string, string | number>) => t(`supplierScore.review.${k}`, v);
  const months = card.months.slice(-3);
  const previous = card.months.slice(-6, -3);
  const label = `${quarter.slice(0, 4)} Q${Math.floor((Number(quarter.slice(5, 7)) - 1) / 3) + 1}`;
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? t("supplierScore.noData") : percentText(v, locale));
  return (
    <article className="mx-auto w-[186mm] bg-white p-6 text-[12px] text-black print:w-auto print:p-0" data-testid="review-sheet">
      <header className="border-b-2 border-black pb-2">
        <p className="text-center text-base font-bold tracking-wider">{company}</p>
        <h1 className="text-center text-lg font-bold" data-testid="review-title">{r("heading", { quarter: label })}</h1>
        <div className="mt-1 flex flex-wrap justify-between gap-2">
          <p>{r("supplier")}: <span className="font-semibold" data-testid="review-supplier">{card.supplier.venNo} {card.supplier.shortName}</span></p>
          <p>{r("printed", { date: printed })}</p>
        </div>
      </header>
      <table className="mt-3 w-full border-collapse text-left tabular-nums [&_td]:border [&_td]:border-neutral-400 [&_td]:px-1.5 [&_td]:py-1 [&_th]:border [&_th]:border-neutral-400 [&_th]:px-1.5 [&_th]:py-1">
        <thead className="bg-neutral-100">
          <tr>
            <th scope="col">{r("measure")}</th>
            {months.map((m) => <th key={m.month} scope="col" className="text-right">{monthText(m.month, locale)}</th>)}
            <th scope="col" className="text-right">{r("quarterValue")}</th>
            <th scope="col" className="text-right">{r("previous")}</th>
            <th scope="col" className="text-right">{r("change")}</th>
          </tr>
        </thead>
        <tbody>
          {scoreMeasures.map((m) => {
            const now = periodFigure(months.map((x) => x.snapshot), m);
            const before = periodFigure(previous.map((x) => x.snapshot), m);
            const change = now?.share != null && before?.share != null ? now.share - before.share : null;
            return (
              <tr key={m} data-testid={`review-${m}`}>
                <th scope="row" className="font-medium">{t(`supplierScore.measures.${m}`)}</th>
                {months.map((x) => <td key={x.month} className="text-right">{pct(figureOf(x.snapshot, m)?.share)}</td>)}
                <td className="text-right font-semibold">{pct(now?.share)}</td>
                <td className="text-right">{pct(before?.share)}</td>
                <td className="text-right">{change === null ? "" : `${change >= 0 ? "+" : "−"}${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(change))}`}</td>
              </tr>
            );
          })}
          <tr>
            <th scope="row" className="font-medium">{t("supplierScore.columns.score")} / {t("supplierScore.columns.grade")}</th>
            {months.map((x) => (
              <td key={x.month} className="text-right">
                {x.snapshot?.score ? `${formatDecimal(x.snapshot.score, locale)} ${x.snapshot.grade ? t(enumCaption("scoreGrade", x.snapshot.grade)) : ""}` : t("supplierScore.noData")}
              </td>
            ))}
            <td colSpan={3} />
          </tr>
        </tbody>
      </table>
      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
        {scoreMeasures.map((m) => {
          const name = t(`supplierScore.measures.${m}`);
          const points = card.months.map((x) => ({ month: x.month, share: figureOf(x.snapshot, m)?.share ?? null, href: null }));
          const count = points.filter((p) => p.share !== null).length;
          const latest = points.filter((p) => p.share !== null).at(-1);
          return (
            <section key={m} className="break-inside-avoid">
              <h2 className="text-[12px] font-semibold">{name}</h2>
              <TrendChart id={`review-${m}`} locale={locale} points={points}
                title={`${name}, ${monthText(card.months[0]!.month, locale)} – ${monthText(card.months.at(-1)!.month, locale)}`}
                desc={t("supplierScore.card.chartDesc", { measure: name, from: monthText(card.months[0]!.month, locale), to: monthText(card.months.at(-1)!.month, locale), count, latest: latest ? pct(latest.share) : t("supplierScore.noData") })}
                caption={t("supplierScore.card.table", { measure: name })}
                headers={{ month: t("supplierScore.card.monthCol"), value: t("supplierScore.card.valueCol"), noData: t("supplierScore.noData") }} />
              <p className="text-[10px] leading-snug text-neutral-700">{t(`supplierScore.definitions.${m}`)}</p>
            </section>
          );
        })}
      </div>
    </article>
  );
}
