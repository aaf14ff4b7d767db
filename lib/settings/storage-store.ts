"use client";

import { useSyncExternalStore } from "react";

export interface StorageStore<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Reads the value in a component; the server and the first client render see `fallback`. */
  use(): T;
}

type Area = "local" | "session";

function storageOf(area: Area): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A value kept in localStorage or sessionStorage under one key, shared by every component that reads it
 * and kept in step across browser tabs (storage events). Corrupt or missing data gives `fallback`.
 */
export function createStorageStore<T>(area: Area, key: string, parse: (raw: unknown) => T, fallback: T): StorageStore<T> {
  let cached: { raw: string | null; value: T } | undefined;
  const listeners = new Set<() => void>();

  const read = (): T => {
    const storage = storageOf(area);
    if (!storage) return fallback;
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    if (cached && cached.raw === raw) return cached.value;
    let value = fallback;
    if (raw !== null) {
      try {
        value = parse(JSON.parse(raw));
      } catch {
        value = fallback;
      }
    }
    cached = { raw, value };
    return value;
  };

  const emit = () => listeners.forEach((l) => l());

  const store: StorageStore<T> = {
    get: read,
    set(next) {
      const value = typeof next === "function" ? (next as (prev: T) => T)(read()) : next;
      const raw = JSON.stringify(value);
      try {
        storageOf(area)?.setItem(key, raw);
      } catch {
        // storage full or blocked: keep the value for this page only
      }
      cached = { raw, value };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
    use() {
      return useSyncExternalStore(store.subscribe, read, () => fallback);
    },
  };
  return store;
}

/** One store per key: stores keyed by user (tabs, visits) are created once and reused. */
export function keyedStore<T>(area: Area, key: string, parse: (raw: unknown) => T, fallback: T): StorageStore<T> {
  const existing = registry.get(`${area}:${key}`);
  if (existing) return existing as StorageStore<T>;
  const created = createStorageStore(area, key, parse, fallback);
  registry.set(`${area}:${key}`, created as StorageStore<unknown>);
  return created;
}
const registry = new Map<string, StorageStore<unknown>>();
