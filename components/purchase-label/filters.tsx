"use client";

import { useTranslations } from "next-intl";
import { purchaseLabelList as list } from "@/lib/contracts/label/purchase-label";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { purchaseLabelTableState, type LabelFilters as Filters } from "./state";

export function LabelFilters({ state, onApply }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(purchaseLabelTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("noticeNo"))} name="noticeNo" />
      <TextFilter label={t(list.caption("pono"))} name="pono" />
      <TextFilter label={t(list.caption("batchNo"))} name="batchNo" />
      <TextFilter label={t("label.serial")} name="serial" />
    </ListFilterBar>
  );
}
