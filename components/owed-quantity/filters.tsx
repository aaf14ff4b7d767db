"use client";

import { useTranslations } from "next-intl";
import { owedQuantityList, owedStatuses } from "@/lib/contracts/erp-production/owed-quantity";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { owedTableState, type OwedFilters } from "./state";

export function OwedFilterBar({ state, onApply, showSupplier }: ListFiltersProps<OwedFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(owedTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="billDate" label={t("owedQuantity.filters.billDate")} />
      <SupplierFilter show={showSupplier} label={t("owedQuantity.filters.venno")} />
      <TextFilter label={t("owedQuantity.filters.owedNo")} name="owedNo" />
      <TextFilter label={t("owedQuantity.filters.projectNo")} name="projectNo" />
      <TextFilter label={t("owedQuantity.filters.workNo")} name="workNo" />
      <EnumFilter label={t(owedQuantityList.caption("status"))} name="status" enumName="owedStatus" values={owedStatuses} />
    </ListFilterBar>
  );
}
