"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { ProcessingOrderFilters as ProcessingFilters } from "@/lib/contracts/erp-production/processing-order";

/** Outbound date (required), supplier number (internal users, required), order and project numbers, statuses. */
export function ProcessingFilterBar({ codec, view, state, onApply, showSupplier }: ListFiltersProps<ProcessingFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="outboundDate" label={`${t("processingOrder.filters.outboundDate")} *`} />
      <SupplierFilter show={showSupplier} label={`${t("processingOrder.filters.venno")} *`} />
      <TextFilter label={t("processingOrder.filters.outNo")} name="outNo" />
      <TextFilter label={t("processingOrder.filters.projectNo")} name="projectNo" />
      <EnumFilter label={t(columnCaption(view.namespace, "receiveStatus"))} name="receiveStatus" enumName="processingReceiveStatus"
        values={view.columns.receiveStatus?.values ?? []} />
      <EnumFilter label={t(columnCaption(view.namespace, "progress"))} name="progress" enumName="progressStatus" values={view.columns.progress?.values ?? []} />
    </ListFilterBar>
  );
}
