"use client";

import { useMemo, useState } from "react";
import type { RowSelectionState } from "./types";
import { tableCodec, type TableCodec, type TableShape, type TableState } from "@/lib/table-state/codec";
import type { TableStateDef } from "@/lib/table-state";
import { useTableState } from "@/lib/table-state/use-table-state";
import { useLocalTableState } from "@/lib/table-state/use-local-table-state";
import type { ServiceName } from "@/lib/contracts/services";
import type { PagerProps } from "./pager";
import { useServerRows } from "./use-server-rows";
import type { InitialPage, ParsedList } from "@/lib/table-state/initial-page";
import type { OpAddress } from "@/lib/contracts/kit/operation";

/**
 * A declared list's page: what its server page parsed and read (lib/portal/first-page's parsedListPage) in, its
 * state in the URL, the list (see useList) out. `path: null` keeps it idle (a required filter is missing);
 * `refreshKey`: whenever it changes, the page is read again (see useServerRows).
 */
export function useListPage<T, F>(parsed: ParsedList<T, F>, opts: { path?: string | null; refreshKey?: unknown } = {}) {
  const { view, codec, initial, state } = parsed;
  const path = opts.path === undefined ? view.list.path : opts.path;
  return useList<T, F>(codec, view.list.service, path, { initial, state, refreshKey: opts.refreshKey });
}

/**
 * A list whose state lives in memory, not the URL: one in a dialog, or a log opened for one record (it starts with
 * `filters`). `shape` is the list's URL state (listTableState) or, where the server parsed nothing, its codec's shape.
 */
export function useMemoryList<T, F>(
  shape: TableStateDef<F> | TableShape,
  op: OpAddress,
  path: string | null,
  opts: { refreshKey?: unknown; filters?: Partial<F> } = {},
) {
  return useList<T, F>(shape, op.service, path, { ...opts, stateIn: "memory" });
}

/** A list as a page or a table reads it: what useListPage and useMemoryList answer. */
export type ListState<T, F> = ReturnType<typeof useList<T, F>>;

/**
 * Everything a list needs: its state, the current page of rows, the selection (per page), the pager's props (the
 * total comes with the first page and is kept for the later ones) and the export query (same filters and sort, no
 * paging). `initial` is the first page the server read for the URL, so the rows come with the HTML; `state` is the
 * URL state it parsed there, which a list given only its codec's shape must have (it parses nothing itself). The
 * codec it writes with comes back as `codec`, for the list's filter form.
 */
function useList<T, F>(
  shape: TableStateDef<F> | TableCodec<F> | TableShape,
  service: ServiceName,
  path: string | null,
  opts: { stateIn?: "url" | "memory"; initial?: InitialPage<T> | null; state?: TableState<F>; refreshKey?: unknown; filters?: Partial<F> } = {},
) {
  const def = useMemo(() => ("toQuery" in shape ? (shape as TableCodec<F>) : tableCodec<F>(shape)), [shape]);
  const inMemory = useLocalTableState(def, opts.filters);
  // a list in memory, given only its codec's shape, has no URL state to parse
  const inUrl = useTableState(def, opts.state ?? (opts.stateIn === "memory" ? inMemory.state : undefined));
  const ts = opts.stateIn === "memory" ? inMemory : inUrl;
  const query = def.toQuery(ts.state);
  const exportQuery = def.toQuery(ts.state, { paging: false });
  const rows = useServerRows<T>(service, path, query, opts.initial, opts.refreshKey);
  const data = ts.pending ? { ...rows, loading: true } : rows;
  const pageKey = `${ts.signature}|${ts.state.cursor ?? ""}`;

  const [total, setTotal] = useState<{ signature: string; total: number; capped: boolean } | null>(null);
  if (data.page && data.page.total !== null && (total?.signature !== ts.signature || total.total !== data.page.total)) {
    setTotal({ signature: ts.signature, total: data.page.total, capped: data.page.totalCapped });
  }
  const known = total?.signature === ts.signature ? total : null;

  const [picked, setPicked] = useState<{ key: string; rows: RowSelectionState }>({ key: "", rows: {} });
  const selection = picked.key === pageKey ? picked.rows : {};
  const setSelection = (rows: RowSelectionState) => setPicked({ key: pageKey, rows });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const pager: PagerProps = {
    // idle (no path: a required filter is missing) lists nothing, so its total is known: 0
    total: path === null ? 0 : (data.page?.total ?? known?.total ?? null),
    totalCapped: data.page?.total != null ? data.page.totalCapped : (known?.capped ?? false),
    pageIndex: ts.pageIndex,
    hasPrevious: ts.hasPrevious,
    nextCursor: data.page?.nextCursor ?? null,
    limit: ts.state.limit,
    onFirst: ts.first,
    onPrevious: ts.previous,
    onNext: ts.next,
    onLimit: ts.setLimit,
  };

  return { ...ts, codec: def, query, exportQuery, data, rows: data.page?.rows ?? [], selection, setSelection, selectedIds, pager };
}
