"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { ColumnDef } from "@tanstack/react-table";
import { columnKey, purchasePaths, type OpenLine } from "@/lib/contracts/erp-purchase";
import { DataTable, ListFilterBar, TextFilter, listTableProps, useFilterDraft, useListPage } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SupplierFilter } from "@/components/common/filter-fields";
import { formatDecimal } from "@/components/common/format";
import { openLineTableState, type OpenLineFilters } from "./state";

const fields = ["pono", "lineNo", "podate", "deldate", "venno", "vensname", "itemno", "itemdesc", "specs", "packunit", "payqty", "sentQty", "remainQty"] as const;
const numeric = new Set(["payqty", "sentQty", "remainQty"]);
const sortable = new Set<string>(openLineTableState.sortable);

/** Picks lines of received purchase orders that still have something to send. */
export function LinePicker({
  open,
  userNo,
  showSupplier,
  taken,
  supplierId,
  onClose,
  onAdd,
}: {
  open: boolean;
  userNo: string;
  showSupplier: boolean;
  taken: number[];
  supplierId: number | null;
  onClose: () => void;
  onAdd: (lines: OpenLine[]) => void;
}) {
  const t = useTranslations();
  const list = useListPage<OpenLine, OpenLineFilters>(openLineTableState, "erp-purchase", open ? purchasePaths.noticeOpenLines : null, { stateIn: "memory" });
  const filters = useFilterDraft(openLineTableState, list.state, list.setFilters);
  const columns = useMemo<ColumnDef<OpenLine>[]>(
    () =>
      fields.map((f) => ({
        id: f,
        accessorKey: f,
        enableSorting: sortable.has(f),
        meta: { label: t(columnKey("order", f)), align: numeric.has(f) ? "right" : undefined },
        cell: ({ row }) => (numeric.has(f) ? formatDecimal(row.original[f] as string) : String(row.original[f])),
      })),
    [t],
  );
  const selectable = (l: OpenLine) => !taken.includes(l.id) && (supplierId === null || l.supplierId === supplierId);
  const chosen = list.rows.filter((r) => list.selection[String(r.id)] && selectable(r));
  const firstSupplier = chosen[0]?.supplierId;
  const mixed = chosen.some((r) => r.supplierId !== firstSupplier);

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-[min(72rem,95vw)]" data-testid="line-picker">
        <DialogHeader>
          <DialogTitle>{t("deliveryNotice.picker.title")}</DialogTitle>
          <DialogDescription>{t("deliveryNotice.picker.hint")}</DialogDescription>
        </DialogHeader>
        <ListFilterBar filters={filters}>
          <TextFilter label={t(columnKey("order", "pono"))} name="pono" />
          <TextFilter label={t("purchaseOrder.filters.item")} name="item" />
          <SupplierFilter show={showSupplier} label={t(columnKey("order", "venno"))} />
        </ListFilterBar>
        {open && (
          <DataTable
            tableId="notice-line-picker"
            userNo={userNo}
            caption={t("deliveryNotice.picker.title")}
            columns={columns}
            {...listTableProps(list, { selectable: true })}
            canSelect={selectable}
            skeletonRows={5}
          />
        )}
        {mixed && <p role="alert" className="text-sm text-destructive">{t("validation.deliveryNotice.mixedSuppliers")}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button disabled={!chosen.length || mixed} onClick={() => onAdd(chosen)} data-testid="picker-add">
            {t("deliveryNotice.picker.add", { count: chosen.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
