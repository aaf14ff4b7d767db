"use client";

import { useTranslations } from "next-intl";
import { collectionStates, columnKey, downloadStatuses } from "@/lib/contracts/erp-purchase";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { collectionTableState, type CollectionFilters as Filters } from "./state";

export function CollectionFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(collectionTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(columnKey("collection", "collectionNo"))} name="collectionNo" />
      <TextFilter label={t(columnKey("collection", "pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(columnKey("collection", "venno"))} />
      <EnumFilter label={t(columnKey("collection", "state"))} name="state" enumName="collectionState" values={collectionStates} />
      <EnumFilter
        label={t("purchaseCollection.downloadStatus")}
        name="downloadStatus" enumName="downloadStatus"
        values={downloadStatuses.filter((s) => s !== "all")}
      />
      <PresetDateRange field="collDate" label={t(columnKey("collection", "collDate"))} />
    </ListFilterBar>
  );
}
