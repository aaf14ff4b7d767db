"use client";

import { useTranslations } from "next-intl";
import { columnKey, noticeStatuses } from "@/lib/contracts/erp-purchase";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import { noticeTableState, type NoticeFilters as Filters } from "./state";

export function NoticeFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(noticeTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(columnKey("notice", "noticeNo"))} name="noticeNo" />
      <TextFilter label={t(columnKey("notice", "deliveryNo"))} name="deliveryNo" />
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(columnKey("notice", "venno"))} />
      <EnumFilter label={t(columnKey("notice", "status"))} name="status" enumName="noticeStatus" values={noticeStatuses} />
      <YesNoFilter label={t(columnKey("notice", "urgent"))} name="urgent" />
      <PresetDateRange field="requiredDate" label={t(columnKey("notice", "requiredDate"))} />
    </ListFilterBar>
  );
}
