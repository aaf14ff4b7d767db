"use client";

import { useTranslations } from "next-intl";
import { columnKey, receiptStatuses } from "@/lib/contracts/erp-purchase";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { receiptTableState, type ReceiptFilters as Filters } from "./state";

export function ReceiptFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(receiptTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(columnKey("receipt", "recno"))} name="recno" />
      <TextFilter label={t(columnKey("receipt", "noticeNo"))} name="noticeNo" />
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(columnKey("receipt", "venno"))} />
      <EnumFilter label={t(columnKey("receipt", "status"))} name="status" enumName="receiptStatus" values={receiptStatuses} />
      <PresetDateRange field="recdate" label={t(columnKey("receipt", "recdate"))} />
    </ListFilterBar>
  );
}
