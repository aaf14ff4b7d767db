"use client";

import { useTranslations } from "next-intl";
import { auditStatuses, columnKey, dueFilters, priceReviewStatuses, receiveStatuses } from "@/lib/contracts/erp-purchase";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import { orderTableState, type OrderFilters as Filters } from "./state";

/** PO number, dates (with the SPEC §9 ranges), supplier (internal users), item, statuses, direct delivery. */
export function OrderFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(orderTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(columnKey("order", "venno"))} />
      <TextFilter label={t("purchaseOrder.filters.item")} name="item" />
      <PresetDateRange field="podate" label={t(columnKey("order", "podate"))} />
      <PresetDateRange field="deldate" label={t(columnKey("order", "deldate"))} />
      <EnumFilter label={t(columnKey("order", "receiveStatus"))} name="receiveStatus" enumName="receiveStatus" values={receiveStatuses} />
      <EnumFilter label={t(columnKey("order", "auditStatus"))} name="auditStatus" enumName="auditStatus" values={auditStatuses} />
      <EnumFilter label={t(columnKey("order", "priceReviewStatus"))} name="priceReviewStatus" enumName="priceReviewStatus" values={priceReviewStatuses} />
      <YesNoFilter label={t(columnKey("order", "isSend"))} name="isSend" />
      <EnumFilter label={t("purchaseOrder.filters.due")} name="due" enumName="due" values={dueFilters} />
    </ListFilterBar>
  );
}
