"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { CheckIcon, MinusIcon } from "lucide-react";
import { checkboxClass } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { selectColumnId } from "./card-layout";

export { selectColumnId };

export function selectColumn<T>(selectAllLabel: string, selectRowLabel: string): ColumnDef<T> {
  return {
    id: selectColumnId,
    enableSorting: false,
    enableHiding: false,
    meta: { fixed: true, label: selectAllLabel },
    header: ({ table }) => (
      <TableCheckbox
        label={selectAllLabel}
        testId="select-all"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
        onChange={(v) => table.toggleAllPageRowsSelected(v)}
      />
    ),
    cell: ({ row }) => (
      <TableCheckbox
        label={selectRowLabel}
        testId="select-row"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(v) => row.toggleSelected(v)}
      />
    ),
  };
}

/**
 * The selection checkbox of a table: the form checkbox's look and ARIA checkbox semantics, without its
 * state and effects (a 200-row page has 200 of them; a form's checkbox also feeds the form, these do not).
 */
function TableCheckbox({ label, testId, checked, disabled, onChange }: {
  label: string;
  testId: string;
  checked: boolean | "indeterminate";
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      aria-label={label}
      data-state={state}
      data-testid={testId}
      disabled={disabled}
      className={cn(checkboxClass, "flex items-center justify-center")}
      onClick={() => onChange(checked !== true)}
      // a checkbox toggles on Space only (WAI-ARIA), as the form checkbox does
      onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
    >
      {checked === "indeterminate" ? <MinusIcon className="size-3.5" /> : checked ? <CheckIcon className="size-3.5" /> : null}
    </button>
  );
}
