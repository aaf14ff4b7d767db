"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontal } from "lucide-react";
import { purchaseOrderColumns, type PurchaseOrderRow } from "@/lib/contracts/erp-purchase";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { fieldColumns, receiveVariants, type FieldKind, type Translate } from "@/components/data-table/field-columns";

const decimalFields = [
  "payqty", "remainQty", "sentQty", "focqty", "hsdj", "dj", "amount", "gsm", "recqty", "recfocqty", "instoreqty",
  "rejectqty", "rejectfocqty", "tonnageprice",
] as const;

export const orderKinds: Record<string, FieldKind> = {
  ...Object.fromEntries(decimalFields.map((f) => [f, { type: "decimal" } as const])),
  lineNo: { type: "int" },
  isSend: { type: "bool" },
  completeStatus: { type: "enum", name: "completeStatus", variants: { open: "outline", completed: "success", closed: "secondary" } },
  auditStatus: { type: "enum", name: "auditStatus", variants: { audited: "success", not_audited: "outline" } },
  receiveStatus: { type: "enum", name: "receiveStatus", variants: receiveVariants },
  priceReviewStatus: { type: "enum", name: "priceReviewStatus", variants: { pending: "warning", done: "success" } },
  confirmStatus: { type: "enum", name: "confirmDecision", variants: { accept: "success", partial: "warning", backorder: "destructive" } },
};

export interface RowActions {
  open: (row: PurchaseOrderRow) => void;
  receive: (row: PurchaseOrderRow) => void;
  reject: (row: PurchaseOrderRow) => void;
  /** The session's rights (SPEC §6: a control without the right is disabled and greyed). */
  canReceive: boolean;
  canReject: boolean;
}

/** Every purchase order list column of SPEC §3 (one row per PO line), plus a row action menu. */
export function orderColumns(t: Translate, actions: RowActions): ColumnDef<PurchaseOrderRow>[] {
  const fields = fieldColumns<PurchaseOrderRow>({
    t,
    module: "order",
    fields: purchaseOrderColumns,
    kinds: orderKinds,
    cells: {
      pono: (row) => (
        <button
          type="button"
          className="font-medium text-primary underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => actions.open(row)}
          data-testid="open-order"
        >
          {row.pono}
        </button>
      ),
    },
  });
  const menu: ColumnDef<PurchaseOrderRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions"), className: "w-10" },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => {
      const o = row.original;
      const canAct = o.receiveStatus === "not_received";
      return (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-7" aria-label={t("purchaseOrder.rowActions", { pono: o.pono })}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.open(o)}>{t("common.details")}</DropdownMenuItem>
            <DropdownMenuItem disabled={!canAct || !actions.canReceive} onSelect={() => actions.receive(o)}>
              {t("purchaseOrder.receive.action")}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" disabled={!canAct || !actions.canReject} onSelect={() => actions.reject(o)}>
              {t("purchaseOrder.reject.action")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    },
  };
  return [...fields, menu];
}
