"use client";

import { useTranslations } from "next-intl";
import { auditStatuses, awaitingFilters, dueFilters, priceReviewStatuses, purchaseOrderList, receiveStatuses } from "@/lib/contracts/erp-purchase/purchase-order";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import { orderTableState, type OrderFilters as Filters } from "./state";

/** PO number, dates (with the docs/requirements.md §9 ranges), supplier (internal users), item, statuses, direct delivery. */
export function OrderFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(orderTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(purchaseOrderList.caption("pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(purchaseOrderList.caption("venno"))} />
      <TextFilter label={t("purchaseOrder.filters.item")} name="item" />
      <PresetDateRange field="podate" label={t(purchaseOrderList.caption("podate"))} />
      <PresetDateRange field="deldate" label={t(purchaseOrderList.caption("deldate"))} />
      <EnumFilter label={t(purchaseOrderList.caption("receiveStatus"))} name="receiveStatus" enumName="receiveStatus" values={receiveStatuses} />
      <EnumFilter label={t(purchaseOrderList.caption("auditStatus"))} name="auditStatus" enumName="auditStatus" values={auditStatuses} />
      <EnumFilter label={t(purchaseOrderList.caption("priceReviewStatus"))} name="priceReviewStatus" enumName="priceReviewStatus" values={priceReviewStatuses} />
      <YesNoFilter label={t(purchaseOrderList.caption("isSend"))} name="isSend" />
      <EnumFilter label={t("purchaseOrder.filters.due")} name="due" enumName="due" values={dueFilters} />
      {showSupplier && <EnumFilter label={t("purchaseOrder.filters.awaiting")} name="awaiting" enumName="awaiting" values={awaitingFilters} />}
    </ListFilterBar>
  );
}
