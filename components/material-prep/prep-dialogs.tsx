"use client";

import { useTranslations } from "next-intl";
import { materialPrepCancelBody, materialPrepOps, type MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { ReasonDialog } from "@/components/common/reason-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { PrepAction } from "./columns";
import { MaterialPrepForm } from "./task-form";
import { MaterialPrepProgressForm } from "./progress-form";

export type PrepDialog = { kind: "create" } | { kind: Exclude<PrepAction, "delete">; row: MaterialPrepRow };

/** A task's form, progress entry or cancellation; its code and the task's contract load with the first one opened. */
export function PrepDialogs({ dialog, onDone, onClose }: { dialog: PrepDialog | null; onDone: () => void; onClose: () => void }) {
  const t = useTranslations();
  const form = dialog?.kind === "create" || dialog?.kind === "edit" || dialog?.kind === "progress" ? dialog : null;
  return (
    <>
      <Dialog open={form !== null} onOpenChange={(o) => !o && onClose()}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="material-prep-dialog">
          {form?.kind === "create" && <MaterialPrepForm row={null} onDone={onDone} onCancel={onClose} />}
          {form?.kind === "edit" && <MaterialPrepForm key={form.row.id} row={form.row} onDone={onDone} onCancel={onClose} />}
          {form?.kind === "progress" && <MaterialPrepProgressForm key={form.row.id} row={form.row} onDone={onDone} onCancel={onClose} />}
        </DialogContent>
      </Dialog>
      {dialog?.kind === "cancel" && (
        <ReasonDialog
          schema={materialPrepCancelBody}
          label={t("materialPrep.columns.cancelReason")}
          title={t("materialPrep.cancel.title", { taskNo: dialog.row.taskNo })}
          description={t("materialPrep.cancel.body")}
          submit={t("materialPrep.actions.cancel")}
          onClose={onClose}
          onSubmit={async (reason) => {
            const r = await callOp(materialPrepOps.cancel, { params: { id: dialog.row.id }, body: { reason } });
            toast.success(t("materialPrep.cancel.done", { taskNo: r.taskNo }));
            onDone();
          }}
        />
      )}
    </>
  );
}
