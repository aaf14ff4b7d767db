"use client";

import { useEffect } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useLocale } from "next-intl";
import { openTab } from "@/lib/menu/tabs";
import { useShell } from "./shell-context";
import { tabsStore } from "./tabs-store";

/**
 * Names a document page's tab after its document ("Purchase order SZPO000004"): the page renders it with the
 * title its metadata gives, so the tab is right after a client-side navigation too, without reading the DOM.
 */
export function DocumentTab({ title, no }: { title: string; no?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { user } = useShell();
  const locale = useLocale();
  useEffect(() => {
    const path = search ? `${pathname}?${search}` : pathname;
    tabsStore(user.userNo).set((prev) => openTab(prev, { path, title, locale, ...(no ? { no } : {}) }));
  }, [pathname, search, title, no, locale, user.userNo]);
  return null;
}
