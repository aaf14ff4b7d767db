"use client";

import { useTranslations } from "next-intl";
import { materialPrepList as list, type MaterialPrepFilters as F } from "@/lib/contracts/erp-purchase/material-prep";
import { ListFilterBar, SelectFilter, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange } from "@/components/common/filter-fields";
import { materialPrepTableState } from "./state";

export function MaterialPrepFilters({ state, onApply }: Omit<ListFiltersProps<F>, "showSupplier">) {
  const t = useTranslations();
  const filters = useFilterDraft(materialPrepTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("taskNo"))} name="taskNo" />
      <TextFilter label={t(list.caption("projectNo"))} name="projectNo" />
      <TextFilter label={t(list.caption("itemno"))} name="itemno" />
      <EnumFilter label={t(list.caption("status"))} name="status" enumName="materialPrepStatus" values={list.columns.status.values} />
      <SelectFilter label={t("materialPrep.columns.overdue")} name="overdue" className="w-36"
        options={[{ value: "true", label: t("materialPrep.columns.overdue") }]} />
      <PresetDateRange field="readyBy" label={t(list.caption("readyBy"))} />
    </ListFilterBar>
  );
}
