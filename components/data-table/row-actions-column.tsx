"use client";

import { lazy } from "react";
import { ShellIcon } from "@/components/shell/shell-icon";
import type { Translate } from "@/lib/contracts/issues";
import { FirstUse } from "@/components/common/first-use";
import { Button } from "@/components/ui/button";
import { loadMenu } from "@/components/ui/menu-lazy";
import type { ColumnDef } from "./types";

/** The sticky last column of a list: a "⋯" button per row opening the row's action menu items. */
export function rowActionsColumn<T>(t: Translate, label: (row: T) => string, items: (row: T) => React.ReactNode): ColumnDef<T> {
  return {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions"), className: "w-10" },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => <RowMenu label={label(row.original)} items={() => items(row.original)} />,
  };
}

const loadPopup = () => Promise.all([import("./row-menu-popup"), loadMenu()]).then(([popup]) => popup);
const RowMenuPopup = lazy(loadPopup);

/**
 * A row's menu button. Until it is first opened it is a plain button, and only then the menu (a dozen
 * components with effects of their own) loads and mounts, for that row alone: a 200-row page renders 200
 * buttons, not 200 menus, and ships no menu code. Row items are written with menu-lazy.tsx's parts.
 */
function RowMenu({ label, items }: { label: string; items: () => React.ReactNode }) {
  const trigger = (
    <Button variant="ghost" size="icon" className="size-7" aria-label={label} data-testid="row-actions">
      <ShellIcon name="ellipsis" />
    </Button>
  );
  return <FirstUse trigger={trigger} preload={loadPopup} menu={(tr, contentRef) => <RowMenuPopup trigger={tr} contentRef={contentRef} items={items} />} />;
}
