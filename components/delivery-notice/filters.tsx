"use client";

import { useTranslations } from "next-intl";
import { deliveryNoticeList, noticeStatuses, type DeliveryNoticeFilters } from "@/lib/contracts/erp-purchase/delivery-notice";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import { noticeTableState } from "./state";

export function NoticeFilters({ state, onApply, showSupplier }: ListFiltersProps<DeliveryNoticeFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(noticeTableState, state, onApply);
  const label = (f: string) => t(deliveryNoticeList.caption(f));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={label("noticeNo")} name="noticeNo" />
      <TextFilter label={label("deliveryNo")} name="deliveryNo" />
      <TextFilter label={label("pono")} name="pono" />
      <SupplierFilter show={showSupplier} label={label("venno")} />
      <EnumFilter label={label("status")} name="status" enumName="noticeStatus" values={noticeStatuses} />
      <YesNoFilter label={label("urgent")} name="urgent" />
      <PresetDateRange field="requiredDate" label={label("requiredDate")} />
    </ListFilterBar>
  );
}
