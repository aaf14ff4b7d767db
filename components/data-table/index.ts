export { DataTable, type DataTableProps } from "./data-table";
export { ExportButton, saveBlob, stampedName } from "./export-button";
export { useServerRows, type ServerRows } from "./use-server-rows";
export { useColumnPrefs, effectiveOrder, prefsKey } from "./column-prefs";
export type { ListPage } from "./types";
export type { PagerProps } from "./pager";
export { useListPage } from "./use-list-page";
export { DateRangeFilter, DraftDateRange } from "./date-range-filter";
export { FilterBar, TextFilter, SelectFilter, useFilterDraft, type Draft } from "./filter-bar";
