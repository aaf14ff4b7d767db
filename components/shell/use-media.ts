"use client";

import { useSyncExternalStore } from "react";

/** docs/requirements.md §9: below 992 px the layout is mobile. */
export const mobileQuery = "(max-width: 991.98px)";
/** Tailwind's `md`: from here a list's filter form is open beside the table (components/data-table/filter-bar.tsx). */
export const mdQuery = "(min-width: 48rem)";

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
