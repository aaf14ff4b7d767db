"use client";

import { Link } from "@/components/common/link";
import type { MenuEntry } from "@/lib/menu/types";
import { cn } from "@/lib/utils";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { ShellMenuIcon as MenuIcon } from "./shell-menu-icon";
import { containsPath } from "./sidebar-menu";

const iconClass =
  "mx-auto flex size-11 items-center justify-center rounded-md outline-none transition-colors hover:bg-[var(--sidebar-hover-bg)] hover:text-white focus-visible:ring-2 focus-visible:ring-[var(--theme-on-dark)]";

function Items({ entries, pathname }: { entries: readonly MenuEntry[]; pathname: string }) {
  return entries.map((entry) =>
    entry.component !== null ? (
      <DropdownMenuItem key={entry.id} asChild>
        <Link href={entry.href} aria-current={containsPath(entry, pathname) ? "page" : undefined} className="aria-[current=page]:font-semibold aria-[current=page]:text-primary">
          {entry.title}
        </Link>
      </DropdownMenuItem>
    ) : (
      <DropdownMenuSub key={entry.id}>
        <DropdownMenuSubTrigger>{entry.title}</DropdownMenuSubTrigger>
        <DropdownMenuSubContent>
          <Items entries={entry.children} pathname={pathname} />
        </DropdownMenuSubContent>
      </DropdownMenuSub>
    ),
  );
}

/** The collapsed sidebar: one icon per top entry; a catalog opens its pages in a menu to the right. */
export function SidebarCollapsed({ entries, pathname }: { entries: readonly MenuEntry[]; pathname: string }) {
  return (
    <ul className="flex flex-col gap-1 py-2" data-testid="sidebar-menu-collapsed">
      {entries.map((entry) => {
        const active = containsPath(entry, pathname);
        const activeClass = active && "bg-[var(--sidebar-hover-bg)] text-[var(--theme-on-dark)]";
        if (entry.component !== null) {
          return (
            <li key={entry.id}>
              <Tooltip>
                <TooltipTrigger asChild>
                  <Link href={entry.href} aria-label={entry.title} aria-current={active ? "page" : undefined} className={cn(iconClass, activeClass)}>
                    <MenuIcon icon={entry.icon} imgContent={entry.imgContent} className="size-5" />
                  </Link>
                </TooltipTrigger>
                <TooltipContent side="right">{entry.title}</TooltipContent>
              </Tooltip>
            </li>
          );
        }
        return (
          <li key={entry.id}>
            <DropdownMenu>
              <DropdownMenuTrigger aria-label={entry.title} data-menu-path={entry.path} className={cn(iconClass, activeClass)}>
                <MenuIcon icon={entry.icon} imgContent={entry.imgContent} className="size-5" />
              </DropdownMenuTrigger>
              <DropdownMenuContent side="right" align="start" className="min-w-52">
                <DropdownMenuLabel>{entry.title}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <Items entries={entry.children} pathname={pathname} />
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
