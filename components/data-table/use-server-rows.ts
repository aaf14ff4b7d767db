"use client";

import { useCallback, useState } from "react";
import { useResource } from "@/lib/client/use-resource";
import type { ServiceName } from "@/lib/upstream/services";
import type { ListPage } from "./types";

export interface ServerRows<T> {
  /** The page for the current query, or null while it loads (or when it failed). */
  page: ListPage<T> | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Loads one page of a list route for the given query; a newer query aborts the older one; null path = idle. */
export function useServerRows<T>(service: ServiceName, path: string | null, query: Record<string, string>): ServerRows<T> {
  const [version, setVersion] = useState(0);
  const { data, loading, error } = useResource<ListPage<T>>(service, path, { query, version, keepStale: false });
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { page: data, loading, error, reload };
}
