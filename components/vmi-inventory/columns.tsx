"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { ArrowDownToLine, ArrowUpFromLine, Pencil } from "lucide-react";
import type { VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowButtonsColumn, type RowButton } from "@/components/data-table/row-buttons-column";

export type VmiAction = "receipt" | "consumption" | "edit";

/** Every material column; for internal staff the receive, consume and edit actions (behind their rights). */
export function vmiMaterialColumns(
  t: Translate,
  view: ListView,
  opts: { open: (r: VmiMaterialRow) => void; act: ((r: VmiMaterialRow, a: VmiAction) => void) | null },
): ColumnDef<VmiMaterialRow>[] {
  const fields = declaredColumns<VmiMaterialRow>(declaredOf(view), t, {
    title: ["itemno"],
    cells: {
      itemno: (row) => (
        <button type="button" onClick={() => opts.open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-vmi-material">
          {row.itemno}
        </button>
      ),
    },
    highlight: { suggestedQty: (row) => row.stockState === "below_min" },
  });
  if (!opts.act) return fields;
  const act = opts.act;
  const buttons: Array<RowButton<VmiAction>> = [
    { key: "receipt", right: rights.vmiInventory.receive, icon: <ArrowDownToLine aria-hidden="true" />, label: t("vmiInventory.actions.receive") },
    { key: "consumption", right: rights.vmiInventory.consume, icon: <ArrowUpFromLine aria-hidden="true" />, label: t("vmiInventory.actions.consume") },
    { key: "edit", right: rights.vmiInventory.edit, icon: <Pencil aria-hidden="true" />, label: t("vmiInventory.actions.edit") },
  ];
  const actions = rowButtonsColumn<VmiMaterialRow, VmiAction>(t, buttons, { act, name: (r) => r.itemno, testId: (a) => `vmi-${a}` });
  return [...fields, actions];
}
