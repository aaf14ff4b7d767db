"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { rightsStaleEvent } from "@/lib/client/rights-stale";
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

  // A right revoked since the page loaded: the services said 403, so the layout reads the user's rights again
  // and the controls it guards grey out without a reload.
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener(rightsStaleEvent, refresh);
    return () => window.removeEventListener(rightsStaleEvent, refresh);
  }, [router]);

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
    // A document page, or a page outside the menu (a print), names its own tab (DocumentTab); an empty title keeps that name.
    tabsStore(user.userNo).set((prev) => openTab(prev, { path: full, title: !info || isDocumentPage(pathname, menu) ? "" : title }));
    if (pathname !== dashboardPath && counted.current !== full) {
      counted.current = full;
      countVisit(user.userNo, { path: pathname, title, icon: info?.icon ?? null, imgContent: info?.imgContent ?? null });
    }
  }, [pathname, search, menu, user.userNo, user.isFirstTimeLogin, router]);

  return null;
}
