"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { ColumnDef } from "./types";

export interface ColumnPrefs {
  order: string[];
  visibility: Record<string, boolean>;
}

const empty: ColumnPrefs = { order: [], visibility: {} };
const listeners = new Set<() => void>();

function subscribe(cb: () => void) {
  listeners.add(cb);
  window.addEventListener("storage", cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener("storage", cb);
  };
}

export const prefsKey = (userNo: string, tableId: string) => `dataTable:${userNo}:${tableId}`;

function parse(raw: string | null): ColumnPrefs {
  if (!raw) return empty;
  try {
    const v = JSON.parse(raw) as Partial<ColumnPrefs>;
    const order = Array.isArray(v.order) ? v.order.filter((x): x is string => typeof x === "string") : [];
    const visibility: Record<string, boolean> = {};
    if (v.visibility && typeof v.visibility === "object") {
      for (const [k, b] of Object.entries(v.visibility)) if (typeof b === "boolean") visibility[k] = b;
    }
    return { order, visibility };
  } catch {
    return empty;
  }
}

/** Column order and visibility, saved per user and table in local storage. */
export function useColumnPrefs(userNo: string, tableId: string) {
  const key = prefsKey(userNo, tableId);
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
  const prefs = useMemo(() => parse(raw), [raw]);
  const save = useCallback(
    (next: ColumnPrefs | null) => {
      try {
        if (next) localStorage.setItem(key, JSON.stringify(next));
        else localStorage.removeItem(key);
      } catch {
        // storage disabled: the preference lasts until the page is left
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [prefs, save] as const;
}

/** The saved order applied to the current columns: unknown ids dropped, new columns appended in place. */
export function effectiveOrder(saved: string[], ids: string[]): string[] {
  const known = saved.filter((id) => ids.includes(id));
  const missing = ids.filter((id) => !known.includes(id));
  const out = [...known];
  for (const id of missing) {
    const defaultIndex = ids.indexOf(id);
    const before = ids.slice(0, defaultIndex).reverse().find((b) => out.includes(b));
    out.splice(before ? out.indexOf(before) + 1 : 0, 0, id);
  }
  return out;
}

/**
 * The movable columns' default order for the viewer: a supplier account gets the columns it acts on
 * (`lead`: status, what remains, its confirmation) right after the key columns that title a row.
 */
export function roleDefaultOrder<T>(cols: ColumnDef<T>[], forSupplier: boolean): string[] {
  const idOf = (c: ColumnDef<T>) => c.id;
  if (!forSupplier || !cols.some((c) => c.meta?.lead)) return cols.map(idOf);
  const titled = cols.filter((c) => c.meta?.cardTitle);
  const head = titled.length ? titled : cols.slice(0, 1);
  const rest = cols.filter((c) => !head.includes(c));
  return [...head, ...rest.filter((c) => c.meta?.lead), ...rest.filter((c) => !c.meta?.lead)].map(idOf);
}
