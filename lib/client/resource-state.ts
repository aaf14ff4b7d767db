/** A settled answer of useResource: the key it answered (`path?query#version`) and its data or error. */
export interface Settled<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/** The server's read for one query of a path: it stands for that query's first render (version 0). */
export interface Seed {
  query: Record<string, string>;
  data: unknown;
}

export const resourceKey = (path: string, query: Record<string, string>, version: number) => `${path}?${JSON.stringify(query)}#${version}`;

/**
 * What useResource shows for `key` (null: idle): the seed while it stands for the key (nothing to fetch), else the answer
 * settled for the key, else — while a reload of the same path runs and `keepStale` — the path's last data, the seed's if
 * nothing was fetched since.
 */
export function resourceState<T>(path: string | null, key: string | null, seed: Seed | null | undefined, settled: Settled<T> | null, keepStale: boolean) {
  const seedKey = seed && path ? resourceKey(path, seed.query, 0) : null;
  const seeded = seedKey !== null && seedKey === key;
  const current = seeded ? { data: seed!.data as T, error: null } : settled && settled.key === key ? settled : null;
  const last = settled ?? (seed && seedKey ? { key: seedKey, data: seed.data as T } : null);
  const stale = keepStale && last && path && last.key.startsWith(`${path}?`) ? last.data : null;
  return { seeded, data: current?.data ?? stale, loading: key !== null && current === null, error: current?.error ?? null };
}
