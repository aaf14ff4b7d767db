"use client";

import { useTranslations } from "next-intl";
import { deductionBillList, deductionReasons, deductionStatuses } from "@/lib/contracts/erp-production/deduction-bill";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { deductionTableState, type DeductionFilters } from "./state";

export function DeductionFilterBar({ state, onApply, showSupplier }: ListFiltersProps<DeductionFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(deductionTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="billDate" label={t("deductionBill.filters.billDate")} />
      <SupplierFilter show={showSupplier} label={t("deductionBill.filters.venno")} />
      <TextFilter label={t("deductionBill.filters.billNo")} name="billNo" />
      <TextFilter label={t("deductionBill.filters.outNo")} name="outNo" />
      <EnumFilter label={t(deductionBillList.caption("status"))} name="status" enumName="deductionStatus" values={deductionStatuses} />
      <EnumFilter label={t(deductionBillList.caption("reasonCategory"))} name="reasonCategory" enumName="deductionReason" values={deductionReasons} />
    </ListFilterBar>
  );
}
