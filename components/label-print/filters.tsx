"use client";

import { useTranslations } from "next-intl";
import { labelPrintList as list, processingLabelKinds } from "@/lib/contracts/label/label-print";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter } from "@/components/common/filter-fields";
import { labelPrintTableState, type Filters } from "./state";

export function LabelPrintFilters({ state, onApply }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(labelPrintTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <EnumFilter label={t(list.caption("kind"))} name="kind" enumName="labelKind" values={processingLabelKinds} />
      <TextFilter label={t(list.caption("outNo"))} name="outNo" />
      <TextFilter label={t(list.caption("projectNo"))} name="projectNo" />
      <TextFilter label={t(list.caption("batchNo"))} name="batchNo" />
      <TextFilter label={t("label.serial")} name="serial" />
    </ListFilterBar>
  );
}
