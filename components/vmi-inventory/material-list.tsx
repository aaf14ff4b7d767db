"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, Plus } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import { vmiInventoryList, type VmiInventoryFilters, type VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { vmiMaterialColumns, type VmiAction } from "./columns";
import { VmiMaterialFilters } from "./filters";
import { MaterialForm } from "./material-form";
import { MaterialStock } from "./material-stock";
import { MovementForm } from "./movement-dialog";
import { vmiMaterialTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

type Dialogs = { kind: "create" } | { kind: VmiAction; row: VmiMaterialRow };

/** VMI materials: on-hand, levels and replenishment; internal staff receive, consume and agree materials here. */
export function VmiMaterialList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<VmiMaterialRow> | null }) {
  const t = useTranslations();
  const list = useListPage<VmiMaterialRow, VmiInventoryFilters>(vmiMaterialTableState, vmiInventoryList.list.service, vmiInventoryList.list.path, { initial });
  const [open, setOpen] = useState<VmiMaterialRow | null>(null);
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [version, setVersion] = useState(0);
  const [belowMin, setBelowMin] = useState<number | null>(null);
  const internal = userType !== "supplier";

  useEffect(() => {
    let live = true;
    callOp(vmiInventoryList.list, { query: { stockState: "below_min", limit: 1 } })
      .then((r) => live && setBelowMin(r.total ?? r.rows.length))
      .catch(() => live && setBelowMin(null));
    return () => {
      live = false;
    };
  }, [version]);

  const done = () => {
    setDialog(null);
    setVersion((v) => v + 1);
    list.data.reload();
  };
  const columns = vmiMaterialColumns(t, { open: setOpen, act: internal ? (row, a) => setDialog({ kind: a, row }) : null });

  return (
    <div className="flex flex-col gap-3">
      {belowMin !== null && belowMin > 0 && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="vmi-replenish">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <span>{t("vmiInventory.replenish.banner", { count: belowMin })}</span>
          <Button size="sm" variant="outline" onClick={() => list.setFilters({ stockState: "below_min" })} data-testid="vmi-replenish-show">
            {t("vmiInventory.replenish.show")}
          </Button>
        </div>
      )}
      <ListView
        decl={vmiInventoryList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <VmiMaterialFilters {...p} showSupplier={internal} />}
        exportRight={rights.vmiInventory.export}
        onRowOpen={setOpen}
        actions={internal ? (
          <RequireRights anyOf={[rights.vmiInventory.add]}>
            <Button size="sm" onClick={() => setDialog({ kind: "create" })} data-testid="vmi-new">
              <Plus aria-hidden="true" />
              {t("vmiInventory.actions.add")}
            </Button>
          </RequireRights>
        ) : undefined}
      />
      <Dialog open={dialog !== null} onOpenChange={(o) => !o && setDialog(null)}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="vmi-dialog">
          {dialog?.kind === "create" && <MaterialForm row={null} onDone={done} onCancel={() => setDialog(null)} />}
          {dialog?.kind === "edit" && <MaterialForm key={dialog.row.id} row={dialog.row} onDone={done} onCancel={() => setDialog(null)} />}
          {(dialog?.kind === "receipt" || dialog?.kind === "consumption") && (
            <MovementForm key={`${dialog.kind}-${dialog.row.id}`} row={dialog.row} kind={dialog.kind} onDone={done} onCancel={() => setDialog(null)} />
          )}
        </DialogContent>
      </Dialog>
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(40rem,92vw)]" data-testid="vmi-drawer">
          <SheetHeader>
            <SheetTitle>{open ? t("vmiInventory.detail.title", { itemno: open.itemno, itemdesc: open.itemdesc }) : ""}</SheetTitle>
            <SheetDescription>{open ? `${open.venno} ${open.vensname}` : ""}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <MaterialStock id={open.id} version={version} />}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
