"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontal } from "lucide-react";
import type { Translate } from "@/lib/contracts/issues";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** The sticky last column of a list: a "⋯" button per row opening the row's action menu items. */
export function rowActionsColumn<T>(t: Translate, label: (row: T) => string, items: (row: T) => React.ReactNode): ColumnDef<T> {
  return {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions"), className: "w-10" },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-7" aria-label={label(row.original)} data-testid="row-actions">
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">{items(row.original)}</DropdownMenuContent>
      </DropdownMenu>
    ),
  };
}
