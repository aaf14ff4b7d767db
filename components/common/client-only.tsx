"use client";

import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const subscribe = () => () => {};

/** Resolves at the next `online` event or after `ms`, whichever comes first. */
function onlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

/**
 * A chunk (or the message catalogue) that fails to load (the device went offline, a dock's Wi-Fi dropped) is asked
 * for again once the connection returns, instead of throwing into the error boundary and taking the whole page down with it.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 15_000)) {
    try {
      return await load();
    } catch {
      await onlineOrAfter(wait);
    }
  }
}

/**
 * A component whose code loads in the browser only, once it is rendered there: nothing on the server nor in
 * the first render of hydration, then `fallback` while the code loads. What next/dynamic with `ssr: false`
 * does, without next/dynamic's own code in every page's first load.
 */
export function clientOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null) {
  const Lazy = lazy(() => loadWhenReachable(load));
  function ClientOnly(props: P) {
    const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
    return inBrowser ? <Suspense fallback={fallback}><Lazy {...props} /></Suspense> : fallback;
  }
  return ClientOnly;
}

/**
 * A dialog whose code loads when `isOpen(props)` first holds, not with the page. Once opened it stays
 * mounted, so that it closes with its animation.
 */
export function openedOnce<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, isOpen: (props: P) => boolean) {
  const Lazy = clientOnly(load);
  function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Lazy {...props} /> : null;
  }
  return OpenedOnce;
}
