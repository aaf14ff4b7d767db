"use client";

import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from "react";

type TriggerProps = {
  onPointerDown?: (e: React.PointerEvent) => void;
  onKeyDown?: (e: React.KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
};

const openKeys = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * A menu whose code (Radix, Floating UI) is not part of the page's first load: until the first use, only
 * `trigger` renders; pressing it (pointer or keyboard) loads the menu, which then renders with the same
 * trigger and opens. Hover and focus start the load early. `menu` receives the trigger and must open by default.
 */
export function FirstUse({
  trigger,
  preload,
  menu,
}: {
  trigger: ReactElement<TriggerProps>;
  preload: () => unknown;
  menu: (trigger: ReactElement) => ReactNode;
}) {
  const [used, setUsed] = useState(false);
  if (used) return <Suspense fallback={trigger}>{menu(trigger)}</Suspense>;
  return cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button === 0 && !e.ctrlKey) setUsed(true);
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (!openKeys.has(e.key)) return;
      e.preventDefault();
      setUsed(true);
    },
  });
}
