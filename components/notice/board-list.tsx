"use client";

import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { noticeBoard, noticeRanges, type NoticeBoardRow } from "@/lib/contracts/base-data/notice";
import { noticeHref } from "@/lib/notice/href";
import { ListFilterBar, SelectFilter, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { noticeBoardState, type NoticeBoardFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

function BoardFilters({ state, onApply }: Omit<ListFiltersProps<NoticeBoardFilters>, "showSupplier">) {
  const t = useTranslations("notice");
  const filters = useFilterDraft(noticeBoardState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t("board.search")} name="q" className="w-56" />
      <SelectFilter label={t("fields.startsAt")} name="range" options={noticeRanges.map((r) => ({ value: r, label: t(`board.range.${r}`) }))} />
    </ListFilterBar>
  );
}

/** /manage/morenotice: every notice the user may read now (the service decides), searchable, by §9 date ranges. */
export function NoticeBoardList({ userNo, initial }: { userNo: string; initial?: InitialPage<NoticeBoardRow> | null }) {
  const t = useTranslations();
  const list = useListPage<NoticeBoardRow, NoticeBoardFilters>(noticeBoardState, noticeBoard.list.service, noticeBoard.list.path, { initial });
  const columns = declaredColumns<NoticeBoardRow>(noticeBoard, t, {
    cells: {
      title: (row) => (
        <Link href={noticeHref(row.id)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="notice-link">
          {row.title}
        </Link>
      ),
    },
  });
  return <ListView decl={noticeBoard} list={list} userNo={userNo} columns={columns} filters={(p) => <BoardFilters {...p} />} exportRight={null} />;
}
