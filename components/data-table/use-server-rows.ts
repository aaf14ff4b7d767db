"use client";

import { useCallback, useEffect, useState } from "react";
import { request } from "@/lib/client/request";
import type { ServiceName } from "@/lib/upstream/services";
import type { ListPage } from "./types";

export interface ServerRows<T> {
  /** The page for the current query, or null while it loads (or when it failed). */
  page: ListPage<T> | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

type Settled<T> = { key: string; page: ListPage<T> | null; error: string | null };

/** Loads one page of a list route for the given query; a newer query aborts the older one; null path = idle. */
export function useServerRows<T>(service: ServiceName, path: string | null, query: Record<string, string>): ServerRows<T> {
  const queryKey = JSON.stringify(query);
  const [tick, setTick] = useState(0);
  const key = `${service}/${path}?${queryKey}#${tick}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (path === null) return;
    const ctl = new AbortController();
    request<ListPage<T>>(service, path, { query: JSON.parse(queryKey) as Record<string, string>, signal: ctl.signal })
      .then((page) => setSettled({ key, page, error: null }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setSettled({ key, page: null, error: err instanceof Error ? err.message : "Error" });
      });
    return () => ctl.abort();
  }, [service, path, queryKey, key]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = settled?.key === key ? settled : null;
  return { page: current?.page ?? null, loading: path !== null && current === null, error: current?.error ?? null, reload };
}
