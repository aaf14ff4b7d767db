"use client";

import { useTranslations } from "next-intl";
import { columnKey, datePresets, enumKey, presetRange, receiptStatuses, type DatePreset } from "@/lib/contracts/erp-purchase";
import type { TableState } from "@/lib/table-state";
import { DraftDateRange, FilterBar, SelectFilter, TextFilter, useFilterDraft } from "@/components/data-table";
import { receiptTableState, type ReceiptFilters as Filters } from "./state";

export function ReceiptFilters({ state, onApply, showSupplier }: { state: TableState<Filters>; onApply: (f: Partial<Filters>) => void; showSupplier: boolean }) {
  const t = useTranslations();
  const { draft, set, apply, reset } = useFilterDraft(receiptTableState, state, onApply);
  return (
    <FilterBar onSearch={apply} onReset={reset}>
      <TextFilter label={t(columnKey("receipt", "recno"))} name="recno" draft={draft} set={set} />
      <TextFilter label={t(columnKey("receipt", "noticeNo"))} name="noticeNo" draft={draft} set={set} />
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" draft={draft} set={set} />
      {showSupplier && <TextFilter label={t(columnKey("receipt", "venno"))} name="venno" draft={draft} set={set} className="w-36" />}
      <SelectFilter
        label={t(columnKey("receipt", "status"))}
        name="status"
        draft={draft}
        set={set}
        options={receiptStatuses.map((s) => ({ value: s, label: t(enumKey("receiptStatus", s)) }))}
      />
      <DraftDateRange
        field="recdate"
        label={t(columnKey("receipt", "recdate"))}
        draft={draft}
        set={set}
        presets={datePresets}
        presetLabel={(p) => t(enumKey("datePreset", p))}
        resolve={(p, today) => presetRange(p as DatePreset, today)}
      />
    </FilterBar>
  );
}
