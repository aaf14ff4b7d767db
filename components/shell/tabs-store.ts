"use client";

import { useCallback, useMemo } from "react";
import { useRouter } from "next/navigation";
import { keyedStore } from "@/lib/settings/storage-store";
import { closeAllTabs, closeOtherTabs, closeTab, openTab, parseTabs, type Tab, type TabChange } from "@/lib/menu/tabs";
import { parseVisits, recordVisit, type Visit } from "@/lib/menu/visits";

/** Open tabs survive a reload in this browser tab (sessionStorage), per user. */
export const tabsStore = (userNo: string) => keyedStore<Tab[]>("session", `ssp:tabs:${userNo}`, parseTabs, []);

/** Visit counts per user in localStorage (docs/requirements.md §2), feeding "frequently used functions". */
export const visitsStore = (userNo: string) => keyedStore<Visit[]>("local", `ssp:visits:${userNo}`, parseVisits, []);

/** Forgets the open tabs of a user (logout clears the open views, docs/requirements.md §4). */
export function clearTabs(userNo: string): void {
  tabsStore(userNo).set([]);
}

export function useVisits(userNo: string): Visit[] {
  return visitsStore(userNo).use();
}

export function countVisit(userNo: string, page: Omit<Visit, "count" | "last">): void {
  visitsStore(userNo).set((prev) => recordVisit(prev, page));
}

/** The tabs of the session user and their actions; actions that close the active tab navigate away. */
export function useTabs(userNo: string, activePath: string) {
  const store = tabsStore(userNo);
  const tabs = store.use();
  const router = useRouter();
  const apply = useCallback(
    (change: TabChange) => {
      store.set(change.tabs);
      if (change.navigate) router.push(change.navigate);
    },
    [store, router],
  );
  return useMemo(
    () => ({
      tabs,
      open: (tab: Tab) => store.set((prev) => openTab(prev, tab)),
      close: (path: string) => apply(closeTab(store.get(), path, activePath)),
      closeOthers: (path: string) => apply(closeOtherTabs(store.get(), path, activePath)),
      closeAll: () => apply(closeAllTabs(activePath)),
      /** Re-renders a page from scratch through /redirect (docs/requirements.md §2). */
      refresh: (path: string) => router.replace(`/redirect${path}`),
    }),
    [tabs, store, apply, activePath, router],
  );
}
