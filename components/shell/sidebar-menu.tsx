"use client";

import { useState } from "react";
import { Link } from "@/components/common/link";
import { isUnder } from "@/lib/menu/paths";
import type { MenuEntry } from "@/lib/menu/types";
import { cn } from "@/lib/utils";
import { ShellMenuIcon as MenuIcon } from "./shell-menu-icon";
import { ShellIcon } from "./shell-icon";

/** Whether the entry is the current page or a catalog containing it. */
export function containsPath(entry: MenuEntry, pathname: string): boolean {
  if (entry.component !== null) return isUnder(pathname, entry.href) || isUnder(pathname, entry.path);
  return entry.children.some((c) => containsPath(c, pathname));
}

const rowClass =
  "flex w-full items-center gap-2.5 pr-4 text-left text-sm outline-none transition-colors hover:bg-[var(--sidebar-hover-bg)] hover:text-white focus-visible:bg-[var(--sidebar-hover-bg)] focus-visible:text-white focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-[var(--theme-on-dark)]";

interface Props {
  entries: readonly MenuEntry[];
  pathname: string;
  onNavigate?: () => void;
  depth?: number;
}

/** The expanded menu tree: catalogs open and close (keyboard: Tab, Enter/Space), leaves are links. */
export function SidebarMenu({ entries, pathname, onNavigate, depth = 0 }: Props) {
  const holding = (path: string) => entries.filter((e) => e.component === null && containsPath(e, path)).map((e) => e.id);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(holding(pathname)));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen((prev) => new Set([...prev, ...holding(pathname)]));
  }
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const indent = { paddingLeft: `${20 + depth * 20}px` };
  return (
    <ul className={cn(depth > 0 && "bg-[var(--sidebar-sub-bg)]")} data-testid={depth === 0 ? "sidebar-menu" : undefined}>
      {entries.map((entry) => {
        if (entry.component !== null) {
          const active = containsPath(entry, pathname);
          return (
            <li key={entry.id}>
              <Link
                href={entry.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                data-menu-path={entry.path}
                className={cn(
                  rowClass,
                  "h-12 border-l-[3px] border-transparent",
                  active && "border-[var(--theme)] bg-[var(--sidebar-hover-bg)] font-medium text-[var(--theme-on-dark)]",
                )}
                style={indent}
              >
                {depth === 0 && <MenuIcon icon={entry.icon} imgContent={entry.imgContent} />}
                <span className="truncate" title={entry.title}>{entry.title}</span>
              </Link>
            </li>
          );
        }
        const expanded = open.has(entry.id);
        const panelId = `menu-group-${entry.id}`;
        const holdsActive = containsPath(entry, pathname);
        return (
          <li key={entry.id}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(entry.id)}
              data-menu-path={entry.path}
              className={cn(rowClass, "h-14", holdsActive && "text-white")}
              style={indent}
            >
              <MenuIcon icon={entry.icon} imgContent={entry.imgContent} />
              <span className="flex-1 truncate" title={entry.title}>{entry.title}</span>
              <ShellIcon name="chevron-down" className={cn("size-3.5 transition-transform", expanded && "rotate-180")} />
            </button>
            <div id={panelId} hidden={!expanded}>
              <SidebarMenu entries={entry.children} pathname={pathname} onNavigate={onNavigate} depth={depth + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
