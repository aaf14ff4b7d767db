"use client";

import { useEffect, useState } from "react";
import type { ServiceName } from "@/lib/upstream/services";
import { request } from "./request";
import { pathOf, type AnyOperation, type ParamsOf, type ResponseOf } from "@/lib/contracts/kit/operation";

export interface ResourceOptions {
  query?: Record<string, string>;
  /** A new value reloads the resource. */
  version?: number;
  /** While a reload of the same path runs, keep showing its last data. */
  keepStale?: boolean;
}

/** GETs one resource through the request helper; `path` null means idle; a newer request aborts the older one. */
export function useResource<T>(service: ServiceName, path: string | null, opts: ResourceOptions = {}) {
  const { version = 0, keepStale = true } = opts;
  const queryKey = JSON.stringify(opts.query ?? {});
  const key = path ? `${path}?${queryKey}#${version}` : null;
  const [settled, setSettled] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!path || !key) return;
    const ctl = new AbortController();
    request<T>(service, path, { query: JSON.parse(queryKey) as Record<string, string>, signal: ctl.signal })
      .then((data) => setSettled({ key, data, error: null }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setSettled({ key, data: null, error: err instanceof Error ? err.message : "Error" });
      });
    return () => ctl.abort();
  }, [service, path, queryKey, key]);
  const current = settled && settled.key === key ? settled : null;
  const stale = keepStale && settled && path && settled.key.startsWith(`${path}?`) ? settled.data : null;
  return { data: current?.data ?? stale, loading: key !== null && current === null, error: current?.error ?? null };
}

/** `useResource` for a GET operation of the contract: its service and path, typed answer; `params` null means idle. */
export function useOp<O extends AnyOperation>(op: O, params: ParamsOf<O> | null, opts: ResourceOptions = {}) {
  const path = params === null ? null : pathOf(op, params as Record<string, string | number> | undefined);
  return useResource<ResponseOf<O>>(op.service, path, opts);
}
