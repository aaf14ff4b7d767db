"use client";

import { useTranslations } from "next-intl";
import { processingOrderList, progressStatuses, receiveStatuses } from "@/lib/contracts/erp-production/processing-order";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { processingTableState, type ProcessingFilters } from "./state";

/** Outbound date (required), supplier number (internal users, required), order and project numbers, statuses. */
export function ProcessingFilterBar({ state, onApply, showSupplier }: ListFiltersProps<ProcessingFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(processingTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="outboundDate" label={`${t("processingOrder.filters.outboundDate")} *`} />
      <SupplierFilter show={showSupplier} label={`${t("processingOrder.filters.venno")} *`} />
      <TextFilter label={t("processingOrder.filters.outNo")} name="outNo" />
      <TextFilter label={t("processingOrder.filters.projectNo")} name="projectNo" />
      <EnumFilter label={t(processingOrderList.caption("receiveStatus"))} name="receiveStatus" enumName="receiveStatus" values={receiveStatuses} />
      <EnumFilter label={t(processingOrderList.caption("progress"))} name="progress" enumName="progressStatus" values={progressStatuses} />
    </ListFilterBar>
  );
}
