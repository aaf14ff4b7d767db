"use client";

import { useTranslations } from "next-intl";
import { columnCaption, lineCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter } from "@/components/common/filter-fields";
import type { PurchaseReceiptFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-receipt";

export function ReceiptFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<Filters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("recno")} name="recno" />
      <TextFilter label={caption("noticeNo")} name="noticeNo" />
      <TextFilter label={t(lineCaption(view.namespace, "pono"))} name="pono" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <EnumFilter label={caption("status")} name="status" enumName="receiptStatus" values={view.columns.status?.values ?? []} />
      <PresetDateRange field="recdate" label={caption("recdate")} />
    </ListFilterBar>
  );
}
