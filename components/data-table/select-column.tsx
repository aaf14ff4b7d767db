"use client";

import type { ColumnDef } from "./types";
import { selectColumnId } from "./card-layout";
import { TableCheckbox } from "./table-checkbox";

export { selectColumnId };

export function selectColumn<T>(selectAllLabel: string, selectRowLabel: string): ColumnDef<T> {
  return {
    id: selectColumnId,
    enableSorting: false,
    meta: { fixed: true, label: selectAllLabel },
    header: ({ table }) => (
      <TableCheckbox
        aria-label={selectAllLabel}
        data-testid="select-all"
        checked={table.checked}
        onChange={table.togglePage}
      />
    ),
    cell: ({ row }) => (
      <TableCheckbox
        aria-label={selectRowLabel}
        data-testid="select-row"
        checked={row.selected}
        disabled={!row.selectable}
        onChange={(v) => row.toggleSelected(v)}
      />
    ),
  };
}
