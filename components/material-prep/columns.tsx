"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { Ban, ListPlus, Pencil, Trash2 } from "lucide-react";
import type { MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { activePrepStatuses } from "@/lib/contracts/erp-purchase/material-prep-values";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowButtonsColumn, type RowButton } from "@/components/data-table/row-buttons-column";

export type PrepAction = "progress" | "edit" | "cancel" | "delete";

const active = (r: MaterialPrepRow) => (activePrepStatuses as readonly string[]).includes(r.status);

/** The task columns, the task number opening its details, and the actions that apply to the row's status. */
export function materialPrepColumns(t: Translate, view: ListView, opts: { open: (r: MaterialPrepRow) => void; act: (r: MaterialPrepRow, a: PrepAction) => void }): ColumnDef<MaterialPrepRow>[] {
  const fields = declaredColumns<MaterialPrepRow>(declaredOf(view), t, {
    cells: {
      taskNo: (row) => (
        <button type="button" onClick={() => opts.open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-material-prep">
          {row.taskNo}
        </button>
      ),
      progressPct: (row) => (
        <span className="flex min-w-24 items-center gap-2" title={`${row.progressPct}%`}>
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full bg-primary" style={{ width: `${row.progressPct}%` }} />
          </span>
          <span className="tabular-nums">{row.progressPct}</span>
        </span>
      ),
      overdueDays: (row) => <span className={row.overdueDays > 0 ? "font-medium text-destructive" : undefined}>{row.overdueDays}</span>,
    },
    highlight: { readyBy: (row) => row.overdueDays > 0 },
  });
  const buttons: Array<RowButton<PrepAction, MaterialPrepRow>> = [
    { key: "progress", right: rights.materialPrep.progress, icon: <ListPlus aria-hidden="true" />, label: t("materialPrep.actions.progress"), when: active },
    { key: "edit", right: rights.materialPrep.edit, icon: <Pencil aria-hidden="true" />, label: t("materialPrep.actions.edit"), when: active },
    { key: "cancel", right: rights.materialPrep.cancel, icon: <Ban aria-hidden="true" />, label: t("materialPrep.actions.cancel"), when: active },
    { key: "delete", right: rights.materialPrep.delete, icon: <Trash2 aria-hidden="true" />, label: t("materialPrep.actions.delete"),
      when: (r) => r.status === "open" && Number(r.preparedQty) === 0 },
  ];
  return [...fields, rowButtonsColumn<MaterialPrepRow, PrepAction>(t, buttons, { act: opts.act, name: (r) => r.taskNo, testId: (a) => `material-prep-${a}` })];
}
