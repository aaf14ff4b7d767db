"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { StatementFilters } from "@/lib/contracts/erp-purchase/reconciliation-statement";

export function StatementFilterBar({ codec, view, state, onApply, showSupplier }: ListFiltersProps<StatementFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("statementNo")} name="statementNo" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <EnumFilter label={caption("status")} name="status" enumName="statementStatus" values={view.columns.status?.values ?? []} />
      <EnumFilter label={caption("invoiceState")} name="invoiceState" enumName="invoiceState" values={view.columns.invoiceState?.values ?? []} />
      <PresetDateRange field="statementDate" label={caption("statementDate")} />
    </ListFilterBar>
  );
}
