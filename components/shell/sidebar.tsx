"use client";

import { lazy, Suspense } from "react";
import { useTranslations } from "next-intl";
import { useSettings } from "@/lib/settings/store";
import { SidebarLogo } from "./sidebar-logo";
import { SidebarMenu } from "./sidebar-menu";
import { mobileQuery, useMediaQuery, useShell } from "./shell-context";

// The icon-only sidebar (Radix menus and tooltips) loads only when the user collapses the sidebar.
const SidebarCollapsed = lazy(() => import("./sidebar-collapsed").then((m) => ({ default: m.SidebarCollapsed })));

/** The desktop sidebar (docs/requirements.md §2): 210 px, collapsible to icons; hidden below 992 px (see globals.css). */
export function Sidebar({ pathname }: { pathname: string }) {
  const { menu, phone } = useShell();
  const { sidebarCollapsed } = useSettings();
  const t = useTranslations("shell");
  // A phone's page never shows it: its menu is written there (and hydrated) only once the screen is as wide as a desktop.
  // The server's answer is the request's own, so a desktop browser is not rendered again after hydration.
  const narrow = useMediaQuery(mobileQuery, phone);
  if (phone && narrow) return <aside className="shell-sidebar" data-testid="sidebar" data-collapsed="false" />;
  return (
    <aside className="shell-sidebar" data-testid="sidebar" data-collapsed={sidebarCollapsed ? "true" : "false"}>
      <div className="shell-sidebar-inner">
        <SidebarLogo collapsed={sidebarCollapsed} />
        <nav aria-label={t("mainMenu")} className="shell-scroll min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
          {menu.entries.length === 0 ? (
            <p className="shell-label px-5 py-4 text-sm">{t("emptyMenu")}</p>
          ) : sidebarCollapsed ? (
            <Suspense>
              <SidebarCollapsed entries={menu.entries} pathname={pathname} />
            </Suspense>
          ) : (
            <SidebarMenu entries={menu.entries} pathname={pathname} />
          )}
        </nav>
      </div>
    </aside>
  );
}
