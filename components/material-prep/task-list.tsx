"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { materialPrepCancelBody, materialPrepList, materialPrepOps, type MaterialPrepFilters as Filters, type MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { ReasonDialog } from "@/components/common/reason-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { materialPrepColumns, type PrepAction } from "./columns";
import { MaterialPrepFilters } from "./filters";
import { MaterialPrepForm } from "./task-form";
import { MaterialPrepProgressForm } from "./progress-form";
import { MaterialPrepView } from "./task-detail";
import { materialPrepTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

type Dialogs = { kind: "create" } | { kind: Exclude<PrepAction, "delete">; row: MaterialPrepRow };

/** The factory's preparation tasks: set, progress, change, cancel or delete them; overdue ones stand out. */
export function MaterialPrepList({ userNo, initial }: { userNo: string; initial?: InitialPage<MaterialPrepRow> | null }) {
  const t = useTranslations();
  const list = useListPage<MaterialPrepRow, Filters>(materialPrepTableState, materialPrepList.list.service, materialPrepList.list.path, { initial });
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [open, setOpen] = useState<MaterialPrepRow | null>(null);
  const [version, setVersion] = useState(0);
  const done = () => {
    setDialog(null);
    setVersion((v) => v + 1);
    list.data.reload();
  };
  const confirmed = useConfirmedAction(done);
  const act = (row: MaterialPrepRow, a: PrepAction) => {
    if (a !== "delete") return setDialog({ kind: a, row });
    confirmed.ask({
      title: t("materialPrep.remove.title", { taskNo: row.taskNo }),
      body: t("materialPrep.remove.body"),
      action: t("materialPrep.actions.delete"),
      destructive: true,
      run: async () => {
        await callOp(materialPrepOps.remove, { params: { id: row.id } });
        toast.success(t("materialPrep.remove.done"));
      },
    });
  };
  const close = () => setDialog(null);
  const form = dialog?.kind === "create" || dialog?.kind === "edit" || dialog?.kind === "progress" ? dialog : null;
  return (
    <>
      <ListView
        decl={materialPrepList}
        list={list}
        userNo={userNo}
        columns={materialPrepColumns(t, { open: setOpen, act })}
        filters={(p) => <MaterialPrepFilters {...p} />}
        exportRight={rights.materialPrep.export}
        onRowOpen={setOpen}
        actions={(
          <RequireRights anyOf={[rights.materialPrep.add]}>
            <Button size="sm" onClick={() => setDialog({ kind: "create" })} data-testid="material-prep-new">
              <Plus aria-hidden="true" />
              {t("materialPrep.actions.add")}
            </Button>
          </RequireRights>
        )}
      />
      <Dialog open={form !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="material-prep-dialog">
          {form?.kind === "create" && <MaterialPrepForm row={null} onDone={done} onCancel={close} />}
          {form?.kind === "edit" && <MaterialPrepForm key={form.row.id} row={form.row} onDone={done} onCancel={close} />}
          {form?.kind === "progress" && <MaterialPrepProgressForm key={form.row.id} row={form.row} onDone={done} onCancel={close} />}
        </DialogContent>
      </Dialog>
      {dialog?.kind === "cancel" && (
        <ReasonDialog
          schema={materialPrepCancelBody}
          label={t("materialPrep.columns.cancelReason")}
          title={t("materialPrep.cancel.title", { taskNo: dialog.row.taskNo })}
          description={t("materialPrep.cancel.body")}
          submit={t("materialPrep.actions.cancel")}
          onClose={close}
          onSubmit={async (reason) => {
            const r = await callOp(materialPrepOps.cancel, { params: { id: dialog.row.id }, body: { reason } });
            toast.success(t("materialPrep.cancel.done", { taskNo: r.taskNo }));
            done();
          }}
        />
      )}
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(40rem,92vw)]" data-testid="material-prep-drawer">
          <SheetHeader>
            <SheetTitle>{open ? t("materialPrep.detail.title", { taskNo: open.taskNo }) : ""}</SheetTitle>
            <SheetDescription>{open ? `${open.itemno} ${open.itemdesc}` : ""}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <MaterialPrepView id={open.id} version={version} />}</div>
        </SheetContent>
      </Sheet>
      {confirmed.dialog}
    </>
  );
}
