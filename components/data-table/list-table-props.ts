import type { RowSelectionState } from "./types";
import type { SortState } from "@/lib/table-state";
import type { DataTableProps } from "./data-table";
import type { PagerProps } from "./pager";
import type { ServerRows } from "./use-server-rows";

/** The parts of a list (useListPage, useMemoryList) a table reads. */
export interface ListForTable<T> {
  rows: T[];
  data: Pick<ServerRows<T>, "loading" | "error" | "reload">;
  state: { sort: SortState | null };
  setSort: (sort: SortState | null) => void;
  pager: PagerProps;
  selection: RowSelectionState;
  setSelection: (selection: RowSelectionState) => void;
}

type ListTableProps<T> = Pick<
  DataTableProps<T>,
  "rows" | "getRowId" | "loading" | "error" | "onRetry" | "sort" | "onSortChange" | "pager" | "selection" | "onSelectionChange"
>;

const rowId = (row: { id: string | number }) => String(row.id);

/** The `<DataTable>` props that come from a list (useListPage, useMemoryList); `selectable` adds the per-page selection. */
export function listTableProps<T extends { id: string | number }>(
  list: ListForTable<T>,
  { selectable = false }: { selectable?: boolean } = {},
): ListTableProps<T> {
  return {
    rows: list.rows,
    getRowId: rowId,
    loading: list.data.loading,
    error: list.data.error,
    onRetry: list.data.reload,
    sort: list.state.sort,
    onSortChange: list.setSort,
    pager: list.pager,
    ...(selectable ? { selection: list.selection, onSelectionChange: list.setSelection } : {}),
  };
}
