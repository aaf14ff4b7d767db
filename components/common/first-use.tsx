"use client";

import { cloneElement, Suspense, useCallback, useState, type ReactElement, type ReactNode } from "react";

type TriggerProps = {
  onPointerDown?: (e: React.PointerEvent) => void;
  onKeyDown?: (e: React.KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
};

const openKeys = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/** Where a first-use menu puts its content's element, so that a key-opened menu can start on its first item. */
export type ContentRef = (content: HTMLElement | null) => void;

/**
 * A menu whose code (Radix, Floating UI) is not part of the page's first load: until the first use, only
 * `trigger` renders; pressing it (pointer or keyboard) loads the menu, which then renders with the same
 * trigger and opens. Hover and focus start the load early. `menu` receives the trigger and must open by default;
 * `contentRef` belongs on its content.
 */
export function FirstUse({
  trigger,
  preload,
  menu,
}: {
  trigger: ReactElement<TriggerProps>;
  preload: () => unknown;
  menu: (trigger: ReactElement, contentRef: ContentRef) => ReactNode;
}) {
  const [used, setUsed] = useState<"pointer" | "key" | null>(null);
  // A key opened it before the menu existed: start on the first item, as the menu does when a key opens it.
  // Only that first open: later opens are the menu's own, which knows how it was opened.
  const contentRef = useCallback(
    (content: HTMLElement | null) => {
      if (!content || used !== "key") return;
      setUsed("pointer");
      requestAnimationFrame(() => content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus());
    },
    [used],
  );
  if (used) return <Suspense fallback={trigger}>{menu(trigger, contentRef)}</Suspense>;
  return cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0 || e.ctrlKey) return;
      // as the menu's own trigger does: the opening menu takes the focus, not the button
      e.preventDefault();
      setUsed("pointer");
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (!openKeys.has(e.key)) return;
      e.preventDefault();
      setUsed("key");
    },
  });
}

