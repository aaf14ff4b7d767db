"use client";

import { useTranslations } from "next-intl";
import type { VmiInventoryFilters, VmiMovementFilters } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";

export function VmiMaterialFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<VmiInventoryFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("itemno")} name="itemno" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <EnumFilter label={caption("stockState")} name="stockState" enumName="vmiStockState" values={view.columns.stockState?.values ?? []} />
    </ListFilterBar>
  );
}

export function VmiMovementFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<VmiMovementFilters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("itemno")} name="itemno" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <TextFilter label={caption("location")} name="location" />
      <EnumFilter label={caption("kind")} name="kind" enumName="vmiMovementKind" values={view.columns.kind?.values ?? []} />
      <PresetDateRange field="moveDate" label={caption("moveDate")} />
    </ListFilterBar>
  );
}
