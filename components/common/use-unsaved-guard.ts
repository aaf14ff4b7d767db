"use client";

import { useEffect, useRef } from "react";

/**
 * Warns before unsaved changes are lost: a reload or closing the tab (the browser's own prompt) and a
 * click on a link of the portal (a confirmation with `message`). `release()` lets a successful save
 * navigate away without the question.
 */
export function useUnsavedGuard(dirty: boolean, message: string) {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const onUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (released.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (!(a instanceof HTMLAnchorElement) || a.target === "_blank" || a.hasAttribute("download")) return;
      if (new URL(a.href, location.href).origin !== location.origin) return;
      if (!window.confirm(message)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);
  return { release: () => (released.current = true) };
}
