"use client";

import { memo, useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/utils";
import type { CardPart } from "./card-layout";
import { selectColumnId } from "./select-column";
import type { ColumnDef, RowSelectionState } from "./types";

interface Props<T> {
  rows: T[];
  /** The shown columns, in their shown order. */
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  selection: RowSelectionState;
  canSelect: (row: T) => boolean;
  onToggle: (id: string, selected: boolean) => void;
  parts: Record<string, CardPart>;
  onRowKey: (e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => void;
  onRowOpen?: (row: T) => void;
}

/** The classes of a column's cells that do not depend on the row: worked out once per column, not once per cell. */
function cellBase<T>(columns: ColumnDef<T>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const column of columns) {
    const meta = column.meta;
    out.set(column.id, cn(
      "dt-td",
      meta?.align === "right" && "text-right tabular-nums",
      meta?.align === "center" && "text-center",
      (column.id === selectColumnId || meta?.stickyRight) &&
        "sticky z-10 bg-card group-hover:bg-accent group-focus-visible:bg-accent group-data-[state=selected]:bg-accent",
      column.id === selectColumnId ? "left-0" : meta?.stickyRight && "right-0",
      meta?.className,
    ));
  }
  return out;
}

/** A data table's body rows (those `useShownRows` shows), each rendered again only when its row, columns or selection change. */
export function TableRows<T>({ rows, columns, getRowId, selection, canSelect, onToggle, parts, onRowKey, onRowOpen }: Props<T>) {
  const base = useMemo(() => cellBase(columns), [columns]);
  // rows are memoised: their handlers stay the same functions and read the latest ones
  const handlers = useRef({ onRowKey, onRowOpen, onToggle });
  useLayoutEffect(() => {
    handlers.current = { onRowKey, onRowOpen, onToggle };
  });
  const onKey = useCallback((e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => handlers.current.onRowKey(e, row), []);
  const onOpen = useCallback((row: T) => handlers.current.onRowOpen?.(row), []);
  const toggle = useCallback((id: string, v: boolean) => handlers.current.onToggle(id, v), []);
  if (!rows.length) return null;
  // Keyed by position (and cells by column): the next page reuses these rows' elements and only changes their
  // text, instead of tearing down the rows and building new ones. A row keeps no state of its own (selection is by id).
  return rows.map((row, i) => {
    const id = getRowId(row);
    return (
      <DataRow
        key={i}
        id={id}
        row={row}
        columns={columns}
        selected={selection[id] === true}
        selectable={canSelect(row)}
        base={base}
        parts={parts}
        onKey={onKey}
        onToggle={toggle}
        onOpen={onRowOpen ? onOpen : undefined}
      />
    );
  });
}

interface RowProps<T> {
  id: string;
  row: T;
  /** Passed so a row renders again when its columns change, and only then (or when its selection does). */
  columns: ColumnDef<T>[];
  selected: boolean;
  selectable: boolean;
  base: Map<string, string>;
  parts: Record<string, CardPart>;
  onKey: (e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => void;
  onToggle: (id: string, selected: boolean) => void;
  onOpen?: (row: T) => void;
}

function DataRowOf<T>({ id, row, columns, selected, selectable, base, parts, onKey, onToggle, onOpen }: RowProps<T>) {
  const ctx = {
    row: { id, original: row, selected, selectable, toggleSelected: (v: boolean) => onToggle(id, v) },
  };
  return (
    <tr
      role="row"
      data-state={selected ? "selected" : undefined}
      tabIndex={onOpen ? 0 : -1}
      onKeyDown={(e) => onKey(e, row)}
      onDoubleClick={() => onOpen?.(row)}
      className="group outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[state=selected]:bg-accent"
    >
      {columns.map((column) => {
        const meta = column.meta;
        const part = parts[column.id] ?? "field";
        const label = part === "field" || part === "subtitle" ? meta?.label : undefined;
        return (
          <td
            key={column.id}
            role="cell"
            data-card={part}
            data-label={label}
            className={meta?.cellClassName ? cn(base.get(column.id), meta.cellClassName(row)) : base.get(column.id)}
          >
            {column.cell ? column.cell(ctx) : String(column.accessorFn?.(row) ?? "")}
          </td>
        );
      })}
    </tr>
  );
}

const DataRow = memo(DataRowOf) as typeof DataRowOf;
