"use client";

import { useTranslations } from "next-intl";
import type { MaterialNoticeFilters as NoticeF, MaterialRuleFilters as RuleF } from "@/lib/contracts/erp-purchase/material-rule";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";

export function MaterialRuleFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<RuleF> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <TextFilter label={caption("responsible")} name="responsible" />
      <YesNoFilter label={caption("enabled")} name="enabled" />
    </ListFilterBar>
  );
}

export function MaterialNoticeFilters({ codec, view, state, onApply, showSupplier }: ListFiltersProps<NoticeF> & { view: ListView }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={caption("noticeNo")} name="noticeNo" />
      <SupplierFilter show={showSupplier} label={caption("venno")} />
      <EnumFilter label={caption("status")} name="status" enumName="materialNoticeStatus" values={view.columns.status?.values ?? []} />
      <PresetDateRange field="noticeDate" label={caption("noticeDate")} />
    </ListFilterBar>
  );
}
