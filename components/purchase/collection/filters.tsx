"use client";

import { useTranslations } from "next-intl";
import { collectionStates, columnKey, datePresets, downloadStatuses, enumKey, presetRange, type DatePreset } from "@/lib/contracts/erp-purchase";
import type { TableState } from "@/lib/table-state";
import { DraftDateRange, FilterBar, SelectFilter, TextFilter, useFilterDraft } from "@/components/data-table";
import { collectionTableState, type CollectionFilters as Filters } from "./state";

export function CollectionFilters({ state, onApply, showSupplier }: { state: TableState<Filters>; onApply: (f: Partial<Filters>) => void; showSupplier: boolean }) {
  const t = useTranslations();
  const { draft, set, apply, reset } = useFilterDraft(collectionTableState, state, onApply);
  return (
    <FilterBar onSearch={apply} onReset={reset}>
      <TextFilter label={t(columnKey("collection", "collectionNo"))} name="collectionNo" draft={draft} set={set} />
      <TextFilter label={t(columnKey("collection", "pono"))} name="pono" draft={draft} set={set} />
      {showSupplier && <TextFilter label={t(columnKey("collection", "venno"))} name="venno" draft={draft} set={set} className="w-36" />}
      <SelectFilter
        label={t(columnKey("collection", "state"))}
        name="state"
        draft={draft}
        set={set}
        options={collectionStates.map((s) => ({ value: s, label: t(enumKey("collectionState", s)) }))}
      />
      <SelectFilter
        label={t("collection.downloadStatus")}
        name="downloadStatus"
        draft={draft}
        set={set}
        options={downloadStatuses.filter((s) => s !== "all").map((s) => ({ value: s, label: t(enumKey("downloadStatus", s)) }))}
      />
      <DraftDateRange
        field="collDate"
        label={t(columnKey("collection", "collDate"))}
        draft={draft}
        set={set}
        presets={datePresets}
        presetLabel={(p) => t(enumKey("datePreset", p))}
        resolve={(p, today) => presetRange(p as DatePreset, today)}
      />
    </FilterBar>
  );
}
