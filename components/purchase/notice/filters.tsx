"use client";

import { useTranslations } from "next-intl";
import { columnKey, datePresets, enumKey, noticeStatuses, presetRange, type DatePreset } from "@/lib/contracts/erp-purchase";
import type { TableState } from "@/lib/table-state";
import { DraftDateRange, FilterBar, SelectFilter, TextFilter, useFilterDraft } from "@/components/data-table";
import { noticeTableState, type NoticeFilters as Filters } from "./state";

export function NoticeFilters({
  state,
  onApply,
  showSupplier,
}: {
  state: TableState<Filters>;
  onApply: (f: Partial<Filters>) => void;
  showSupplier: boolean;
}) {
  const t = useTranslations();
  const { draft, set, apply, reset } = useFilterDraft(noticeTableState, state, onApply);
  return (
    <FilterBar onSearch={apply} onReset={reset}>
      <TextFilter label={t(columnKey("notice", "noticeNo"))} name="noticeNo" draft={draft} set={set} />
      <TextFilter label={t(columnKey("notice", "deliveryNo"))} name="deliveryNo" draft={draft} set={set} />
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" draft={draft} set={set} />
      {showSupplier && <TextFilter label={t(columnKey("notice", "venno"))} name="venno" draft={draft} set={set} className="w-36" />}
      <SelectFilter
        label={t(columnKey("notice", "status"))}
        name="status"
        draft={draft}
        set={set}
        options={noticeStatuses.map((s) => ({ value: s, label: t(enumKey("noticeStatus", s)) }))}
      />
      <SelectFilter
        label={t(columnKey("notice", "urgent"))}
        name="urgent"
        draft={draft}
        set={set}
        className="w-32"
        options={[
          { value: "true", label: t(enumKey("yesNo", "yes")) },
          { value: "false", label: t(enumKey("yesNo", "no")) },
        ]}
      />
      <DraftDateRange
        field="requiredDate"
        label={t(columnKey("notice", "requiredDate"))}
        draft={draft}
        set={set}
        presets={datePresets}
        presetLabel={(p) => t(enumKey("datePreset", p))}
        resolve={(p, today) => presetRange(p as DatePreset, today)}
      />
    </FilterBar>
  );
}
