"use client";

import { useCallback, useEffect, useMemo, useState, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { listSignature, nextSearchParams, type SortState, type TableCodec, type TableState } from "./codec";
import type { TableStateDef } from "./index";

const stackKey = (pathname: string) => `table-state:cursors:${pathname}`;

interface Stack {
  signature: string;
  cursors: (string | null)[];
}

function readStack(pathname: string): Stack | null {
  try {
    const raw = sessionStorage.getItem(stackKey(pathname));
    return raw ? (JSON.parse(raw) as Stack) : null;
  } catch {
    return null;
  }
}

/**
 * The URL-backed state of a list page. The cursor of the current page lives in the URL; the
 * cursors of the pages before it (for "previous") live in session storage, per list signature.
 * A list whose page parsed its URL on the server passes that state (`parsed`) with its codec, and
 * the browser parses nothing: a new URL re-renders the page, which hands over the new state.
 */
export function useTableState<F>(def: TableStateDef<F> | TableCodec<F>, parsed?: TableState<F>) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const state = useMemo(() => {
    if (parsed) return parsed;
    if (!("parse" in def)) throw new Error("useTableState: a codec needs the state its page parsed");
    return def.parse(new URLSearchParams(params.toString()));
  }, [def, params, parsed]);
  const signature = listSignature(def, state);
  const [stack, setStack] = useState<(string | null)[]>([]);
  // A new URL re-renders the page on the server, which reads the new first page: pending until it lands.
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const saved = readStack(pathname);
    const cursors = saved && saved.signature === signature && state.cursor ? saved.cursors : [];
    // An empty stack kept as it is: a new empty array rendered the whole list again right after it hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is only readable after mount
    setStack((prev) => (prev.length === 0 && cursors.length === 0 ? prev : cursors));
  }, [pathname, signature, state.cursor]);

  const push = useCallback(
    (next: TableState<F>, cursors: (string | null)[]) => {
      try {
        sessionStorage.setItem(stackKey(pathname), JSON.stringify({ signature: listSignature(def, next), cursors }));
      } catch {
        // storage full or disabled: "previous" falls back to the first page
      }
      setStack(cursors);
      const qs = nextSearchParams(def, next, new URLSearchParams(window.location.search)).toString();
      startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
    },
    [def, pathname, router],
  );

  const setFilters = useCallback(
    (filters: Partial<F>) => push({ ...state, filters, cursor: null }, []),
    [push, state],
  );
  const setSort = useCallback((sort: SortState | null) => push({ ...state, sort, cursor: null }, []), [push, state]);
  const setLimit = useCallback((limit: number) => push({ ...state, limit, cursor: null }, []), [push, state]);
  const next = useCallback(
    (cursor: string) => push({ ...state, cursor }, [...stack, state.cursor]),
    [push, stack, state],
  );
  const previous = useCallback(() => {
    const cursors = stack.slice(0, -1);
    push({ ...state, cursor: stack.length ? (stack[stack.length - 1] ?? null) : null }, cursors);
  }, [push, stack, state]);
  const first = useCallback(() => push({ ...state, cursor: null }, []), [push, state]);

  return {
    state,
    signature,
    pending,
    /** 0-based page number; null when the page was reached before a reload (the stack is gone). */
    pageIndex: state.cursor ? stack.length || null : 0,
    hasPrevious: state.cursor !== null,
    setFilters,
    setSort,
    setLimit,
    next,
    previous,
    first,
  };
}
