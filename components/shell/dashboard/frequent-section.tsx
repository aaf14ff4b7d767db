"use client";

import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { accessFor } from "@/lib/menu/access";
import { isTransientPath } from "@/lib/menu/fixed";
import { lookupRoute } from "@/lib/menu/lookup";
import { topVisits } from "@/lib/menu/visits";
import type { SuggestedFunction } from "@/lib/dashboard/frequent";
import { ShellMenuIcon as MenuIcon } from "../shell-menu-icon";
import { useShell } from "../shell-context";
import { useVisits } from "../tabs-store";
import { ShellIcon } from "../shell-icon";

const tileClass =
  "group flex h-full min-w-0 items-center gap-3 rounded-md border border-border bg-background p-2.5 sm:p-3 transition-colors hover:border-[var(--theme)] hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Frequently used functions (docs/requirements.md §1): the user's most visited pages; before any visit, suggestions. */
export function FrequentSection({ suggestions, title }: { suggestions: SuggestedFunction[]; title: string }) {
  const t = useTranslations("dashboard");
  const { user, menu } = useShell();
  const visits = useVisits(user.userNo);
  const top = topVisits(visits, 8, (path) => !isTransientPath(path) && accessFor(path, menu.guard) !== "forbidden");
  const showing = top.length > 0;
  return (
    <section aria-labelledby="dashboard-frequent" data-testid="dashboard-frequent" className="flex h-full min-w-0 flex-col rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="dashboard-frequent" className="flex items-center gap-2 text-sm font-semibold">
          <ShellIcon name="star" className="text-primary" />
          {title}
        </h2>
        {!showing && suggestions.length > 0 && <span className="hidden text-xs text-muted-foreground sm:inline">{t("frequent.suggested")}</span>}
      </div>
      <div className="p-4">
        {!showing && suggestions.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t("frequent.empty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 xl:grid-cols-3" data-testid={showing ? "frequent-list" : "frequent-suggestions"}>
            {(showing ? top : suggestions).map((item) => {
              const info = lookupRoute(item.path, menu);
              const name = info?.title ?? item.title;
              const count = "count" in item ? (item.count as number) : undefined;
              return (
                <li key={item.path}>
                  <Link href={item.path} className={tileClass} data-frequent-path={item.path}>
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-primary group-hover:bg-background sm:size-9">
                      <MenuIcon icon={item.icon ?? info?.icon} imgContent={item.imgContent ?? info?.imgContent} className="size-[18px]" />
                    </span>
                    <span className="min-w-0">
                      <span className="line-clamp-2 text-sm leading-snug font-medium [overflow-wrap:anywhere]" title={name}>
                        {name}
                      </span>
                      {count !== undefined && <span className="block text-xs text-muted-foreground">{t("frequent.visits", { count })}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
