"use client";

import { useTranslations } from "next-intl";
import { reconciliationStatementList as list } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { statementTableState, type StatementFilters } from "./state";

export function StatementFilterBar({ state, onApply, showSupplier }: ListFiltersProps<StatementFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(statementTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("statementNo"))} name="statementNo" />
      <SupplierFilter show={showSupplier} label={t(list.caption("venno"))} />
      <EnumFilter label={t(list.caption("status"))} name="status" enumName="statementStatus" values={list.columns.status.values} />
      <EnumFilter label={t(list.caption("invoiceState"))} name="invoiceState" enumName="invoiceState" values={list.columns.invoiceState.values} />
      <PresetDateRange field="statementDate" label={t(list.caption("statementDate"))} />
    </ListFilterBar>
  );
}
