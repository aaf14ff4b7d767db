"use client";

import "./types";
import { useDeferredValue } from "react";
import { flexRender, type Row } from "@tanstack/react-table";
import { cn } from "@/lib/utils";
import type { CardPart } from "./card-layout";
import { selectColumnId } from "./select-column";

interface Props<T> {
  rows: Row<T>[];
  parts: Record<string, CardPart>;
  onRowKey: (e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => void;
  onRowOpen?: (row: T) => void;
}

/** The classes of a column's cells that do not depend on the row: worked out once per column, not once per cell. */
function cellBase<T>(row: Row<T>): Map<string, string> {
  const out = new Map<string, string>();
  for (const cell of row.getVisibleCells()) {
    const meta = cell.column.columnDef.meta;
    out.set(cell.column.id, cn(
      "h-[var(--control-h)] border-b border-border px-[calc(var(--control-px)*0.75)] py-1 whitespace-nowrap",
      meta?.align === "right" && "text-right tabular-nums",
      meta?.align === "center" && "text-center",
      (cell.column.id === selectColumnId || meta?.stickyRight) &&
        "sticky z-10 bg-card group-hover:bg-accent group-focus-visible:bg-accent group-data-[state=selected]:bg-accent",
      cell.column.id === selectColumnId ? "left-0" : meta?.stickyRight && "right-0",
      meta?.className,
    ));
  }
  return out;
}

/** Rows rendered (and hydrated) at once; the rest of a longer page follows in a background render. */
const firstRows = 50;

/**
 * A data table's body rows. A page of 100 or 200 rows shows (and hydrates) its first 50 at once and renders
 * the rest as deferred work, which React slices so input is never blocked behind 200 rows × 40 cells.
 */
export function TableRows<T>({ rows, ...rest }: Props<T>) {
  const shown = useDeferredValue(rows.length, Math.min(rows.length, firstRows));
  if (!rows.length) return null;
  const base = cellBase(rows[0]!);
  // Keyed by position: the next page reuses these rows' elements and only changes their text, instead of
  // tearing down 200 rows and building 200 new ones. A row keeps no state of its own (selection is by id).
  return (shown >= rows.length ? rows : rows.slice(0, shown)).map((row, i) => <DataRow key={i} row={row} base={base} {...rest} />);
}

function DataRow<T>({ row, base, parts, onRowKey, onRowOpen }: Omit<Props<T>, "rows"> & { row: Row<T>; base: Map<string, string> }) {
  return (
    <tr
      role="row"
      data-state={row.getIsSelected() ? "selected" : undefined}
      tabIndex={onRowOpen ? 0 : -1}
      onKeyDown={(e) => onRowKey(e, row.original)}
      onDoubleClick={() => onRowOpen?.(row.original)}
      className="group outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[state=selected]:bg-accent"
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const part = parts[cell.column.id] ?? "field";
        const label = part === "field" || part === "subtitle" ? meta?.label : undefined;
        return (
          <td
            key={cell.id}
            role="cell"
            data-card={part}
            className={meta?.cellClassName ? cn(base.get(cell.column.id), meta.cellClassName(row.original)) : base.get(cell.column.id)}
          >
            {label && (
              <span aria-hidden="true" className="dt-label">
                {label}
              </span>
            )}
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}
