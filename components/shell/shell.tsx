"use client";

import { lazy, Suspense, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { RightsProvider } from "@/lib/rights/context";
import type { RightsHolder } from "@/lib/rights/has-rights";
import { Breadcrumb } from "./breadcrumb";
import { Navbar } from "./navbar";
import { RouteEffects } from "./route-effects";
import { SettingsSync } from "./settings-sync";
import { ShellProvider, type ShellData } from "./shell-context";
import { Sidebar } from "./sidebar";
import { TagsView } from "./tags-view";

// The phone drawer (a Radix sheet) loads when it is first opened: loaded with the page on a phone, it and its
// dialog code were a tenth of the page's script, evaluated before the page could answer a tap.
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));

function Tabs({ pathname }: { pathname: string }) {
  const search = useSearchParams().toString();
  return <TagsView pathname={pathname} search={search ? `?${search}` : ""} />;
}

/** The logged-in layout (docs/requirements.md §2): sidebar or drawer, top bar, tabs, and the page. */
export function Shell({ data, rights, children }: { data: ShellData; rights: RightsHolder; children: React.ReactNode }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <ShellProvider value={data}>
      <RightsProvider roles={rights.roles} options={rights.options}>
          <SettingsSync />
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t("skipToContent")}
          </a>
          {drawerUsed && (
          <Suspense>
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} pathname={pathname} />
          </Suspense>
        )}
          <div className="shell">
            <Sidebar pathname={pathname} />
            <div className="shell-main bg-muted/60">
              <header className="shell-header">
                <Navbar pathname={pathname} onOpenDrawer={() => {
                    setDrawerUsed(true);
                    setDrawerOpen(true);
                  }} />
                {pathname !== "/dashboard" && (
                  <div className="border-b border-border bg-card px-3 py-1.5 sm:hidden">
                    <Breadcrumb pathname={pathname} />
                  </div>
                )}
                {/* the strip's room is held while its client part comes: appearing later, it pushed the page down 36 px */}
                <Suspense fallback={<div aria-hidden="true" className="shell-tags h-[var(--tags-h)] border-b border-border bg-card" />}>
                  <Tabs pathname={pathname} />
                </Suspense>
              </header>
              <main id="main-content" tabIndex={-1} key={data.user.companyId} className="min-w-0 flex-1 p-3 outline-none sm:p-4" data-testid="main">
                {children}
              </main>
            </div>
          </div>
          <Suspense>
            <RouteEffects />
          </Suspense>
      </RightsProvider>
    </ShellProvider>
  );
}
