"use client";

import { useTranslations } from "next-intl";
import type { DeliveryNoticeFilters } from "@/lib/contracts/erp-purchase/delivery-notice";
import { deliveryNoticeNamespace, noticeStatuses } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import { columnCaption } from "@/lib/contracts/kit/captions";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";

export function NoticeFilters({ codec, state, onApply, showSupplier }: ListFiltersProps<DeliveryNoticeFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const label = (f: string) => t(columnCaption(deliveryNoticeNamespace, f));
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
