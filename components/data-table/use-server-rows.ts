"use client";

import { useCallback, useState } from "react";
import { useResource } from "@/lib/client/use-resource";
import type { ServiceName } from "@/lib/upstream/services";
import type { ListPage } from "./types";
import type { InitialPage } from "./initial-page";

export interface ServerRows<T> {
  /** The page for the current query, or null while it loads (or when it failed). */
  page: ListPage<T> | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Loads one page of a list route for the given query; a newer query aborts the older one; null path = idle.
 * `initial` is the page the server rendered: used while the query is still the one it answered.
 */
export function useServerRows<T>(service: ServiceName, path: string | null, query: Record<string, string>, initial?: InitialPage<T> | null): ServerRows<T> {
  const [version, setVersion] = useState(0);
  const seed = initial ? { query: initial.query, data: initial.page } : null;
  const { data, loading, error } = useResource<ListPage<T>>(service, path, { query, version, keepStale: false, seed });
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { page: data, loading, error, reload };
}
