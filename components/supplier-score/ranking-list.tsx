"use client";

import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { ScoreRankingFilters, ScoreRankingRow } from "@/lib/contracts/erp-purchase/supplier-score";
import { scoreGrades, scorePeriods } from "@/lib/contracts/erp-purchase/supplier-score-values";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import { rights } from "@/lib/rights/codes";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { useListPage } from "@/components/data-table/use-list-page";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { EnumFilter } from "@/components/common/filter-fields";
import { formatDecimal } from "@/components/common/format";
import { Link } from "@/components/common/link";
import { MonthFilter } from "./month-filter";

function RankingFilters({ codec, view, state, onApply }: ListFiltersProps<ScoreRankingFilters> & { view: ListViewDecl }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const c = (f: string) => t(columnCaption(view.namespace, f));
  return (
    <ListFilterBar filters={filters}>
      <EnumFilter label={t("supplierScore.filters.period")} name="period" values={scorePeriods} enumName="scorePeriod" />
      <MonthFilter label={t("supplierScore.filters.month")} name="month" />
      <TextFilter label={t("supplierScore.filters.supplier")} name="supplier" />
      <EnumFilter label={c("grade")} name="grade" values={scoreGrades} enumName="scoreGrade" className="w-28" />
    </ListFilterBar>
  );
}

const shares = ["score", "onTime", "inFull", "quality", "asn", "responsiveness", "price", "invoice"] as const;

/**
 * The buyers' ranking of the company's suppliers over a month, a quarter or 12 months: the grade and each
 * measure's share of good outcomes, worst first by default; a row opens the supplier's scorecard.
 */
export function RankingList({ userNo, initial, state, codec, view }: { userNo: string } & ParsedList<ScoreRankingRow, ScoreRankingFilters>) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const list = useListPage<ScoreRankingRow, ScoreRankingFilters>({ initial, state, codec, view });
  const month = list.state.filters.month;
  const columns = useMemo(() => {
    const percent = (v: string | null) => (v === null ? <span className="text-muted-foreground">{t("supplierScore.noData")}</span> : `${formatDecimal(v, locale)} %`);
    const cells: Record<string, (r: ScoreRankingRow) => React.ReactNode> = Object.fromEntries(shares.map((f) => [f, (r: ScoreRankingRow) => percent(r[f])]));
    cells.shortName = (r) => (
      <Link href={`/purchase/scorecard/${r.id}${month ? `?month=${month}` : ""}`} className="text-primary underline-offset-4 hover:underline" data-testid="ranking-supplier">
        {r.shortName}
      </Link>
    );
    return declaredColumns<ScoreRankingRow>(declaredOf(view), t, { cells, title: ["venNo", "shortName"] });
  }, [t, locale, view, month]);
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <RankingFilters {...p} view={view} />}
      exportRight={rights.supplierScore.export}
      onRowOpen={(r) => router.push(`/purchase/scorecard/${r.id}${month ? `?month=${month}` : ""}`)}
      emptyText={t("supplierScore.empty")}
    />
  );
}
