"use client";

import { useTranslations } from "next-intl";
import { materialNoticeList as notices, materialRuleList as rules, type MaterialNoticeFilters as NoticeF, type MaterialRuleFilters as RuleF } from "@/lib/contracts/erp-purchase/material-rule";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "@/components/common/filter-fields";
import { materialNoticeTableState, materialRuleTableState } from "./state";

export function MaterialRuleFilters({ state, onApply, showSupplier }: ListFiltersProps<RuleF>) {
  const t = useTranslations();
  const filters = useFilterDraft(materialRuleTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <SupplierFilter show={showSupplier} label={t(rules.caption("venno"))} />
      <TextFilter label={t(rules.caption("responsible"))} name="responsible" />
      <YesNoFilter label={t(rules.caption("enabled"))} name="enabled" />
    </ListFilterBar>
  );
}

export function MaterialNoticeFilters({ state, onApply, showSupplier }: ListFiltersProps<NoticeF>) {
  const t = useTranslations();
  const filters = useFilterDraft(materialNoticeTableState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(notices.caption("noticeNo"))} name="noticeNo" />
      <SupplierFilter show={showSupplier} label={t(notices.caption("venno"))} />
      <EnumFilter label={t(notices.caption("status"))} name="status" enumName="materialNoticeStatus" values={notices.columns.status.values} />
      <PresetDateRange field="noticeDate" label={t(notices.caption("noticeDate"))} />
    </ListFilterBar>
  );
}
