"use client";

import { lazy, Suspense, useRef, useState } from "react";
import type { ColumnDef } from "./types";
import { MoreHorizontal } from "lucide-react";
import type { Translate } from "@/lib/contracts/issues";
import { Button } from "@/components/ui/button";
import { loadMenu } from "@/components/ui/menu-lazy";

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

const opensMenu = ["Enter", " ", "ArrowDown"];
const loadPopup = () => Promise.all([import("./row-menu-popup"), loadMenu()]).then(([popup]) => popup);
const RowMenuPopup = lazy(loadPopup);

/**
 * A row's menu button. Until it is first opened it is a plain button, and only then the menu (a dozen
 * components with effects of their own) loads and mounts, for that row alone: a 200-row page renders 200
 * buttons, not 200 menus, and ships no menu code. It opens the way the menu's own trigger does: on
 * pointer down, Enter, Space or ArrowDown. Row items are written with menu-lazy.tsx's parts.
 */
function RowMenu({ label, items }: { label: string; items: () => React.ReactNode }) {
  const [open, setOpen] = useState<boolean | null>(null);
  const byKey = useRef(false);
  const look = { variant: "ghost", size: "icon", className: "size-7", "aria-label": label, "data-testid": "row-actions", children: <MoreHorizontal /> } as const;
  const standIn = (
    <Button
      {...look}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onPointerDown={(e) => {
        if (e.button !== 0 || e.ctrlKey) return;
        e.preventDefault();
        setOpen(true);
      }}
      onKeyDown={(e) => {
        if (!opensMenu.includes(e.key)) return;
        e.preventDefault();
        byKey.current = true;
        setOpen(true);
      }}
    />
  );
  if (open === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RowMenuPopup look={look} open={open} onOpenChange={setOpen} byKeyRef={byKey} items={items} />
    </Suspense>
  );
}
