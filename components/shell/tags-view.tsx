"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "@/components/common/link";
import { useLocale, useTranslations } from "next-intl";
import { isPinned, keyOf, tabTitle, withPinned, type Tab } from "@/lib/menu/tabs";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { FirstUse } from "@/components/common/first-use";
import { useShell } from "./shell-context";
import { ShellIcon } from "./shell-icon";
import type { PendingContextMenu } from "./tab-menus";
import { useTabs } from "./tabs-store";

const load = () => import("./tab-menus");
const TabActionsDropdown = lazy(load);
const TabContextMenu = lazy(() => load().then((m) => ({ default: m.TabContextMenu })));

/** Visited-page tabs (docs/requirements.md §2): refresh, close, close others, close all; the dashboard is pinned. */
export function TagsView({ pathname, search }: { pathname: string; search: string }) {
  const t = useTranslations("tabs");
  const { user, menu } = useShell();
  const actions = useTabs(user.userNo, pathname + search);
  const all = withPinned(actions.tabs);
  const listRef = useRef<HTMLUListElement>(null);
  // The context menus load with the first right-click on a tab, which is then replayed on the loaded menu.
  const [pending, setPending] = useState<PendingContextMenu | null>(null);
  const onFirstContextMenu = (e: React.MouseEvent) => {
    const key = (e.target as Element).closest("[data-tab]")?.getAttribute("data-tab");
    if (pending || !key) return;
    e.preventDefault();
    setPending({ key, x: e.clientX, y: e.clientY });
  };
  const locale = useLocale();
  const titleOf = (tab: Tab) => tabTitle(tab, menu, locale);
  const activeTab = all.find((tab) => keyOf(tab.path) === pathname) ?? all[0]!;

  useEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname, all.length]);

  return (
    <div className="shell-tags flex h-[var(--tags-h)] items-center border-b border-border bg-card pr-1 shadow-[0_1px_3px_rgba(0,0,0,0.06)]" data-testid="tags-view">
      <nav aria-label={t("label")} className="min-w-0 flex-1">
        <ul ref={listRef} onContextMenu={onFirstContextMenu} className="shell-scroll flex items-center gap-1 overflow-x-auto px-2 py-1">
          {all.map((tab) => {
            const active = keyOf(tab.path) === pathname;
            const pinned = isPinned(tab.path);
            const title = titleOf(tab);
            const tabDiv = (
            <div
              data-tab={keyOf(tab.path)}
              data-active={active ? "true" : undefined}
              className={cn(
                "flex h-7 items-center rounded-sm border text-xs transition-colors",
                active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background text-foreground hover:border-[var(--theme)]",
              )}
              onAuxClick={(e) => e.button === 1 && !pinned && actions.close(tab.path)}
            >
              <Link
                href={tab.path}
                aria-current={active ? "page" : undefined}
                onKeyDown={(e) => e.key === "Delete" && !pinned && actions.close(tab.path)}
                className={cn("flex h-full items-center gap-1.5 rounded-sm px-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1", !pinned && "pr-1")}
              >
                {active && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
                {pinned && <ShellIcon name="pin" className="size-3" />}
                <span className="max-w-48 truncate">{title}</span>
              </Link>
              {!pinned && (
                <button
                  type="button"
                  onClick={() => actions.close(tab.path)}
                  aria-label={t("closeTab", { title })}
                  data-tab-close
                  className="mr-0.5 inline-flex size-6 items-center justify-center rounded-full outline-none hover:bg-black/15 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ShellIcon name="x" className="size-3" />
                </button>
              )}
            </div>
            );
            return (
              <li key={keyOf(tab.path)} className="shrink-0">
                {pending ? (
                  <Suspense fallback={tabDiv}>
                    <TabContextMenu tab={tab} actions={actions} pending={pending}>
                      {tabDiv}
                    </TabContextMenu>
                  </Suspense>
                ) : (
                  tabDiv
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <FirstUse
        trigger={
          <Button variant="ghost" size="icon" className="size-7" aria-label={t("actions")} data-testid="tab-actions">
            <ShellIcon name="ellipsis" />
          </Button>
        }
        preload={load}
        menu={(tr, ref) => <TabActionsDropdown tab={activeTab} actions={actions} trigger={tr} contentRef={ref} />}
      />
    </div>
  );
}
