"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Checkbox } from "@/components/ui/checkbox";
import { selectColumnId } from "./card-layout";

export { selectColumnId };

export function selectColumn<T>(selectAllLabel: string, selectRowLabel: string): ColumnDef<T> {
  return {
    id: selectColumnId,
    enableSorting: false,
    enableHiding: false,
    meta: { fixed: true, label: selectAllLabel },
    header: ({ table }) => (
      <Checkbox
        aria-label={selectAllLabel}
        data-testid="select-all"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
        onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={selectRowLabel}
        data-testid="select-row"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(v) => row.toggleSelected(v === true)}
      />
    ),
  };
}
