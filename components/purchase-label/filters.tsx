"use client";

import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import type { PurchaseLabelFilters as Filters } from "@/lib/contracts/label/purchase-label";

export function LabelFilters({ codec, view, state, onApply }: ListFiltersProps<Filters> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("noticeNo")} name="noticeNo" />
      <TextFilter label={caption("pono")} name="pono" />
      <TextFilter label={caption("batchNo")} name="batchNo" />
      <TextFilter label={t("label.serial")} name="serial" />
    </ListFilterBar>
  );
}
