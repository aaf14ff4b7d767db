"use client";

import { useTranslations } from "next-intl";
import { purchaseReceiptList as list, receiptLineTable } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { receiptTableState, type ReceiptFilters as Filters } from "./state";

export function ReceiptFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(receiptTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("recno"))} name="recno" />
      <TextFilter label={t(list.caption("noticeNo"))} name="noticeNo" />
      <TextFilter label={t(receiptLineTable.caption("pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(list.caption("venno"))} />
      <EnumFilter label={t(list.caption("status"))} name="status" enumName="receiptStatus" values={list.columns.status.values} />
      <PresetDateRange field="recdate" label={t(list.caption("recdate"))} />
    </ListFilterBar>
  );
}
