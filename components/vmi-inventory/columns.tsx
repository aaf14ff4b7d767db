"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ArrowDownToLine, ArrowUpFromLine, Pencil } from "lucide-react";
import { vmiInventoryList, type VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { Button } from "@/components/ui/button";
import { declaredColumns } from "@/components/data-table/list-columns";

export type VmiAction = "receipt" | "consumption" | "edit";

/** Every material column; for internal staff the receive, consume and edit actions (behind their rights). */
export function vmiMaterialColumns(
  t: Translate,
  opts: { open: (r: VmiMaterialRow) => void; act: ((r: VmiMaterialRow, a: VmiAction) => void) | null },
): ColumnDef<VmiMaterialRow>[] {
  const fields = declaredColumns<VmiMaterialRow>(vmiInventoryList, t, {
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
  const buttons: Array<{ a: VmiAction; right: string; icon: React.ReactNode; label: string }> = [
    { a: "receipt", right: rights.vmiInventory.receive, icon: <ArrowDownToLine aria-hidden="true" />, label: t("vmiInventory.actions.receive") },
    { a: "consumption", right: rights.vmiInventory.consume, icon: <ArrowUpFromLine aria-hidden="true" />, label: t("vmiInventory.actions.consume") },
    { a: "edit", right: rights.vmiInventory.edit, icon: <Pencil aria-hidden="true" />, label: t("vmiInventory.actions.edit") },
  ];
  const actions: ColumnDef<VmiMaterialRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => (
      <div className="flex gap-1">
        {buttons.map((b) => (
          <RequireRights key={b.a} anyOf={[b.right]}>
            <Button size="sm" variant="outline" onClick={() => act(row.original, b.a)} data-testid={`vmi-${b.a}`} aria-label={`${b.label} ${row.original.itemno}`}>
              {b.icon}
              <span className="sr-only xl:not-sr-only">{b.label}</span>
            </Button>
          </RequireRights>
        ))}
      </div>
    ),
  };
  return [...fields, actions];
}
