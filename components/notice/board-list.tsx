"use client";

import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import type { NoticeBoardRow } from "@/lib/contracts/base-data/notice";
import { noticeRanges } from "@/lib/contracts/base-data/notice-values";
import { noticeHref } from "@/lib/notice/href";
import { ListFilterBar, SelectFilter, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import type { noticeBoard } from "@/lib/contracts/base-data/notice";

type NoticeBoardFilters = FiltersOf<typeof noticeBoard>;
import type { ParsedList } from "@/lib/table-state/initial-page";

function BoardFilters({ codec, state, onApply }: ListFiltersProps<NoticeBoardFilters>) {
  const t = useTranslations("notice");
  const filters = useFilterDraft(codec, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t("board.search")} name="q" className="w-56" />
      <SelectFilter label={t("fields.startsAt")} name="range" options={noticeRanges.map((r) => ({ value: r, label: t(`board.range.${r}`) }))} />
    </ListFilterBar>
  );
}

/**
 * /manage/morenotice: every notice the user may read now (the service decides), searchable, by §9 date ranges.
 * Its page parses the URL and hands over the state, the codec's shape and the list's view, so no schema loads here.
 */
export function NoticeBoardList({ userNo, initial, state, codec, view }: {
  userNo: string;
} & ParsedList<NoticeBoardRow, NoticeBoardFilters>) {
  const t = useTranslations();
  const list = useListPage<NoticeBoardRow, NoticeBoardFilters>({ initial, state, codec, view });
  const columns = declaredColumns<NoticeBoardRow>(declaredOf(view), t, {
    cells: {
      title: (row) => (
        <Link href={noticeHref(row.id)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="notice-link">
          {row.title}
        </Link>
      ),
    },
  });
  return <ListView decl={view} list={list} userNo={userNo} columns={columns} filters={(p) => <BoardFilters {...p} />} exportRight={null} />;
}
