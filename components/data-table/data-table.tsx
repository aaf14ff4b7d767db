"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { SortState } from "@/lib/table-state";
import { cn } from "@/lib/utils";
import { cardParts } from "./card-layout";
import { ColumnSettings } from "./column-settings";
import { effectiveOrder, roleDefaultOrder, useColumnPrefs } from "./column-prefs";
import { TableRows } from "./table-rows";
import { useShownRows } from "./use-shown-rows";
import { useShellPhone, useShellUser } from "@/components/shell/shell-context";
import { Pager, type PagerProps } from "./pager";
import { selectColumn, selectColumnId } from "./select-column";
import { SortHeader } from "./sort-header";
import { TableStateRow } from "./states";
import { pageChecked, withPage, withRow, type RowSelectionState } from "./selection";
import { canSort, type ColumnDef, type TableSelection } from "./types";

export interface DataTableProps<T> {
  /** Stable id of this table; with userNo it keys the saved column settings. */
  tableId: string;
  userNo: string;
  /** Accessible name of the table region. */
  caption: string;
  columns: ColumnDef<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Which rows may be selected (others show a disabled checkbox). */
  canSelect?: (row: T) => boolean;
  /** Opens a row: Enter on a focused row, or a double click (pages also put a link in a cell). */
  onRowOpen?: (row: T) => void;
  /** Left of the column settings; a function receives the visible columns in their shown order (for exports). */
  toolbar?: React.ReactNode | ((ctx: { visibleColumnIds: string[] }) => React.ReactNode);
  pager: PagerProps;
  skeletonRows?: number;
  /** Why the table is empty when it is not "no data" (a list waiting for a required filter). */
  emptyText?: string;
}

const EMPTY: RowSelectionState = {};

/** The server-driven list table every list page uses. */
export function DataTable<T>(p: DataTableProps<T>) {
  const t = useTranslations("dataTable");
  const [prefs, savePrefs] = useColumnPrefs(p.userNo, p.tableId);
  const selectable = Boolean(p.onSelectionChange);

  const columns = useMemo(
    () => (selectable ? [selectColumn<T>(t("selectAll"), t("selectRow")), ...p.columns] : p.columns),
    [selectable, p.columns, t],
  );
  const ids = useMemo(() => columns.map((c) => c.id), [columns]);
  const forSupplier = useShellUser()?.userType === "supplier";
  const movable = useMemo(() => roleDefaultOrder(p.columns.filter((c) => !c.meta?.fixed), forSupplier), [p.columns, forSupplier]);
  const order = useMemo(() => {
    const moved = effectiveOrder(prefs.order, movable);
    const fixedIds = ids.filter((id) => !movable.includes(id));
    const leading = fixedIds.filter((id) => ids.indexOf(id) < ids.indexOf(movable[0] ?? ""));
    return [...leading, ...moved, ...fixedIds.filter((id) => !leading.includes(id))];
  }, [prefs.order, movable, ids]);
  const visibility = useMemo(() => {
    const v: Record<string, boolean> = {};
    for (const c of p.columns) {
      v[c.id] = c.meta?.fixed ? true : (prefs.visibility[c.id] ?? !(c.meta?.hiddenByDefault || (forSupplier && c.meta?.staffOnly)));
    }
    return v;
  }, [p.columns, prefs.visibility, forSupplier]);
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const shown = useMemo(() => order.filter((id) => visibility[id] !== false).flatMap((id) => byId.get(id) ?? []), [order, visibility, byId]);

  const selection = p.selection ?? EMPTY;
  const canSelect = (row: T) => selectable && (p.canSelect?.(row) ?? true);
  const setSelected = (id: string, v: boolean) => p.onSelectionChange?.(withRow(selection, id, v));
  const selectableIds = selectable ? p.rows.filter(canSelect).map(p.getRowId) : [];
  const pageSelection: TableSelection = {
    checked: pageChecked(selectableIds, selection),
    togglePage: (v) => p.onSelectionChange?.(withPage(selection, p.rows.map(p.getRowId), selectableIds, v)),
  };

  const settings = order
    .filter((id) => movable.includes(id))
    .map((id) => ({ id, label: byId.get(id)?.meta?.label ?? id, visible: visibility[id] !== false }));
  const move = (id: string, delta: -1 | 1) => {
    const current = order.filter((x) => movable.includes(x));
    const i = current.indexOf(id);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= current.length) return;
    [current[i], current[j]] = [current[j]!, current[i]!];
    savePrefs({ ...prefs, order: current });
  };

  const visibleCount = shown.length;
  const parts = useMemo(() => cardParts(columns, shown), [columns, shown]);
  const rows = p.rows;
  const phone = useShellPhone();
  const shownRows = useShownRows(rows, phone);
  // busy until every row of the page is shown, so whoever waits for the table sees the whole page
  const busy = p.loading || !shownRows.settled;

  const onRowKey = (e: React.KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === "Enter" && p.onRowOpen) {
      e.preventDefault();
      p.onRowOpen(row);
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const sibling = e.key === "ArrowDown" ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling;
      (sibling as HTMLElement | null)?.focus();
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`table-${p.tableId}`}>
      <div className="flex flex-wrap items-center gap-2">
        {typeof p.toolbar === "function"
          ? p.toolbar({ visibleColumnIds: order.filter((id) => movable.includes(id) && visibility[id] !== false) })
          : p.toolbar}
        <div className="ml-auto">
          <ColumnSettings
            columns={settings}
            onToggle={(id, v) => savePrefs({ ...prefs, visibility: { ...prefs.visibility, [id]: v } })}
            onMove={move}
            onReset={() => savePrefs(null)}
          />
        </div>
      </div>
      <div className="relative min-w-0">
        <div
          role="region"
          aria-label={p.caption}
          aria-busy={busy}
          tabIndex={0}
          className="dt-region relative max-h-[calc(100dvh-16rem)] min-h-40 overflow-auto rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring border-border"
        >
          <table role="table" className="dt w-full border-separate border-spacing-0 text-[length:var(--control-text)]">
            <thead role="rowgroup" className="sticky top-0 z-20 bg-muted">
              <tr role="row">
                {shown.map((column) => {
                  const sortable = canSort(column);
                  const sorted = p.sort?.id === column.id ? (p.sort.desc ? "descending" : "ascending") : undefined;
                  const meta = column.meta;
                  const header = column.header ?? meta?.label;
                  return (
                    <th
                      key={column.id}
                      role="columnheader"
                      scope="col"
                      data-card={column.id === selectColumnId ? "select" : sortable ? "sort" : undefined}
                      aria-sort={sortable ? (sorted ?? "none") : undefined}
                      className={cn(
                        "dt-th",
                        meta?.align === "right" && "text-right",
                        meta?.align === "center" && "text-center",
                        column.id === selectColumnId && "sticky left-0 z-10 w-8 bg-muted",
                        meta?.stickyRight && "sticky right-0 z-10 bg-muted",
                        meta?.className,
                      )}
                    >
                      {sortable ? (
                        <SortHeader
                          label={meta?.label ?? column.id}
                          direction={sorted}
                          align={meta?.align}
                          onSort={(dir) => p.onSortChange(dir ? { id: column.id, desc: dir === "desc" } : null)}
                        />
                      ) : typeof header === "function" ? (
                        header({ table: pageSelection })
                      ) : (
                        header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {p.loading && !rows.length ? (
                <TableStateRow kind="loading" colSpan={visibleCount} rows={p.skeletonRows ?? Math.min(p.pager.limit, 8)} />
              ) : p.error ? (
                <TableStateRow kind="error" colSpan={visibleCount} message={p.error} onRetry={p.onRetry} />
              ) : rows.length === 0 ? (
                <TableStateRow kind="empty" colSpan={visibleCount} text={p.emptyText} />
              ) : (
                <TableRows
                  rows={shownRows.rows}
                  columns={shown}
                  getRowId={p.getRowId}
                  selection={selection}
                  canSelect={canSelect}
                  onToggle={setSelected}
                  parts={parts}
                  onRowKey={onRowKey}
                  onRowOpen={p.onRowOpen}
                />
              )}
            </tbody>
          </table>
        </div>
        {/* While the next page loads, the current one stays under a veil: swapping 200 rows for a skeleton and back
            cost two long frames, and dimming the rows themselves repaints every one of them. */}
        {rows.length > 0 && (p.loading || shownRows.replacing) && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-30 rounded-md bg-background/40" />
        )}
      </div>
      <Pager {...p.pager} busy={p.loading} />
    </div>
  );
}
