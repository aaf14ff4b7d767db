"use client";

import type { ColumnDef } from "@/components/data-table/types";
import type { PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { MenuItem } from "@/components/ui/menu-lazy";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";

export interface RowActions {
  open: (row: PurchaseOrderRow) => void;
  receive: (row: PurchaseOrderRow) => void;
  reject: (row: PurchaseOrderRow) => void;
  /** The session's rights (docs/requirements.md §6: a control without the right is disabled and greyed). */
  canReceive: boolean;
  canReject: boolean;
}

/** Every purchase order list column of docs/requirements.md §3 (one row per PO line), plus a row action menu. */
export function orderColumns(t: Translate, view: ListView, actions: RowActions): ColumnDef<PurchaseOrderRow>[] {
  const fields = declaredColumns<PurchaseOrderRow>(declaredOf(view), t, {
    title: ["pono", "lineNo"],
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
  const menu = rowActionsColumn<PurchaseOrderRow>(t, (o) => t("purchaseOrder.rowActions", { pono: o.pono }), (o) => {
    const canAct = o.receiveStatus === "not_received";
    return (
      <>
        <MenuItem onSelect={() => actions.open(o)}>{t("common.details")}</MenuItem>
        <MenuItem disabled={!canAct || o.priceReviewStatus !== "done" || !actions.canReceive} onSelect={() => actions.receive(o)}>
          {t("purchaseOrder.receive.action")}
        </MenuItem>
        <MenuItem variant="destructive" disabled={!canAct || !actions.canReject} onSelect={() => actions.reject(o)}>
          {t("purchaseOrder.reject.action")}
        </MenuItem>
      </>
    );
  });
  return [...fields, menu];
}
