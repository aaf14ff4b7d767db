"use client";

import type { ColumnDef } from "@/components/data-table/types";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { MenuItem, MenuSeparator } from "@/components/ui/menu-lazy";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";

export interface ProcessingRowActions {
  receive: (row: ProcessingOrderRow) => void;
  reject: (row: ProcessingOrderRow) => void;
  quantity: (row: ProcessingOrderRow) => void;
  log: (row: ProcessingOrderRow) => void;
  /** The row's print submenu and labels link, when the user may print. */
  print?: (row: ProcessingOrderRow) => React.ReactNode;
  canReceive: boolean;
  canReject: boolean;
  canEnter: boolean;
}

/** Every outsourced processing order field of docs/requirements.md §3, plus the row's actions. */
export function processingColumns(t: Translate, view: ListView, a: ProcessingRowActions): ColumnDef<ProcessingOrderRow>[] {
  const fields = declaredColumns<ProcessingOrderRow>(declaredOf(view), t, {
    cells: {
      overdueDays: (row) => <span className={row.overdueDays > 0 ? "font-medium text-destructive" : undefined}>{row.overdueDays}</span>,
    },
  });
  const menu = rowActionsColumn<ProcessingOrderRow>(t, (o) => t("processingOrder.rowActions", { outNo: o.outNo }), (o) => {
    const open = o.receiveStatus === "not_received";
    return (
      <>
        <MenuItem disabled={!open || !a.canReceive} onSelect={() => a.receive(o)}>{t("processingOrder.actions.receive")}</MenuItem>
        <MenuItem variant="destructive" disabled={!open || !a.canReject} onSelect={() => a.reject(o)}>{t("processingOrder.actions.reject")}</MenuItem>
        <MenuItem disabled={!a.canEnter || o.receiveStatus === "rejected"} onSelect={() => a.quantity(o)}>{t("processingOrder.actions.quantity")}</MenuItem>
        <MenuItem onSelect={() => a.log(o)}>{t("processingOrder.actions.log")}</MenuItem>
        {a.print && <><MenuSeparator />{a.print(o)}</>}
      </>
    );
  });
  return [...fields, menu];
}
