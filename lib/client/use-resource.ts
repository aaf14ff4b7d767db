"use client";

import { startTransition, useEffect, useState } from "react";
import type { ServiceName } from "@/lib/contracts/services";
import { request } from "./request";
import { resourceKey, resourceState, type Seed, type Settled } from "./resource-state";
import { pathOf, type AnyOperation, type OpAddress, type ParamsOf, type ResponseOf } from "@/lib/contracts/kit/operation";

export interface ResourceOptions {
  query?: Record<string, string>;
  /** A new value reloads the resource. */
  version?: number;
  /** While a reload of the same path runs, keep showing its last data. */
  keepStale?: boolean;
  /** What the server already read for this query (the first render then fetches nothing). */
  seed?: Seed | null;
}

/** GETs one resource through the request helper; `path` null means idle; a newer request aborts the older one. */
export function useResource<T>(service: ServiceName, path: string | null, opts: ResourceOptions = {}) {
  const { version = 0, keepStale = true } = opts;
  const queryKey = JSON.stringify(opts.query ?? {});
  const key = path ? resourceKey(path, opts.query ?? {}, version) : null;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The server's page stands for its query (a first load, or a navigation the server rendered) until a reload.
  const { seeded, data, loading, error } = resourceState<T>(path, key, opts.seed, settled, keepStale);
  useEffect(() => {
    if (!path || !key || seeded) return;
    const ctl = new AbortController();
    request<T>(service, path, { query: JSON.parse(queryKey) as Record<string, string>, signal: ctl.signal })
      // a transition: a large answer (a 200-row page) renders in slices that yield to input
      .then((answer) => startTransition(() => setSettled({ key, data: answer, error: null })))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setSettled({ key, data: null, error: err instanceof Error ? err.message : "Error" });
      });
    return () => ctl.abort();
  }, [service, path, queryKey, key, seeded]);
  return { data, loading, error };
}

/** `useResource` for a GET operation of the contract: its service and path, typed answer; `params` null means idle. */
export function useOp<O extends AnyOperation>(op: O | OpAddress<O>, params: ParamsOf<O> | null, opts: ResourceOptions = {}) {
  const path = params === null ? null : pathOf(op, params as Record<string, string | number> | undefined);
  return useResource<ResponseOf<O>>(op.service, path, opts);
}

/**
 * One document's detail for its page: `initial` is what the page's server read (components/common/document-number.ts)
 * and stands for the first render, so nothing is fetched; a new `version` reads it again. Without it (unseen, missing)
 * the browser reads it and shows that answer.
 */
export function useDetail<O extends AnyOperation>(op: O | OpAddress<O>, id: number, initial: ResponseOf<O> | null | undefined, version = 0) {
  return useOp(op, { id } as ParamsOf<O>, { version, seed: initial ? { query: {}, data: initial } : null });
}
