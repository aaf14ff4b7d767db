"use client";

import { useState } from "react";
import { listSignature, type SortState, type TableCodec, type TableState } from "./codec";

/** The same state as useTableState, kept in memory instead of the URL (for lists inside dialogs), from `filters` if given. */
export function useLocalTableState<F>(def: TableCodec<F>, filters: Partial<F> = {}) {
  const [state, setState] = useState<TableState<F>>(() => ({ filters, sort: def.defaultSort, cursor: null, limit: def.defaultLimit }));
  const [stack, setStack] = useState<(string | null)[]>([]);
  const go = (next: TableState<F>, cursors: (string | null)[]) => {
    setState(next);
    setStack(cursors);
  };
  return {
    state,
    signature: listSignature(def, state),
    pending: false,
    pageIndex: stack.length as number | null,
    hasPrevious: state.cursor !== null,
    setFilters: (filters: Partial<F>) => go({ ...state, filters, cursor: null }, []),
    setSort: (sort: SortState | null) => go({ ...state, sort, cursor: null }, []),
    setLimit: (limit: number) => go({ ...state, limit, cursor: null }, []),
    next: (cursor: string) => go({ ...state, cursor }, [...stack, state.cursor]),
    previous: () => go({ ...state, cursor: stack[stack.length - 1] ?? null }, stack.slice(0, -1)),
    first: () => go({ ...state, cursor: null }, []),
  };
}
