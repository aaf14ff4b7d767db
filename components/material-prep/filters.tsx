"use client";

import { useTranslations } from "next-intl";
import type { MaterialPrepFilters as F } from "@/lib/contracts/erp-purchase/material-prep";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, SelectFilter, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange } from "@/components/common/filter-fields";

export function MaterialPrepFilters({ codec, view, state, onApply }: Omit<ListFiltersProps<F>, "showSupplier"> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("taskNo")} name="taskNo" />
      <TextFilter label={caption("projectNo")} name="projectNo" />
      <TextFilter label={caption("itemno")} name="itemno" />
      <EnumFilter label={caption("status")} name="status" enumName="materialPrepStatus" values={view.columns.status?.values ?? []} />
      <SelectFilter label={t("materialPrep.columns.overdue")} name="overdue" className="w-36"
        options={[{ value: "true", label: t("materialPrep.columns.overdue") }]} />
      <PresetDateRange field="readyBy" label={caption("readyBy")} />
    </ListFilterBar>
  );
}
