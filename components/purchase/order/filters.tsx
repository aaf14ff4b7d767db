"use client";

import { useTranslations } from "next-intl";
import {
  auditStatuses, columnKey, datePresets, dueFilters, enumKey, presetRange, priceReviewStatuses, receiveStatuses, type DatePreset,
} from "@/lib/contracts/erp-purchase";
import type { TableState } from "@/lib/table-state";
import { DraftDateRange, FilterBar, SelectFilter, TextFilter, useFilterDraft } from "@/components/data-table";
import { orderTableState, type OrderFilters as Filters } from "./state";

/** PO number, dates (with the SPEC §9 ranges), supplier (internal users), item, statuses, direct delivery. */
export function OrderFilters({
  state,
  onApply,
  showSupplier,
}: {
  state: TableState<Filters>;
  onApply: (f: Partial<Filters>) => void;
  showSupplier: boolean;
}) {
  const t = useTranslations();
  const { draft, set, apply, reset } = useFilterDraft(orderTableState, state, onApply);
  const enumOptions = (name: Parameters<typeof enumKey>[0], values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(enumKey(name, v)) }));
  const range = {
    presets: datePresets,
    presetLabel: (p: string) => t(enumKey("datePreset", p)),
    resolve: (p: string, today: string) => presetRange(p as DatePreset, today),
  };
  return (
    <FilterBar onSearch={apply} onReset={reset}>
      <TextFilter label={t(columnKey("order", "pono"))} name="pono" draft={draft} set={set} />
      {showSupplier && <TextFilter label={t(columnKey("order", "venno"))} name="venno" draft={draft} set={set} className="w-36" />}
      <TextFilter label={t("purchase.filters.item")} name="item" draft={draft} set={set} />
      <DraftDateRange field="podate" label={t(columnKey("order", "podate"))} draft={draft} set={set} {...range} />
      <DraftDateRange field="deldate" label={t(columnKey("order", "deldate"))} draft={draft} set={set} {...range} />
      <SelectFilter label={t(columnKey("order", "receiveStatus"))} name="receiveStatus" draft={draft} set={set} options={enumOptions("receiveStatus", receiveStatuses)} />
      <SelectFilter label={t(columnKey("order", "auditStatus"))} name="auditStatus" draft={draft} set={set} options={enumOptions("auditStatus", auditStatuses)} />
      <SelectFilter label={t(columnKey("order", "priceReviewStatus"))} name="priceReviewStatus" draft={draft} set={set} options={enumOptions("priceReviewStatus", priceReviewStatuses)} />
      <SelectFilter
        label={t(columnKey("order", "isSend"))}
        name="isSend"
        draft={draft}
        set={set}
        className="w-32"
        options={[
          { value: "true", label: t(enumKey("yesNo", "yes")) },
          { value: "false", label: t(enumKey("yesNo", "no")) },
        ]}
      />
      <SelectFilter
        label={t("purchase.filters.due")}
        name="due"
        draft={draft}
        set={set}
        options={dueFilters.map((d) => ({ value: d, label: t(`purchaseData.enums.due.${d}`) }))}
      />
    </FilterBar>
  );
}
