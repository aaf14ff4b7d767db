"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { OwedQuantityFilters as OwedFilters } from "@/lib/contracts/erp-production/owed-quantity";

export function OwedFilterBar({ codec, view, state, onApply, showSupplier }: ListFiltersProps<OwedFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="billDate" label={t("owedQuantity.filters.billDate")} />
      <SupplierFilter show={showSupplier} label={t("owedQuantity.filters.venno")} />
      <TextFilter label={t("owedQuantity.filters.owedNo")} name="owedNo" />
      <TextFilter label={t("owedQuantity.filters.projectNo")} name="projectNo" />
      <TextFilter label={t("owedQuantity.filters.workNo")} name="workNo" />
      <EnumFilter label={t(columnCaption(view.namespace, "status"))} name="status" enumName="owedStatus" values={view.columns.status?.values ?? []} />
    </ListFilterBar>
  );
}
