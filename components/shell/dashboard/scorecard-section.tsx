import { getTranslations } from "next-intl/server";
import { Award } from "lucide-react";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getScorecardNotice } from "@/lib/dashboard/scorecard";
import { Link } from "@/components/common/link";
import { formatDecimal } from "@/components/common/format";
import { monthText, ofCounts, percentText } from "@/components/supplier-score/figures";
import { cardHref } from "@/components/supplier-score/links";
import { TrendChart } from "@/components/supplier-score/trend-chart";
import { EmptyState } from "../empty-state";
import { Section } from "./section";

const scorecard = "/purchase/scorecard";
/** The falls a card lists; the rest are counted (the ranking shows every grade). */
const shownFalls = 8;

/** Staff: the suppliers whose grade fell this month; a supplier: its own on-time delivery over 12 months. Nothing without the scorecard right. */
export async function ScorecardSection({ ctx }: { ctx: DashboardContext }) {
  const [notice, t] = await Promise.all([getScorecardNotice(ctx), getTranslations()]);
  if (notice.kind === "hidden") return null;
  const d = (k: string, v?: Record<string, string | number>) => t(`dashboard.scorecard.${k}`, v);
  const locale = ctx.locale;
  if (notice.kind === "falls") {
    const falls = notice.data;
    return (
      <Section id="scorecard" title={d("fallsTitle")} icon={Award} more={{ href: scorecard, label: t("dashboard.more") }}>
        {falls === null ? (
          <EmptyState compact icon={Award} title={d("unavailable")} />
        ) : falls.suppliers.length === 0 ? (
          <EmptyState compact icon={Award} title={d("noFalls", { month: monthText(falls.month, locale) })} body={d("noFallsBody", { previous: monthText(falls.previous, locale) })} />
        ) : (
          <>
            <p className="mb-2 text-xs text-muted-foreground">{d("fallsIntro", { month: monthText(falls.month, locale), previous: monthText(falls.previous, locale) })}</p>
            <ul className="divide-y divide-border" data-testid="grade-falls">
              {falls.suppliers.slice(0, shownFalls).map((s) => (
                <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5 text-sm" data-testid="grade-fall">
                  <Link href={cardHref(s.id, { month: falls.month.slice(0, 7) })} className="min-w-0 font-medium text-primary underline-offset-4 hover:underline">
                    {s.venNo} {s.shortName}
                  </Link>
                  <span className="tabular-nums text-muted-foreground">
                    {d("fell", {
                      from: t(enumCaption("scoreGrade", s.previousGrade)), to: t(enumCaption("scoreGrade", s.grade)),
                      score: s.score === null ? t("supplierScore.noData") : formatDecimal(s.score, locale),
                    })}
                  </span>
                </li>
              ))}
            </ul>
            {falls.suppliers.length > shownFalls && (
              <p className="mt-2 text-xs text-muted-foreground" data-testid="grade-falls-more">{d("moreFalls", { count: falls.suppliers.length - shownFalls })}</p>
            )}
          </>
        )}
      </Section>
    );
  }
  const trend = notice.data;
  const points = (trend?.months ?? []).map((m) => {
    return { month: m.month, share: ofCounts(m.onTimeNum, m.onTimeDen)?.share ?? null, href: null };
  });
  const withData = points.filter((p) => p.share !== null);
  const first = points[0];
  const last = points.at(-1);
  const name = t("supplierScore.measures.onTime");
  return (
    <Section id="scorecard" title={d("trendTitle")} icon={Award} more={{ href: scorecard, label: t("dashboard.more") }}>
      {trend === null ? (
        <EmptyState compact icon={Award} title={d("unavailable")} />
      ) : !first || !last || withData.length === 0 ? (
        <EmptyState compact icon={Award} title={d("noTrend")} body={d("noTrendBody")} />
      ) : (
        <TrendChart
          id="dashboard-on-time"
          width={420}
          height={180}
          locale={locale}
          points={points}
          title={`${name}, ${monthText(first.month, locale)} – ${monthText(last.month, locale)}`}
          desc={d("trendDesc", {
            from: monthText(first.month, locale), to: monthText(last.month, locale), count: withData.length,
            latest: `${monthText(withData.at(-1)!.month, locale)} ${percentText(withData.at(-1)!.share!, locale)}`,
          })}
          caption={t("supplierScore.card.table", { measure: name })}
          headers={{ month: t("supplierScore.card.monthCol"), value: t("supplierScore.card.valueCol"), noData: t("supplierScore.noData") }}
        />
      )}
    </Section>
  );
}
