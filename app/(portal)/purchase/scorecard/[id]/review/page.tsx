import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { businessDate } from "@/lib/business-time";
import { scoreMonth, supplierScoreOps } from "@/lib/contracts/erp-purchase/supplier-score";
import { dashboardContext } from "@/lib/dashboard/context";
import { sessionCompanyName, sessionTimeZone } from "@/lib/portal/user";
import { callOpJson } from "@/lib/upstream/client";
import { routeId } from "@/components/common/route-id";
import { BackLink } from "@/components/common/back-link";
import { PrintPage } from "@/components/print/print-page";
import { DocumentTab } from "@/components/shell/document-tab";
import { PrintButton } from "@/components/supplier-score/print-button";
import { Review } from "@/components/supplier-score/review";
import { endedQuarterOf, monthChoices, quarterOf } from "@/components/supplier-score/links";

export async function generateMetadata() {
  const t = await getTranslations("supplierScore.review");
  return { title: t("title") };
}

/** The quarterly business review of one supplier, printed on A4 (a supplier prints its own only). */
export default async function ScoreReviewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [id, search, ctx, t, company, timeZone] = await Promise.all([
    routeId(params), searchParams, dashboardContext(), getTranslations("supplierScore"), sessionCompanyName(), sessionTimeZone(),
  ]);
  const today = businessDate(new Date(), timeZone);
  // Unless asked for another, the last quarter that has ended: a review of months still open or to come says nothing yet.
  const quarter = typeof search.quarter === "string" && scoreMonth.safeParse(search.quarter).success ? quarterOf(search.quarter) : endedQuarterOf(monthChoices(today, 2)[1]!);
  const lastMonth = `${quarter.slice(0, 5)}${String(Number(quarter.slice(5, 7)) + 2).padStart(2, "0")}`;
  const answer = await callOpJson(supplierScoreOps.card, { token: ctx.erpToken, locale: ctx.locale, params: { id }, query: { month: lastMonth } });
  if (answer.returnCode === 404) notFound();
  const card = answer.data;
  return (
    <PrintPage page="A4 portrait" label={t("review.title")} toolbar={
      <>
        <BackLink href={`/purchase/scorecard/${id}`} label={t("drill.back")} />
        <PrintButton label={t("review.print")} />
      </>
    }>
      {card && <DocumentTab title={`${t("review.title")} · ${card.supplier.shortName}`} />}
      {card ? (
        <Review card={card} quarter={quarter} company={company ?? ""} locale={ctx.locale} printedOn={businessDate(new Date(), timeZone)} />
      ) : (
        <p role="alert" className="p-4 text-sm text-destructive">{answer.message}</p>
      )}
    </PrintPage>
  );
}
