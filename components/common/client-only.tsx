"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const subscribe = () => () => {};

/**
 * A component whose code loads in the browser only, once it is rendered there: nothing on the server nor in
 * the first render of hydration, then `fallback` while the code loads. What next/dynamic with `ssr: false`
 * does, without next/dynamic's own code in every page's first load.
 */
export function clientOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null) {
  const Lazy = lazy(load);
  function ClientOnly(props: P) {
    const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
    return inBrowser ? <Suspense fallback={fallback}><Lazy {...props} /></Suspense> : fallback;
  }
  return ClientOnly;
}
