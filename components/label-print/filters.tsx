"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter } from "@/components/common/filter-fields";
import type { LabelPrintFilters as Filters } from "@/lib/contracts/label/label-print";

export function LabelPrintFilters({ codec, view, state, onApply }: ListFiltersProps<Filters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <EnumFilter label={caption("kind")} name="kind" enumName="labelKind" values={view.columns.kind?.values ?? []} />
      <TextFilter label={caption("outNo")} name="outNo" />
      <TextFilter label={caption("projectNo")} name="projectNo" />
      <TextFilter label={caption("batchNo")} name="batchNo" />
      <TextFilter label={t("label.serial")} name="serial" />
    </ListFilterBar>
  );
}
