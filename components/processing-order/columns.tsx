"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontal } from "lucide-react";
import { processingOrderList, type ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import type { Translate } from "@/lib/contracts/issues";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { declaredColumns } from "@/components/data-table/list-columns";

export interface ProcessingRowActions {
  receive: (row: ProcessingOrderRow) => void;
  reject: (row: ProcessingOrderRow) => void;
  quantity: (row: ProcessingOrderRow) => void;
  log: (row: ProcessingOrderRow) => void;
  canReceive: boolean;
  canReject: boolean;
  canEnter: boolean;
}

/** Every outsourced processing order field of docs/requirements.md §3, plus the row's actions. */
export function processingColumns(t: Translate, a: ProcessingRowActions): ColumnDef<ProcessingOrderRow>[] {
  const fields = declaredColumns<ProcessingOrderRow>(processingOrderList, t, {
    cells: {
      overdueDays: (row) => <span className={row.overdueDays > 0 ? "font-medium text-destructive" : undefined}>{row.overdueDays}</span>,
    },
  });
  const menu: ColumnDef<ProcessingOrderRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions"), className: "w-10" },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => {
      const o = row.original;
      const open = o.receiveStatus === "not_received";
      return (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-7" aria-label={t("processingOrder.rowActions", { outNo: o.outNo })} data-testid="row-actions">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={!open || !a.canReceive} onSelect={() => a.receive(o)}>{t("processingOrder.actions.receive")}</DropdownMenuItem>
            <DropdownMenuItem variant="destructive" disabled={!open || !a.canReject} onSelect={() => a.reject(o)}>{t("processingOrder.actions.reject")}</DropdownMenuItem>
            <DropdownMenuItem disabled={!a.canEnter || o.receiveStatus === "rejected"} onSelect={() => a.quantity(o)}>{t("processingOrder.actions.quantity")}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => a.log(o)}>{t("processingOrder.actions.log")}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    },
  };
  return [...fields, menu];
}
