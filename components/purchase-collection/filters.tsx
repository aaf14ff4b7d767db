"use client";

import { useTranslations } from "next-intl";
import { downloadStatuses, purchaseCollectionList as list } from "@/lib/contracts/erp-purchase/purchase-collection";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import { collectionTableState, type CollectionFilters as Filters } from "./state";

export function CollectionFilters({ state, onApply, showSupplier }: ListFiltersProps<Filters>) {
  const t = useTranslations();
  const filters = useFilterDraft(collectionTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(list.caption("collectionNo"))} name="collectionNo" />
      <TextFilter label={t(list.caption("pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={t(list.caption("venno"))} />
      <EnumFilter label={t(list.caption("state"))} name="state" enumName="collectionState" values={list.columns.state.values} />
      <EnumFilter
        label={t("purchaseCollection.downloadStatus")}
        name="downloadStatus" enumName="downloadStatus"
        values={downloadStatuses.filter((s) => s !== "all")}
      />
      <PresetDateRange field="collDate" label={t(list.caption("collDate"))} />
    </ListFilterBar>
  );
}
