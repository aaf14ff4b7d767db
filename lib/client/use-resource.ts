"use client";

import { useEffect, useState } from "react";
import { request } from "@/lib/client/request";
import type { ServiceName } from "@/lib/upstream/services";

/** GETs one resource; `path` null means nothing to load; a new `version` reloads it. */
export function useResource<T>(service: ServiceName, path: string | null, version = 0) {
  const key = path ? `${path}#${version}` : null;
  const [settled, setSettled] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!path || !key) return;
    const ctl = new AbortController();
    request<T>(service, path, { signal: ctl.signal })
      .then((data) => setSettled({ key, data, error: null }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setSettled({ key, data: null, error: err instanceof Error ? err.message : "Error" });
      });
    return () => ctl.abort();
  }, [service, path, key]);
  const current = settled && settled.key === key ? settled : null;
  // While a reload runs, keep showing the last data of the same path.
  const stale = settled && path && settled.key.startsWith(`${path}#`) ? settled.data : null;
  return { data: current?.data ?? stale, loading: key !== null && current === null, error: current?.error ?? null };
}
