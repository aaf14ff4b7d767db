"use client";

import "./types";
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { flexRender, type Cell, type Row } from "@tanstack/react-table";
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
function cellBase<T>(cells: Cell<T, unknown>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const cell of cells) {
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

/** A data table's body rows (those `useShownRows` shows), each rendered again only when its row, columns or selection change. */
export function TableRows<T>({ rows, parts, onRowKey, onRowOpen }: Props<T>) {
  const cells = rows[0]?.getVisibleCells();
  const base = useMemo(() => cellBase(cells ?? []), [cells]);
  // rows are memoised: their handlers stay the same functions and read the latest ones
  const handlers = useRef({ onRowKey, onRowOpen });
  useLayoutEffect(() => {
    handlers.current = { onRowKey, onRowOpen };
  });
  const onKey = useCallback((e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => handlers.current.onRowKey(e, row), []);
  const onOpen = useCallback((row: T) => handlers.current.onRowOpen?.(row), []);
  if (!rows.length) return null;
  // Keyed by position (and cells by column): the next page reuses these rows' elements and only changes their
  // text, instead of tearing down the rows and building new ones. A row keeps no state of its own (selection is by id).
  return rows.map((row, i) => (
    <DataRow
      key={i}
      row={row}
      cells={row.getVisibleCells()}
      selected={row.getIsSelected()}
      selectable={row.getCanSelect()}
      base={base}
      parts={parts}
      onKey={onKey}
      onOpen={onRowOpen ? onOpen : undefined}
    />
  ));
}

/**
 * A cell's content: a column's `cell` function is called, not mounted as a component of its own (one
 * fewer component per cell, 8,000 on a 200-row page), so it must not call hooks; a component it returns may.
 */
function cellContent<T>(cell: Cell<T, unknown>): React.ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === "function" ? render(cell.getContext()) : flexRender(render, cell.getContext());
}

interface RowProps<T> {
  row: Row<T>;
  /** Passed so a row renders again when its columns change, and only then (or when its selection does). */
  cells: Cell<T, unknown>[];
  selected: boolean;
  selectable: boolean;
  base: Map<string, string>;
  parts: Record<string, CardPart>;
  onKey: (e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => void;
  onOpen?: (row: T) => void;
}

function DataRowOf<T>({ row, cells, selected, base, parts, onKey, onOpen }: RowProps<T>) {
  return (
    <tr
      role="row"
      data-state={selected ? "selected" : undefined}
      tabIndex={onOpen ? 0 : -1}
      onKeyDown={(e) => onKey(e, row.original)}
      onDoubleClick={() => onOpen?.(row.original)}
      className="group outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[state=selected]:bg-accent"
    >
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        const part = parts[cell.column.id] ?? "field";
        const label = part === "field" || part === "subtitle" ? meta?.label : undefined;
        return (
          <td
            key={cell.column.id}
            role="cell"
            data-card={part}
            data-label={label}
            className={meta?.cellClassName ? cn(base.get(cell.column.id), meta.cellClassName(row.original)) : base.get(cell.column.id)}
          >
            {cellContent(cell)}
          </td>
        );
      })}
    </tr>
  );
}

const DataRow = memo(DataRowOf) as typeof DataRowOf;
