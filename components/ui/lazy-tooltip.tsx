"use client";

import { cloneElement, lazy, Suspense, useState, type ReactElement } from "react";

// The tooltip (Radix, Floating UI: ~19 KB) loads when the pointer or focus first reaches its anchor.
const OpenedTooltip = lazy(() => import("./opened-tooltip"));

type Anchor = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>;

/** `text` as a tooltip on `children` (one focusable element), with no tooltip code in the page's first load. */
export function LazyTooltip({ text, children }: { text: string; children: Anchor }) {
  const [wanted, setWanted] = useState<{ focused: boolean } | null>(null);
  const anchor = cloneElement(children, {
    onPointerEnter: () => setWanted((w) => w ?? { focused: false }),
    onFocus: () => setWanted((w) => w ?? { focused: true }),
  });
  if (!wanted) return anchor;
  return (
    <Suspense fallback={anchor}>
      <OpenedTooltip text={text} anchor={anchor} refocus={wanted.focused} />
    </Suspense>
  );
}
