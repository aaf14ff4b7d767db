"use client";

import { useCallback, useState } from "react";
import { useResource } from "@/lib/client/use-resource";
import type { ServiceName } from "@/lib/contracts/services";
import type { ListPage } from "./types";
import type { InitialPage } from "@/lib/table-state/initial-page";

export interface ServerRows<T> {
  /** The page for the current query, or null while it loads (or when it failed). */
  page: ListPage<T> | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Loads one page of a list route for the given query; a newer query aborts the older one; null path = idle.
 * `initial` is the page the server rendered: used while the query is still the one it answered. A new
 * `refreshKey` (an outside signal: an inbox's version, a send just made) reads the page again.
 */
export function useServerRows<T>(
  service: ServiceName,
  path: string | null,
  query: Record<string, string>,
  initial?: InitialPage<T> | null,
  refreshKey?: unknown,
): ServerRows<T> {
  const [version, setVersion] = useState(0);
  const [refreshed, setRefreshed] = useState({ key: refreshKey, count: 0 });
  if (!Object.is(refreshed.key, refreshKey)) setRefreshed({ key: refreshKey, count: refreshed.count + 1 });
  const seed = initial ? { query: initial.query, data: initial.page } : null;
  const { data, loading, error } = useResource<ListPage<T>>(service, path, { query, version: version + refreshed.count, keepStale: false, seed });
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { page: data, loading, error, reload };
}
