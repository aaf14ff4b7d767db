"use client";

import { useTranslations } from "next-intl";
import { awaitingFilters, dueFilters } from "@/lib/contracts/erp-purchase/purchase-order-values";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import type { PurchaseOrderFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-order";

/** PO number, dates (with the docs/requirements.md §9 ranges), supplier (internal users), item, statuses, direct delivery. */
export function OrderFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<Filters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  const values = (field: string) => view.columns[field]?.values ?? [];
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("pono")} name="pono" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <TextFilter label={t("purchaseOrder.filters.item")} name="item" />
      <PresetDateRange field="podate" label={caption("podate")} />
      <PresetDateRange field="deldate" label={caption("deldate")} />
      <EnumFilter label={caption("receiveStatus")} name="receiveStatus" enumName="receiveStatus" values={values("receiveStatus")} />
      <EnumFilter label={caption("auditStatus")} name="auditStatus" enumName="auditStatus" values={values("auditStatus")} />
      <EnumFilter label={caption("priceReviewStatus")} name="priceReviewStatus" enumName="priceReviewStatus" values={values("priceReviewStatus")} />
      <YesNoFilter label={caption("isSend")} name="isSend" />
      <EnumFilter label={t("purchaseOrder.filters.due")} name="due" enumName="due" values={dueFilters} />
      {showSupplier && <EnumFilter label={t("purchaseOrder.filters.awaiting")} name="awaiting" enumName="awaiting" values={awaitingFilters} />}
    </ListFilterBar>
  );
}
