"use client";

import { useTranslations } from "next-intl";
import { downloadStatuses } from "@/lib/contracts/erp-purchase/purchase-collection-values";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { PurchaseCollectionFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-collection";

export function CollectionFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<Filters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("collectionNo")} name="collectionNo" />
      <TextFilter label={caption("pono")} name="pono" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <EnumFilter label={caption("state")} name="state" enumName="collectionState" values={view.columns.state?.values ?? []} />
      <EnumFilter
        label={t("purchaseCollection.downloadStatus")}
        name="downloadStatus" enumName="downloadStatus"
        values={downloadStatuses.filter((s) => s !== "all")}
      />
      <PresetDateRange field="collDate" label={caption("collDate")} />
    </ListFilterBar>
  );
}
