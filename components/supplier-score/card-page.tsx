import "server-only";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { drillMeasures, scoreMonth, supplierScoreOps, type DrillMeasure } from "@/lib/contracts/erp-purchase/supplier-score";
import { dashboardContext } from "@/lib/dashboard/context";
import { businessDate } from "@/lib/business-time";
import { callOpJson } from "@/lib/upstream/client";
import { PageFrame } from "@/components/common/page-frame";
import { DrillTable } from "./drill-table";
import { cardHref } from "./links";
import { Scorecard } from "./scorecard";
import { monthText } from "./figures";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const monthParam = (v: string | string[] | undefined) => { const m = one(v); return m && scoreMonth.safeParse(m).success ? m : undefined; };

/**
 * A scorecard page: a buyer's view of any supplier of the company (`id`), or a supplier's own card with its
 * percentile (a supplier asking for another id finds nothing). `drill` and `dm` open the lines behind one figure.
 */
/** `tab` names the page's own tab once the supplier is known (a scorecard opened below the ranking). */
export async function CardPage({ id, search, tab }: { id?: number; search: Search; tab?: (title: string) => ReactNode }) {
  const ctx = await dashboardContext();
  const t = await getTranslations("supplierScore");
  const month = monthParam(search.month);
  const call = { token: ctx.erpToken, locale: ctx.locale };
  const supplier = ctx.user.userType === "supplier";
  const answer = supplier
    ? await callOpJson(supplierScoreOps.own, { ...call, query: { month } })
    : await callOpJson(supplierScoreOps.card, { ...call, params: { id: id! }, query: { month } });
  if (answer.returnCode === 404) notFound();
  const data = answer.data;
  if (answer.returnCode !== 200 || !data) {
    return <PageFrame title={t("title")}><p role="alert" className="text-sm text-destructive">{answer.message}</p></PageFrame>;
  }
  const card = "card" in data ? data.card : data;
  if (id !== undefined && id !== card.supplier.id) notFound();
  const percentile = "percentile" in data ? data.percentile : undefined;
  const last = card.months.at(-1)!.month;

  const drillParam = one(search.drill);
  const drill = drillMeasures.includes(drillParam as DrillMeasure) ? (drillParam as DrillMeasure) : undefined;
  const drillMonth = monthParam(search.dm);
  let drillView: React.ReactNode = null;
  if (drill && drillMonth) {
    const lines = await callOpJson(supplierScoreOps.lines, { ...call, params: { id: card.supplier.id }, query: { measure: drill, month: drillMonth } });
    drillView = (
      <DrillTable measure={drill} month={drillMonth} locale={ctx.locale} back={cardHref(card.supplier.id, { month })}
        lines={lines.data?.lines ?? []} error={lines.returnCode === 200 ? undefined : lines.message} />
    );
  }
  const aside = percentile === undefined ? null : (
    <section aria-labelledby="percentile" className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="percentile">
      <h2 id="percentile" className="text-base font-semibold">{t("card.percentile")}</h2>
      <p className="mt-1 text-sm">
        {percentile === null
          ? t("card.noPercentile", { month: monthText(last, ctx.locale) })
          : t("card.percentileText", { month: monthText(last, ctx.locale), value: new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 2 }).format(percentile) })}
      </p>
    </section>
  );
  const title = supplier ? t("card.own") : t("card.title", { name: card.supplier.shortName });
  return (
    <PageFrame title={title}>
      {tab?.(title)}
      <Scorecard card={card} locale={ctx.locale} today={businessDate(new Date(), ctx.user.timeZone)} month={month} aside={aside} drill={drillView} />
    </PageFrame>
  );
}
