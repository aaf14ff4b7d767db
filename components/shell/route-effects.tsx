"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { accessFor } from "@/lib/menu/access";
import { isTransientPath } from "@/lib/menu/fixed";
import { dashboardPath, isDocumentPage, lookupRoute } from "@/lib/menu/lookup";
import { openTab } from "@/lib/menu/tabs";
import { useShell } from "./shell-context";
import { countVisit, tabsStore } from "./tabs-store";

/**
 * Per navigation: the client half of the route guard (the portal layout checks full page loads on the server;
 * client-side navigations keep the layout, so the same menu check runs here), the first-login redirect,
 * the visited-page tab and the visit count for "frequently used functions".
 */
export function RouteEffects() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const { user, menu } = useShell();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (isTransientPath(pathname)) return;
    if (accessFor(pathname, menu.guard) === "forbidden") {
      router.replace("/401");
      return;
    }
    if (user.isFirstTimeLogin && pathname !== "/updatePassword" && pathname !== dashboardPath) {
      router.replace("/updatePassword");
      return;
    }
    const info = lookupRoute(pathname, menu);
    const title = info?.title ?? pathname;
    const full = search ? `${pathname}?${search}` : pathname;
    tabsStore(user.userNo).set((prev) => openTab(prev, { path: full, title }));
    if (pathname !== dashboardPath && counted.current !== full) {
      counted.current = full;
      countVisit(user.userNo, { path: pathname, title, icon: info?.icon ?? null, imgContent: info?.imgContent ?? null });
    }
  }, [pathname, search, menu, user.userNo, user.isFirstTimeLogin, router]);

  // A document page's tab carries the page's own title ("Purchase order SZPO000004"). After a client-side
  // navigation the page's metadata arrives later (streamed, possibly into <body>): the tab takes the first
  // title that differs from the page before.
  const titleBefore = useRef("");
  useEffect(() => {
    const leaving = () => {
      titleBefore.current = document.title;
    };
    if (!isDocumentPage(pathname, menu)) return leaving;
    const full = search ? `${pathname}?${search}` : pathname;
    const apply = () => {
      if (document.title === titleBefore.current) return false;
      const title = document.title.split(" - ")[0]!.trim();
      if (title) tabsStore(user.userNo).set((prev) => openTab(prev, { path: full, title }));
      return true;
    };
    if (apply()) return leaving;
    const watch = new MutationObserver(() => apply() && watch.disconnect());
    watch.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    return () => {
      watch.disconnect();
      leaving();
    };
  }, [pathname, search, menu, user.userNo]);

  return null;
}
