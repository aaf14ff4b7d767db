"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { DeductionBillFilters as DeductionFilters } from "@/lib/contracts/erp-production/deduction-bill";

export function DeductionFilterBar({ codec, view, state, onApply, showSupplier }: ListFiltersProps<DeductionFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="billDate" label={t("deductionBill.filters.billDate")} />
      <SupplierFilter show={showSupplier} label={t("deductionBill.filters.venno")} />
      <TextFilter label={t("deductionBill.filters.billNo")} name="billNo" />
      <TextFilter label={t("deductionBill.filters.outNo")} name="outNo" />
      <EnumFilter label={t(columnCaption(view.namespace, "status"))} name="status" enumName="deductionStatus" values={view.columns.status?.values ?? []} />
      <EnumFilter label={t(columnCaption(view.namespace, "reasonCategory"))} name="reasonCategory" enumName="deductionReason" values={view.columns.reasonCategory?.values ?? []} />
    </ListFilterBar>
  );
}
