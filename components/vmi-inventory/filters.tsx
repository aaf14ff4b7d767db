"use client";

import { useTranslations } from "next-intl";
import { vmiInventoryList as list, vmiMovementList as moves, type VmiInventoryFilters, type VmiMovementFilters } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { vmiMaterialTableState, vmiMovementTableState } from "./state";

export function VmiMaterialFilters({ state, onApply, showSupplier }: ListFiltersProps<VmiInventoryFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(vmiMaterialTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("itemno"))} name="itemno" />
      <SupplierFilter show={showSupplier} label={t(list.caption("venno"))} />
      <EnumFilter label={t(list.caption("stockState"))} name="stockState" enumName="vmiStockState" values={list.columns.stockState.values} />
    </ListFilterBar>
  );
}

export function VmiMovementFilters({ state, onApply, showSupplier }: ListFiltersProps<VmiMovementFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(vmiMovementTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(moves.caption("itemno"))} name="itemno" />
      <SupplierFilter show={showSupplier} label={t(moves.caption("venno"))} />
      <TextFilter label={t(moves.caption("location"))} name="location" />
      <EnumFilter label={t(moves.caption("kind"))} name="kind" enumName="vmiMovementKind" values={moves.columns.kind.values} />
      <PresetDateRange field="moveDate" label={t(moves.caption("moveDate"))} />
    </ListFilterBar>
  );
}
